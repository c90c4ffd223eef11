package org.polyboard.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The options of the commands as the shell hands them over: every mistake Gogo's own matching answered with
 * "Cannot coerce ..." is one line that names the option, and the exit status says it failed.
 */
@Timeout(20)
class InvocationTest {

    private final TestShell shell = new TestShell();

    @AfterEach
    void tearDown() {
        shell.close();
    }

    @Test
    void anOptionWithoutItsValueIsNamed() {
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover n=8 --solver"))
                .hasToString("--solver needs a value (solver id (default: the best installed one for the instance));"
                        + " 'help solve' lists the options.");
        assertThat(shell.exit()).isEqualTo(ExitStatus.FAILED);
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover --timeout --all n=8"))
                .hasMessageStartingWith("--timeout needs a value");
        assertThat(shell.service.submitted).isEmpty();
    }

    @Test
    void anOptionGivenTwiceIsNamedWithBothValues() {
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover n=8 --format json --format svg"))
                .hasToString("--format is given twice (json, then svg); give it once.");
        assertThat(shell.exit()).isEqualTo(ExitStatus.FAILED);
        assertThat(shell.service.submitted).isEmpty();
    }

    @Test
    void anUnknownOptionNamesTheCommandAndItsHelp() {
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover n=8 --bogus"))
                .hasToString("Unknown option '--bogus' for solve; 'help solve' lists its options.");
        assertThatThrownBy(() -> shell.run("pb:families extra")).hasToString(
                "families takes no words, got 'extra'; it lists every installed one.");
        assertThat(shell.exit()).isEqualTo(ExitStatus.FAILED);
    }

    @Test
    void optionsTakeTheirValueAfterAnEqualsSignAndNegativeNumbersAreWords() throws Exception {
        shell.run("pb:solve --solver=bnb knight-cover n=8 --timeout=2");
        assertThat(shell.service.submitted.get(0).solver()).isEqualTo("bnb");
        assertThat(shell.service.submitted.get(0).options().timeoutMillis()).isEqualTo(2000);
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover n=8 --all=yes")).hasMessageStartingWith("--all takes no value");
        assertThatThrownBy(() -> shell.run("pb:cancel -1")).hasMessageContaining("cancel takes one job id");
    }

    @Test
    void helpAsAnOptionPrintsTheCommandsHelp() throws Exception {
        String help = shell.run("pb:solve --help");
        assertThat(help).startsWith("solve - solve one instance").contains("usage: solve [OPTIONS] WORDS...")
                .contains("-s, --solver SOLVER").contains("--all").contains("formats installed: json, svg, text");
        assertThat(shell.exit()).isEqualTo(0);
        assertThat(shell.service.submitted).isEmpty();
    }

    @Test
    void aMessageOfTwoLinesBecomesOneWithTheAdviceAsAClause() {
        assertThat(UsageError.oneLine("Cannot listen on 10.9.9.9:5701 (Cannot assign requested address).\n"
                + "Maybe another --bind.")).isEqualTo("Cannot listen on 10.9.9.9:5701 (Cannot assign requested address);"
                        + " maybe another --bind.");
        assertThat(UsageError.oneLine("Unknown option '-x'; Maybe see 'help'.")).isEqualTo("Unknown option '-x'; maybe see 'help'.");
    }
}
