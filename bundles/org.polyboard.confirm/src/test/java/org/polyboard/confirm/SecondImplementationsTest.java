package org.polyboard.confirm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The programs of confirm/ (the second routes of docs/results.md, written apart from Polyboard) checked the way
 * docs/results.md says they were: against their own brute force on small boards and against the published terms.
 * They are compiled from their sources here and run as programs, as a reader would run them; their outputs are
 * read, not their code. The OR-Tools jars come from this bundle's test classpath, as cp-sat.sh takes them from
 * Maven. The sizes that take minutes are tagged slow.
 */
class SecondImplementationsTest {

    private static Path classes;
    private static String classpath;

    @BeforeAll
    static void compile() throws IOException {
        Path sources = Path.of(System.getProperty("basedir", "."), "..", "..", "confirm").normalize();
        classes = Path.of(System.getProperty("basedir", "."), "target", "confirm-classes");
        Files.createDirectories(classes);
        classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> args = new ArrayList<>(List.of("-d", classes.toString(), "-cp", classpath, "-nowarn"));
        try (Stream<Path> files = Files.list(sources)) {
            files.filter(f -> f.toString().endsWith(".java")).forEach(f -> args.add(f.toString()));
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac.run(null, null, null, args.toArray(String[]::new))).as("javac confirm/*.java").isZero();
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void peaceableLinesAgreesWithItsBruteForce() throws Exception {
        for (int n = 1; n <= 7; n++) {
            for (String board : List.of("board", "torus")) {
                String out = run("PeaceableLines", "brute", String.valueOf(n), board);
                assertThat(out).as(board + " " + n).contains(board + " " + n + "x" + n + ": AGREE").doesNotContain("ERROR");
            }
        }
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void peaceableLinesAgreesWithThePublishedTermsTo12() throws Exception {
        String out = run("PeaceableLines", "published", "--upto", "12");
        assertThat(out).contains("A279405(12) = 18: AGREE", "A260680(10) = 380 (and A250000(10) = 14): AGREE",
                "A250000(12) = 21: AGREE", "published: all AGREE");
    }

    @Test
    @Tag("slow")
    @Timeout(value = 1800, unit = TimeUnit.SECONDS)
    void peaceableLinesAgreesWithEveryPublishedTerm() throws Exception {
        String out = run("PeaceableLines", "published");
        assertThat(out).contains("A279405(12) = 18: AGREE", "A250000(13) = 24: AGREE", "published: all AGREE");
        assertThat(run("PeaceableLines", "brute", "8")).contains("board 8x8: AGREE");
        assertThat(run("PeaceableLines", "brute", "8", "torus")).contains("torus 8x8: AGREE");
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void peaceableLinesRefutesAndCounts() throws Exception {
        assertThat(run("PeaceableLines", "max", "11", "torus", "--lb", "10"))
                .contains("torus 11x11: 11 of each colour: impossible", "max = 10 proven");
        assertThat(run("PeaceableLines", "count", "9", "--m", "12"))
                .contains("m = 12: 200 placements;", "16 (8 x swap) 18 ");
    }

    /**
     * Brute force checks every frame and every part of one to half the side (18 347 parts on 7 x 7 with 4 queens):
     * CP-SAT finds each feasible exactly where a placement kept by its model occurs.
     */
    @Test
    @Timeout(value = 240, unit = TimeUnit.SECONDS)
    void queenFramesAgreesWithBruteForce() throws Exception {
        for (String[] nk : new String[][] {{"5", "2"}, {"5", "3"}, {"6", "3"}, {"7", "3"}, {"7", "4"}}) {
            String out = run("QueenFrames", nk[0], nk[1], "brute");
            assertThat(out).as("n=%s k=%s", nk[0], nk[1]).contains("AGREE", "0 mismatches, 0 failing the check")
                    .doesNotContain("DISAGREE");
        }
        // the published gamma(Q_8) = 5: 4 queens do not dominate 8x8, whole cases or every case split at once
        assertThat(run("QueenFrames", "8", "4", "refute")).contains("all infeasible: no 4 queens dominate");
        assertThat(run(List.of("-Dpatience=0", "-Ddepth=3"), "QueenFrames", "8", "4", "refute"))
                .contains("all infeasible: no 4 queens dominate", "1209 parts decided, 180 split");
        assertThat(run(List.of("-Dpatience=0", "-Ddepth=3"), "QueenFrames", "8", "5", "find"))
                .contains("FEASIBLE, 5 queens, check passed", "5 queens dominate");
    }

    /** Bad arguments get one line and exit status 2, before OR-Tools is loaded. */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void queenFramesRefusesBadArgumentsInOneLine() throws Exception {
        for (String[] args : new String[][] {{"8", "x", "refute"}, {"8", "7", "refute"}, {"8", "4", "solve"},
            {"9", "4", "brute"}, {"-Dparams=bogus:1", "8", "4", "refute"}, {"-Dframe=0,x", "8", "4", "refute"},
            {"-Dpatience=soon", "8", "4", "refute"}, {"-Ddepth=16", "8", "4", "refute"},
            {"-Dpart=2:1111", "8", "4", "refute"}}) {
            boolean option = args[0].startsWith("-D");
            Process p = process(option ? List.of(args[0]) : List.of(), "QueenFrames",
                    option ? Arrays.copyOfRange(args, 1, args.length) : args);
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertThat(p.waitFor()).as(out).isEqualTo(2);
            assertThat(out.lines().toList()).as(String.join(" ", args)).hasSize(1)
                    .allMatch(line -> line.startsWith("QueenFrames: "));
        }
    }

    /**
     * A refutation stopped and taken up again with its journal skips the cases the journal holds, whatever order they
     * ended in, and still reaches the verdict; a journal of another question is refused.
     */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void queenFramesTakesUpItsJournal(@TempDir Path dir) throws Exception {
        Path journal = dir.resolve("q8.journal");
        String option = "-Djournal=" + journal;
        assertThat(run(List.of(option), "QueenFrames", "8", "4", "refute"))
                .contains("all infeasible: no 4 queens dominate").doesNotContain("by the journal");
        List<String> lines = Files.readAllLines(journal);
        assertThat(lines.get(0)).isEqualTo("# QueenFrames journal n=8 k=4 cases=45");
        assertThat(lines).hasSize(46);
        // as if killed after the first and the last case ended, while writing a third line
        Files.writeString(journal, lines.get(0) + "\n" + lines.get(1) + "\n" + lines.get(45) + "\n"
                + lines.get(2).substring(0, 15));
        assertThat(run(List.of(option), "QueenFrames", "8", "4", "refute"))
                .contains("(by the journal: 2 cases and 0 parts infeasible), all infeasible: no 4 queens dominate");
        assertThat(Files.readAllLines(journal)).hasSize(46);
        // split at once to depth 2: a line per part; killed after two parts, one of a split case, and a whole case
        Files.delete(journal);
        List<String> split = List.of(option, "-Dpatience=0", "-Ddepth=2");
        assertThat(run(split, "QueenFrames", "8", "4", "refute")).contains("all infeasible: no 4 queens dominate",
                "146 parts decided, 35 split");
        lines = Files.readAllLines(journal);
        assertThat(lines).hasSize(147);
        assertThat(lines.get(1)).startsWith("infeasible [0, 7, 0, 7] part 2:0000 ");
        Files.writeString(journal, lines.get(0) + "\n" + lines.get(1) + "\n" + lines.get(146) + "\n");
        assertThat(run(split, "QueenFrames", "8", "4", "refute"))
                .contains("(by the journal: 1 case and 1 part infeasible), all infeasible", "144 parts decided, 35 split");
        // taken up without splitting at once: the cases the journal shows split are split again without waiting
        assertThat(run(List.of(option), "QueenFrames", "8", "4", "refute"))
                .contains("(by the journal: 10 cases and 136 parts infeasible), all infeasible", "0 parts decided, 35 split");
        Process other = process(List.of(option), "QueenFrames", "9", "4", "refute");
        String out = new String(other.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(other.waitFor()).as(out).isEqualTo(2);
        assertThat(out).contains("refusing journal").doesNotContain("infeasible");
    }

    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void cubeSplitReproducesThePublishedCounts() throws Exception {
        // A375103(3..5) = 16, 1344, 1056 placements of A068940(3..5) = 4, 7, 13; and no 14 on 5^3
        assertThat(run("CubeSplit", "3", "4", "count")).contains("16 placements of 4", "1 classes, 0 of more than 4, 0 failing");
        assertThat(run("CubeSplit", "4", "7", "count")).contains("1344 placements of 7", "30 classes, 0 of more than 7, 0 failing");
        assertThat(run("CubeSplit", "5", "13", "both"))
                .contains("1056 placements of 13", "22 classes, 0 of more than 13", "0 failing the check");
    }

    @Test
    @Tag("slow")
    @Timeout(value = 600, unit = TimeUnit.SECONDS)
    void cubeSplitOnSix() throws Exception {
        assertThat(run("CubeSplit", "6", "21", "both"))
                .contains("912 placements of 21", "19 classes, 0 of more than 21", "0 failing the check");
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void cubeRefuteAgreesWithItsBruteForceAndThePublishedTerms() throws Exception {
        // a naive brute force for n <= 5: counts, the root's symmetry reduction, A375103, A068940, a(n) + 1 refuted
        assertThat(run("CubeRefute", "check")).contains("check: all AGREE").doesNotContain("DISAGREE");
        assertThat(run("CubeRefute", "max", "5")).contains("n=5 t=14: impossible", "max = 13 proven");
        assertThat(run("CubeRefute", "count", "5", "13")).contains("1056 placements of 13 queens on 5^3");
        assertThat(run("CubeRefute", "max", "6")).contains("n=6 t=22: impossible", "max = 21 proven");
    }

    @Test
    @Tag("slow")
    @Timeout(value = 1800, unit = TimeUnit.SECONDS)
    void cubeRefuteChecksSixToo() throws Exception {
        assertThat(run("CubeRefute", "check", "--upto", "6")).contains("check: all AGREE").doesNotContain("DISAGREE");
    }

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void cubeCasesAgreesWithItsBruteForceAndThePublishedTerms() throws Exception {
        // a naive brute force for n <= 5, the case argument on every maximum placement, the 12-queens classes
        assertThat(run("CubeCases", "check")).contains("check: all AGREE").doesNotContain("DISAGREE");
        // A068940(8) = 48 and A068940(9) = 67: one more refuted, with the nodes pinned so a loss of strength shows
        assertThat(run("CubeCases", "refute", "8", "49")).contains("n=8 t=49: impossible (1644 cases, 1358749 nodes)");
        assertThat(run("CubeCases", "refute", "9", "68")).contains("n=9 t=68: impossible (", "1322017 nodes)");
        assertThat(run("CubeCases", "count", "7", "32")).contains("published A375103(7)=96: AGREE");
    }

    /**
     * The second route of A068940(12) = 133 as committed: its journal (one line per case of the split refuted) read
     * back by CubeCases, which derives the split again and checks the journal's hash of it, so that the journal
     * still answers for every case. A copy, since a run appends to its journal.
     */
    @Test
    @Timeout(value = 120, unit = TimeUnit.SECONDS)
    void cubeCasesReadsTheJournalOf12CubedBack(@TempDir Path dir) throws Exception {
        Path journal = dir.resolve("cubecases-12-134.journal");
        Files.copy(Path.of(System.getProperty("basedir", "."), "..", "..", "confirm", "journals",
                "cubecases-12-134.journal").normalize(), journal);
        assertThat(run("CubeCases", "refute", "12", "134", "--threads", "1", "--journal", journal.toString()))
                .contains("10722 journaled, 0 to run", "n=12 t=134: impossible (10722 cases, 2080766566 nodes)");
    }

    /** Runs a class of confirm/ in a JVM of its own and returns what it printed; it must end with status 0. */
    private static String run(String main, String... args) throws Exception {
        return run(List.of(), main, args);
    }

    /** Runs {@code main} with the JVM options {@code options} and {@code args}; its output, once it exits with 0. */
    private static String run(List<String> options, String main, String... args) throws Exception {
        Process process = process(options, main, args);
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor()).as(String.join(" ", args) + ":\n" + out).isZero();
        return out;
    }

    private static Process process(List<String> options, String main, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(options);
        command.addAll(List.of("-cp", classes + File.pathSeparator + classpath, main));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }
}
