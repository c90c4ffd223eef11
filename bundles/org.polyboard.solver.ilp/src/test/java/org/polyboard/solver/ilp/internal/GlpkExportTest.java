package org.polyboard.solver.ilp.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.testing.TestBoards;
import org.polyboard.testing.TestContext;
import org.polyboard.testing.TestProblem;
import org.polyboard.testing.TestdataProblems;

/**
 * The exported files are read by GLPK ({@code glpsol}) and give the optimum the ilp solver finds. Skipped when
 * glpsol is not installed (Debian: {@code apt-get install glpk-utils}).
 */
@Timeout(120)
class GlpkExportTest {

    private static final Pattern OBJECTIVE = Pattern.compile("(?m)^Objective:\\s+\\S+ = (\\S+)");

    @TempDir
    Path dir;

    private final IlpModelExporter exporter = new IlpModelExporter();

    private static String glpsol() {
        for (String entry : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(entry, "glpsol");
            if (Files.isExecutable(candidate)) {
                return candidate.toString();
            }
        }
        return null;
    }

    /** Runs glpsol on {@code file} and returns the objective it reports. */
    private double glpk(String option, Path file) throws IOException, InterruptedException {
        Path output = dir.resolve(file.getFileName() + ".out");
        Process process = new ProcessBuilder(glpsol(), option, file.toString(), "-o", output.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve(file.getFileName() + ".log").toFile()).start();
        assertThat(process.waitFor(100, TimeUnit.SECONDS)).as("glpsol on %s ends", file).isTrue();
        assertThat(process.exitValue()).as("glpsol exit status on %s: %s", file,
                Files.readString(dir.resolve(file.getFileName() + ".log"))).isZero();
        String report = Files.readString(output);
        assertThat(report).as("glpsol status on %s", file).containsPattern("Status:\\s+(INTEGER )?OPTIMAL");
        Matcher m = OBJECTIVE.matcher(report);
        assertThat(m.find()).as("objective in %s", report).isTrue();
        return Double.parseDouble(m.group(1));
    }

    private void check(String name, AttackModel model, String piece, Objective objective, int n) throws Exception {
        TestProblem problem = TestdataProblems.givenModel(piece, n, model, objective);
        SolveResult solved = new OjAlgoIlpSolver().solve(problem, TestContext.unlimited());
        assertThat(solved.status()).as(name).isEqualTo(Status.OPTIMAL);
        double value = solved.value().doubleValue();
        Path lp = Files.writeString(dir.resolve(name + ".lp"), exporter.export(problem, "lp"));
        Path mps = Files.writeString(dir.resolve(name + ".mps"), exporter.export(problem, "mps"));
        assertThat(glpk("--lp", lp)).as(name + " lp").isCloseTo(value, within(1e-6));
        double sign = objective == Objective.MAX_INDEPENDENT ? -1 : 1;
        assertThat(glpk("--freemps", mps)).as(name + " mps").isCloseTo(sign * value, within(1e-6));
    }

    @Test
    void glpkFindsTheSameOptimaFromLpAndMpsFiles() throws Exception {
        Assumptions.assumeTrue(glpsol() != null, "glpsol not installed; Maybe apt-get install glpk-utils");
        check("queens5-domination", TestBoards.queen(5), "queen", Objective.MIN_DOMINATION, 5);
        check("queens6-independent-domination", TestBoards.queen(6), "queen", Objective.MIN_INDEPENDENT_DOMINATION, 6);
        check("queens7-independent", TestBoards.queen(7), "queen", Objective.MAX_INDEPENDENT, 7);
        check("knights4-domination", TestBoards.knight(4), "knight", Objective.MIN_DOMINATION, 4);
        check("knights5-fractional", TestBoards.knight(5), "knight", Objective.FRACTIONAL_DOMINATION, 5);
    }

    @Test
    void theLpFileNamesTheInstanceAndTheSizeParameterIsRefused() {
        TestProblem problem = TestdataProblems.givenModel("queen", 4, TestBoards.queen(4), Objective.MIN_DOMINATION);
        assertThat(exporter.export(problem, "lp")).startsWith("\\ test n=4 min-domination\n\\ 4x4, queen, 16 cells\n");
        assertThat(exporter.formats()).containsExactlyInAnyOrder("lp", "mps");
        TestProblem sized = TestProblem.given(new Instance("polycube", Map.of("n", "4", "size", "3"), "rect:4x4", "queen",
                Objective.MIN_DOMINATION), problem.board(), problem.piece(), problem.model());
        assertThatThrownBy(() -> exporter.export(sized, "mps")).hasMessageStartingWith("size=3 lists the placements");
        assertThatThrownBy(() -> exporter.export(problem, "xml")).hasMessage("The ilp exporter writes lp and mps, not 'xml'.");
        assertThat(List.of(exporter.export(problem, "mps").split("\n"))).contains("NAME min-domination", "ENDATA");
    }
}
