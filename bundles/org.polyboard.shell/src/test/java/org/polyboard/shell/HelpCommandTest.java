package org.polyboard.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code help}, {@code serve} and an unknown command, as the interactive shell shows them. */
@Timeout(20)
class HelpCommandTest {

    private final TestShell shell = new TestShell();

    @AfterEach
    void tearDown() {
        shell.close();
    }

    @Test
    void helpListsPolyboardsCommandsFirstInTheirOrder() throws Exception {
        List<String> lines = shell.run("pb:help").lines().toList();
        assertThat(lines.get(0)).startsWith("Polyboard commands");
        List<String> names = lines.stream().filter(l -> l.startsWith("  ")).map(l -> l.strip().split(" ")[0]).toList();
        assertThat(names).containsExactly("families", "solvers", "boards", "pieces", "solve", "table", "results",
                "export", "verify", "jobs", "cancel", "serve", "help");
        assertThat(lines).anySatisfy(l -> assertThat(l).startsWith("  solve").endsWith("solve one instance"));
        assertThat(shell.exit()).isEqualTo(0);
    }

    @Test
    void helpOfACommandShowsItsOptionsAndWords() throws Exception {
        String table = shell.run("pb:help table");
        assertThat(table).startsWith("table - solve a range of instances").contains("-f, --format FORMAT")
                .contains("bfile").contains("words: family id and its parameters");
        assertThat(shell.run("pb:help pb:solve")).startsWith("solve - ");
    }

    @Test
    void anUnknownCommandIsOneLineWithTheNearestName() {
        assertThatThrownBy(() -> shell.run("pb:help solv")).hasToString(
                "Unknown command 'solv'; did you mean 'solve'? 'help' lists the commands.");
        assertThat(shell.exit()).isEqualTo(ExitStatus.FAILED);
        assertThatThrownBy(() -> shell.run("pb:help frobnicate")).hasToString(
                "Unknown command 'frobnicate'; 'help' lists the commands.");
        assertThat(HelpCommand.closest("tabel", Set.of("table", "solve"))).isEqualTo("table");
        assertThat(HelpCommand.closest("xyz", Set.of("table", "solve"))).isNull();
    }

    @Test
    void aLineTheShellCannotParseIsOneLine() throws Exception {
        assertThatThrownBy(() -> shell.run("pb:syntax 'unexpected token }'")).hasToString("The shell cannot read that"
                + " line (unexpected token }); put quotes around a word with { } ( ) [ ] ; | or &.");
        assertThat(shell.exit()).isEqualTo(ExitStatus.FAILED);
        // without an interactive reader, setting the guard up does nothing
        shell.run("pb:syntax");
    }

    @Test
    void serveInTheShellSaysWhereItRuns() {
        assertThatThrownBy(() -> shell.run("pb:serve --port 9000")).hasToString(
                "serve runs in a process of its own: start 'polyboard serve' in another terminal (with --data DIR to"
                        + " share this shell's data folder); this shell stays as it is");
        assertThat(shell.exit()).isEqualTo(ExitStatus.FAILED);
    }
}
