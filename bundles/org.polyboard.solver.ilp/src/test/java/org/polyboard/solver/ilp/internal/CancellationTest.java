package org.polyboard.solver.ilp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.testing.StopCheck;
import org.polyboard.testing.TestBoards;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestdataProblems;

/** A cancelled integer program returns promptly and leaves none of its threads (nor ojAlgo's) behind. */
@Timeout(60)
class CancellationTest {

    @Test
    void cancellingAnIntegerProgramEndsItAndItsThreads() throws Exception {
        TestContext context = TestContext.unlimited();
        // ojAlgo keeps idle workers 5 s; its shared pool may have been started by an earlier test, they end all the same
        SolveResult result = StopCheck.runThenStop(() -> new OjAlgoIlpSolver().solve(
                TestdataProblems.givenModel("knight", 16, TestBoards.knight(16), Objective.MIN_DOMINATION), context), context::cancel,
                new StopCheck.Timing(2_000, 3_000, 9_000, false, CancellationTest::ojAlgoWorkers));
        assertThat(result.status()).isEqualTo(Status.CANCELLED);
    }

    static List<String> ojAlgoWorkers() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(name -> name.startsWith("ojAlgo")).toList();
    }
}
