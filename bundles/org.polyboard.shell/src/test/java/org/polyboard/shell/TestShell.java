package org.polyboard.shell;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.apache.felix.gogo.runtime.CommandProcessorImpl;
import org.apache.felix.gogo.runtime.threadio.ThreadIOImpl;
import org.apache.felix.service.command.CommandSession;

/**
 * The {@code pb} commands in a real Gogo command processor, registered as their components register them,
 * against a {@link FakeSolveService} and a {@link FakeTableService}; one session with its own standard output
 * and standard error.
 */
final class TestShell implements AutoCloseable {

    final FakeSolveService service = new FakeSolveService();
    final FakeTableService tables = new FakeTableService();
    private final ThreadIOImpl threadIO = new ThreadIOImpl();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final CommandSession session;

    TestShell() {
        threadIO.start();
        CommandProcessorImpl processor = new CommandProcessorImpl(threadIO);
        add(processor, new ListCommands(service), "families", "solvers", "boards", "pieces");
        add(processor, new SolveCommand(service), "solve");
        add(processor, new TableCommand(tables), "table");
        add(processor, new VerifyCommand(service), "verify");
        add(processor, new JobsCommand(service), "jobs");
        add(processor, new CancelCommand(service), "cancel");
        add(processor, new ExportCommand(service), "export");
        add(processor, new ResultsCommand(service), "results");
        session = processor.createSession(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private static void add(CommandProcessorImpl processor, Object command, String... functions) {
        for (String function : List.of(functions)) {
            processor.addCommand("pb", command, function);
        }
    }

    /** Runs {@code line} and returns what it wrote to standard output. */
    String run(String line) throws Exception {
        out.reset();
        err.reset();
        session.execute(line);
        return out.toString(StandardCharsets.UTF_8);
    }

    /** What the last command wrote to standard error. */
    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** The exit status the last command left for the command line. */
    Object exit() {
        return session.get(ExitStatus.VARIABLE);
    }

    @Override
    public void close() {
        session.close();
        threadIO.stop();
    }
}
