package org.polyboard.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Progress;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;

class OutputTest {

    /** A running job whose lead is {@code solver} and whose work {@code working} does now. */
    private static Job job(String solver, String working) {
        return new Job() {
            @Override
            public int id() {
                return 1;
            }

            @Override
            public SolveRequest request() {
                return null;
            }

            @Override
            public String solver() {
                return solver;
            }

            @Override
            public String working() {
                return working;
            }

            @Override
            public Progress progress() {
                return new Progress(0, -1, null, null, "");
            }

            @Override
            public void cancel() {
            }

            @Override
            public boolean isDone() {
                return false;
            }

            @Override
            public SolveResult await() {
                throw new UnsupportedOperationException();
            }

            @Override
            public Optional<SolveResult> result() {
                return Optional.empty();
            }
        };
    }

    /** The progress line names the solver doing the work, and the lead it went on after. */
    @Test
    void aJobNamesTheSolverDoingItsWork() {
        assertThat(Output.solver(job("bnb", "bnb"))).isEqualTo("bnb");
        assertThat(Output.solver(job("anneal", "enumerate"))).isEqualTo("enumerate (after anneal)");
    }
}
