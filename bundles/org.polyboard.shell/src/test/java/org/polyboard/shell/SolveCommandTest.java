package org.polyboard.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.Status;
import org.polyboard.testing.FakeSolveService;

/** {@code pb:solve} through a real Gogo command processor, against a recording fake service. */
@Timeout(20)
class SolveCommandTest {

    private final TestShell shell = new TestShell();
    private final FakeSolveService service = shell.service;

    @AfterEach
    void tearDown() {
        shell.close();
    }

    @Test
    void solvePassesFamilyParametersAndOptionsThrough() throws Exception {
        String text = shell.run("pb:solve --format json --all --timeout 2.5 --solver bnb knight-cover n=8");
        SolveRequest r = service.submitted.get(0);
        assertThat(r.family()).isEqualTo("knight-cover");
        assertThat(r.params()).containsExactly(Map.entry("n", "8"));
        assertThat(r.solver()).isEqualTo("bnb");
        assertThat(r.options().all()).isTrue();
        assertThat(r.options().timeoutMillis()).isEqualTo(2500);
        assertThat(r.options().threads()).as("no --threads: the whole pool").isZero();
        assertThat(text).contains("json:OPTIMAL");
        assertThat(shell.exit()).isEqualTo(0);
    }

    @Test
    void solvePassesResumeAndTheDataFolder() throws Exception {
        shell.run("pb:solve knight-cover n=8 --all --resume --data /tmp/pb-data");
        SolveRequest r = service.submitted.get(0);
        assertThat(r.options().resume()).isTrue();
        assertThat(r.options().data()).isEqualTo("/tmp/pb-data");
        shell.run("pb:solve knight-cover n=8");
        assertThat(service.submitted.get(1).options().resume()).isFalse();
        assertThat(service.submitted.get(1).options().data()).isNull();
    }

    @Test
    void threadsAskForTheSolvesShareOfThePool() throws Exception {
        shell.run("pb:solve knight-cover n=8 --threads 1");
        assertThat(service.submitted.get(0).options().threads()).isEqualTo(1);
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover n=8 --threads two"))
                .hasMessage("--threads two is not a number of threads from 0 to 4096 (0: all of the pool).");
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover n=8 --threads -1")).hasMessageContaining("--threads -1");
        assertThat(service.submitted).hasSize(1);
    }

    @Test
    void optionsMayFollowTheParameters() throws Exception {
        shell.run("pb:solve knight-cover rows=3 cols=8 --fractional");
        SolveRequest r = service.submitted.get(0);
        assertThat(r.params()).containsExactly(Map.entry("rows", "3"), Map.entry("cols", "8"));
        assertThat(r.fractional()).isTrue();
        assertThat(r.objective()).isNull();
    }

    @Test
    void unknownOptionsMalformedWordsAndFormatsAreOneLineErrors() {
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover n=8 --bogus")).hasMessageContaining("Unknown option '--bogus'");
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover eight")).hasMessageContaining("Expected key=value");
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover n=8 --format pdf")).hasMessageContaining("Unknown format 'pdf'");
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover n=8 --timeout soon")).hasMessageContaining("--timeout soon");
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover n=8 n=9")).hasMessageContaining("given twice");
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover n=8 --objective most")).hasMessageContaining("Unknown objective 'most'");
        assertThat(service.submitted).isEmpty();
    }

    @Test
    void runningOutOfMemoryIsOneLineSayingHowToGiveMore() throws Exception {
        service.error = new OutOfMemoryError("Java heap space");
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover n=8"))
                .hasMessageStartingWith("out of memory (Java heap space, ").hasMessageEndingWith("e.g. JAVA_OPTS=-Xmx8g");
        assertThat(shell.exit()).isEqualTo(1);
        service.error = null;
        shell.run("pb:solve knight-cover n=8");
        assertThat(shell.exit()).isEqualTo(0);
    }

    @Test
    void aFailedCommandLeavesANonZeroExitAndOneLine() throws Exception {
        shell.run("pb:solve knight-cover n=8");
        assertThat(shell.exit()).isEqualTo(0);
        assertThatThrownBy(() -> shell.run("pb:solve knight-cover eight")).hasToString("Expected key=value, got 'eight' (e.g. n=8).");
        assertThat(shell.exit()).isEqualTo(ExitStatus.FAILED);
        assertThat(new UsageError("no solver takes it\nMaybe use --solver bnb")).hasToString(
                "no solver takes it; maybe use --solver bnb");
    }

    @Test
    void errorStatusGivesANonZeroExit() throws Exception {
        service.status = Status.ERROR;
        shell.run("pb:solve knight-cover n=8");
        assertThat(shell.exit()).isEqualTo(1);
    }

    @Test
    void aLongRunShowsProgressLinesOnStandardError() throws Exception {
        service.runMillis = 2300;
        String out = shell.run("pb:solve knight-cover n=8");
        assertThat(shell.err().lines().toList()).hasSize(1)
                .allSatisfy(l -> assertThat(l).startsWith("... job 1  bnb  2").contains("nodes 42"));
        assertThat(out).contains("text:OPTIMAL");
    }
}
