package org.polyboard.shell;

import java.util.List;
import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Function;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Verification;

/** {@code verify}: checks a saved result from first principles; exit status 1 when it is invalid. */
@GogoCommand(scope = "pb", function = "verify")
@Component(service = VerifyCommand.class)
public final class VerifyCommand implements Function {

    private final SolveService service;

    @Activate
    public VerifyCommand(@Reference SolveService service) {
        this.service = service;
    }

    @Override
    public Object execute(CommandSession session, List<Object> arguments) throws Exception {
        return Invocation.run(session, this, "verify", arguments);
    }

    @Descriptor("check a result file written by solve --format json from first principles")
    public void verify(CommandSession session, @Descriptor("result file (JSON)") String... files) throws Exception {
        UsageError.guarded(session, () -> {
            if (files == null || files.length != 1) {
                throw new IllegalArgumentException("verify takes one result file, e.g. verify result.json.");
            }
            SolveResult claimed = service.parse(read(files[0]));
            Verification v = service.verify(claimed);
            (v.valid() ? System.out : System.err).println((v.valid() ? "valid: " : "INVALID: ") + v.message());
            ExitStatus.set(session, v.valid() ? 0 : 1);
        });
    }

    private static String read(String file) {
        try {
            return Files.readString(Path.of(file), StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("No such file: " + file);
        } catch (MalformedInputException e) {
            throw new IllegalArgumentException(file + " is not a text file.");
        } catch (IOException e) {
            throw new IllegalArgumentException("Cannot read " + file
                    + (Files.isDirectory(Path.of(file)) ? ": it is a directory." : ": " + e.getMessage()));
        }
    }
}
