package org.polyboard.shell;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.felix.gogo.runtime.CommandProcessorImpl;
import org.apache.felix.gogo.runtime.threadio.ThreadIOImpl;
import org.apache.felix.service.command.CommandSession;
import org.polyboard.api.table.TableService;
import org.polyboard.testing.FakeSolveService;

/**
 * The {@code pb} commands in a real Gogo command processor, registered as their components register them,
 * against a {@link FakeSolveService} and a {@link FakeTableService}; one session with its own standard output
 * and standard error.
 */
final class TestShell implements AutoCloseable {

    final FakeSolveService service = new FakeSolveService();
    final FakeTableService tables = new FakeTableService();
    private final TableService tableService;
    private final ThreadIOImpl threadIO = new ThreadIOImpl();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final CommandSession session;
    /** The pb commands by function, as help finds them. */
    private final Map<String, Object> commands = new LinkedHashMap<>();
    private boolean closed;

    TestShell() {
        this(null);
    }

    /** With {@code tableService} behind {@code table} instead of the {@link FakeTableService}. */
    TestShell(TableService tableService) {
        this.tableService = tableService == null ? tables : tableService;
        threadIO.start();
        CommandProcessorImpl processor = new CommandProcessorImpl(threadIO);
        add(processor, new ListCommands(service), "families", "solvers", "boards", "pieces");
        add(processor, new SolveCommand(service, RendererFormats.of("text", "json", "svg")), "solve");
        add(processor, new TableCommand(this.tableService), "table");
        add(processor, new VerifyCommand(service), "verify");
        add(processor, new JobsCommand(service), "jobs");
        add(processor, new CancelCommand(service), "cancel");
        add(processor, new ExportCommand(service), "export");
        add(processor, new ResultsCommand(service), "results");
        add(processor, new ServeCommand(true), "serve");
        add(processor, new SyntaxCommand(), "syntax");
        add(processor, new HelpCommand(scope -> commands), "help");
        session = processor.createSession(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private void add(CommandProcessorImpl processor, Object command, String... functions) {
        for (String function : List.of(functions)) {
            processor.addCommand("pb", command, function);
            commands.put(function, command);
        }
    }

    /** Runs {@code line} and returns what it wrote to standard output. */
    String run(String line) throws Exception {
        out.reset();
        err.reset();
        session.execute(line);
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The session, for tests that set what the interactive shell would (e.g. its terminal). */
    CommandSession session() {
        return session;
    }

    /** What the last command wrote to standard error. */
    String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** The exit status the last command left for the command line. */
    Object exit() {
        return session.get(ExitStatus.VARIABLE);
    }

    /**
     * Gives the session a terminal, as the interactive shell does (a JLine dumb terminal), and returns it: {@code
     * terminal.raise(Signal.INT)} is Ctrl-C.
     */
    org.jline.terminal.Terminal terminal() throws java.io.IOException {
        org.jline.terminal.Terminal terminal = org.jline.terminal.TerminalBuilder.builder().dumb(true)
                .streams(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream()).build();
        session.put(Console.TERMINAL, terminal);
        return terminal;
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        session.close();
        threadIO.stop();
    }
}
