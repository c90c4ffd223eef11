package org.polyboard.family.polycube;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.boards.FileBoardFactory;
import org.polyboard.boards.RandomBoardFactory;
import org.polyboard.api.solve.SolveService;
import org.polyboard.core.Assembly;
import org.polyboard.testing.BruteForce;

class PolycubeFamilyTest {

    private final PolycubeFamily family = new PolycubeFamily();
    private final Assembly assembly = TestdataService.create();
    private final SolveService service = assembly.service();

    @TempDir
    Path dir;

    @AfterEach
    void tearDown() {
        assembly.close();
    }

    private static Map<String, String> params(String... words) {
        Map<String, String> map = new LinkedHashMap<>();
        for (String w : words) {
            map.put(w.substring(0, w.indexOf('=')), w.substring(w.indexOf('=') + 1));
        }
        return map;
    }

    private SolveResult solve(Objective objective, boolean all, String... words) throws InterruptedException {
        SolveResult r = service.solve(new SolveRequest("polycube", params(words), null, objective, false,
                new SolveOptions(all, 0), null));
        assertThat(r.status()).as(r.message()).isIn(Status.OPTIMAL, Status.FEASIBLE, Status.INFEASIBLE);
        assertThat(r.verified() || r.status() == Status.INFEASIBLE).as(r.message()).isTrue();
        return r;
    }

    private long value(String... words) throws InterruptedException {
        SolveResult r = solve(null, false, words);
        assertThat(r.status()).isEqualTo(Status.OPTIMAL);
        Instance instance = service.instance("polycube", params(words), null);
        service.known(instance).ifPresent(k -> assertThat(k.value()).as(instance.board()).isEqualTo(r.value()));
        return r.value().numerator();
    }

    @Test
    void shapesBecomeBoardSpecifications() {
        assertThat(family.instance(params("shape=box:3^3"), null).board()).isEqualTo("box:3^3");
        assertThat(family.instance(params("n=4", "d=3"), null).board()).isEqualTo("box:4^3");
        assertThat(family.instance(params("n=5"), null).board()).isEqualTo("box:5^2");
        assertThat(family.instance(params("shape=box", "n=3", "d=0"), null).board()).isEqualTo("box:3^0");
        assertThat(family.instance(params("shape=rect", "n=6"), null).board()).isEqualTo("rect:6x6");
        assertThat(family.instance(params("shape=rect:3x5", "piece=rook"), null).board()).isEqualTo("rect:3x5");
        assertThat(family.instance(params("shape=random:20", "p=0.6", "seed=7"), null).board())
                .isEqualTo("random:20,p=0.6,seed=7");
        assertThat(family.instance(params("shape=random", "k=30", "d=3"), null).board()).isEqualTo("random:30,d=3");
        assertThat(family.instance(params("shape=random:20,p=0.6,seed=7"), null).board()).isEqualTo("random:20,p=0.6,seed=7");
        // on a shape that is not random, seed= only seeds the heuristic solvers
        var seeded = family.instance(params("shape=box:3^3", "seed=5"), null);
        assertThat(seeded.board()).isEqualTo("box:3^3");
        assertThat(seeded.params()).doesNotContainKey("seed");
        assertThat(family.settings(params("shape=box:3^3", "seed=5"))).containsExactly(Map.entry("seed", "5"));
        assertThatThrownBy(() -> family.instance(params("shape=box:3^3", "seed=abc"), null))
                .hasMessage("seed=abc is not a whole number.");
        assertThat(family.instance(params("shape=file:a/b.txt"), null).board()).isEqualTo("file:a/b.txt");
        assertThat(family.instance(params("shape=shapes/cavity.txt"), null).board()).isEqualTo("file:shapes/cavity.txt");
        Instance instance = family.instance(params("n=4", "d=3", "objective=max-independent"), null);
        assertThat(instance.objective()).isEqualTo(Objective.MAX_INDEPENDENT);
        assertThat(instance.piece()).isEqualTo("queen");
        assertThat(instance.paramText()).isEqualTo("n=4 d=3 piece=queen objective=max-independent");
        assertThat(family.instance(params("n=4"), Objective.MIN_INDEPENDENT_DOMINATION).objective())
                .isEqualTo(Objective.MIN_INDEPENDENT_DOMINATION);
        assertThat(family.instance(params("n=4", "objective=min-domination"), Objective.FRACTIONAL_DOMINATION).objective())
                .isEqualTo(Objective.FRACTIONAL_DOMINATION);
    }

    @Test
    void badParametersAreOneLine() {
        assertThatThrownBy(() -> family.instance(params(), null)).hasMessage(
                "polycube needs shape= or n= (with d=, default 2), e.g. shape=box:4^3 or n=4 d=3.");
        assertThatThrownBy(() -> family.instance(params("shape=box:3^3", "n=3"), null))
                .hasMessageStartingWith("n= does not go with shape=box:3^3");
        assertThatThrownBy(() -> family.instance(params("n=3", "p=0.5"), null))
                .hasMessage("p= applies to shape=random, not to the box n^d.");
        assertThatThrownBy(() -> family.instance(params("shape=hex:5"), null))
                .hasMessage("shape=hex:5: unknown kind 'hex'; valid: rect:AxB, box:N^D, random:K, file:PATH, or a file path.");
        assertThatThrownBy(() -> family.instance(params("shape=random"), null))
                .hasMessageStartingWith("shape=random needs a number of cells");
        assertThatThrownBy(() -> family.instance(params("shape=random:20,p=0.5", "p=0.6"), null))
                .hasMessage("shape=random:20,p=0.5 and p=0.6 disagree.");
        assertThatThrownBy(() -> family.instance(params("n=3", "piece=knight"), null))
                .hasMessage("piece=knight is not valid; valid: rook, queen.");
        assertThatThrownBy(() -> family.instance(params("n=3", "objective=max-independent"), Objective.MIN_DOMINATION))
                .hasMessage("objective=max-independent and --objective min-domination disagree.");
        assertThatThrownBy(() -> family.instance(params("n=3", "size=2"), Objective.FRACTIONAL_DOMINATION))
                .hasMessageStartingWith("size= lists placements");
        assertThatThrownBy(() -> family.instance(params("shape=rect", "n=3", "d=3"), null))
                .hasMessageStartingWith("shape=rect is two-dimensional");
    }

    @Test
    @Timeout(60)
    void queensOnCubesMatchA068940() throws Exception {
        List<Long> values = new ArrayList<>();
        for (int n = 1; n <= 6; n++) {
            values.add(value("n=" + n, "d=3", "objective=max-independent"));
        }
        assertThat(values).containsExactly(1L, 1L, 4L, 7L, 13L, 21L);
    }

    @Test
    @Timeout(60)
    void queensOnTesseractsMatchA068941() throws Exception {
        List<Long> values = new ArrayList<>();
        for (int n = 1; n <= 4; n++) {
            values.add(value("shape=box:" + n + "^4", "objective=max-independent"));
        }
        assertThat(values).containsExactly(1L, 1L, 6L, 16L);
    }

    @Test
    @Timeout(60)
    void queensOnThreeToTheDMatchA115992() throws Exception {
        List<Long> values = new ArrayList<>();
        for (int d = 0; d <= 4; d++) {
            values.add(value("n=3", "d=" + d, "objective=max-independent"));
        }
        assertThat(values).containsExactly(1L, 1L, 2L, 4L, 6L);
        assertThat(service.known(service.instance("polycube", params("n=3", "d=1"), Objective.MAX_INDEPENDENT)))
                .get().satisfies(k -> assertThat(k.source()).startsWith("OEIS A115992"));
    }

    @Test
    @Timeout(60)
    void aCubeWithACavityAgreesWithBruteForceForAllThreeObjectives() throws Exception {
        String path = TestdataService.resource("TestdataCavity.txt");
        BruteForce oracle = Rays.oracle(new FileBoardFactory().create(path), true);
        assertThat(oracle.cells()).isEqualTo(44);
        SolveResult domination = solve(Objective.MIN_DOMINATION, true, "shape=" + path);
        SolveResult independentDomination = solve(Objective.MIN_INDEPENDENT_DOMINATION, true, "shape=" + path);
        SolveResult independent = solve(Objective.MAX_INDEPENDENT, true, "shape=" + path);
        int gamma = oracle.dominationNumber();
        assertThat(domination.value().numerator()).isEqualTo(gamma);
        assertThat(domination.solutionCount()).isEqualTo(oracle.dominatingSets(gamma));
        assertThat(independentDomination.value().numerator()).isEqualTo(oracle.independentDominationNumber());
        assertThat(independentDomination.solutionCount()).isEqualTo(oracle.smallestIndependentDominatingSets());
        assertThat(independent.value().numerator()).isEqualTo(oracle.independenceNumber());
        assertThat(independent.solutionCount()).isEqualTo(oracle.largestIndependentSets());
        for (SolveResult r : List.of(domination, independentDomination, independent)) {
            assertThat(r.status()).isEqualTo(Status.OPTIMAL);
            assertThat(r.distinctUpToSymmetry()).isPositive().isLessThanOrEqualTo(r.solutionCount());
        }
    }

    @Test
    @Timeout(60)
    void placementsOfAGivenSizeAreCountedLikeBruteForce() throws Exception {
        String path = TestdataService.resource("TestdataCavity.txt");
        BruteForce oracle = Rays.oracle(new FileBoardFactory().create(path), true);
        int gamma = oracle.dominationNumber();
        SolveResult dominating = solve(Objective.MIN_DOMINATION, false, "shape=" + path, "size=" + (gamma + 1));
        assertThat(dominating.status()).isEqualTo(Status.FEASIBLE);
        assertThat(dominating.solver()).isEqualTo("enumerate");
        assertThat(dominating.solutionCount()).isEqualTo(oracle.dominatingSets(gamma + 1));
        assertThat(dominating.message()).startsWith("every dominating placement of exactly " + (gamma + 1) + " pieces: ");
        SolveResult independent = solve(null, false, "shape=" + path, "objective=max-independent", "size=3");
        assertThat(independent.solutionCount()).isEqualTo(oracle.independentSets(3));
        int i = oracle.independentDominationNumber();
        SolveResult maximal = solve(Objective.MIN_INDEPENDENT_DOMINATION, false, "shape=" + path, "size=" + (i + 1));
        assertThat(maximal.solutionCount()).isEqualTo(oracle.independentDominatingSets(i + 1));
        SolveResult none = solve(Objective.MAX_INDEPENDENT, false, "shape=" + path, "size=" + (oracle.independenceNumber() + 1));
        assertThat(none.status()).isEqualTo(Status.INFEASIBLE);
        assertThat(none.solutionCount()).isZero();
    }

    @Test
    @Timeout(60)
    void aPolyominoWithAHoleAgreesWithBruteForce() throws Exception {
        String path = TestdataService.resource("TestdataNotched.txt");
        for (String piece : List.of("queen", "rook")) {
            BruteForce oracle = Rays.oracle(new FileBoardFactory().create(path), piece.equals("queen"));
            assertThat(value("shape=" + path, "piece=" + piece)).isEqualTo(oracle.dominationNumber());
            assertThat(value("shape=" + path, "piece=" + piece, "objective=min-independent-domination"))
                    .isEqualTo(oracle.independentDominationNumber());
            assertThat(value("shape=" + path, "piece=" + piece, "objective=max-independent"))
                    .isEqualTo(oracle.independenceNumber());
        }
    }

    @Test
    @Timeout(60)
    void rooksOnRandomPolyominoesGoToTheMatchingSolverAndAgreeWithSearch() throws Exception {
        for (int seed = 1; seed <= 25; seed++) {
            int k = 12 + seed % 12;
            String[] words = {"shape=random", "k=" + k, "p=0.55", "seed=" + seed, "piece=rook",
                    "objective=max-independent"};
            SolveResult matching = solve(null, false, words);
            assertThat(matching.solver()).isEqualTo("matching");
            SolveResult search = service.solve(new SolveRequest("polycube", params(words), "enumerate", null, false,
                    SolveOptions.DEFAULT, null));
            assertThat(search.status()).isEqualTo(Status.OPTIMAL);
            assertThat(matching.value()).isEqualTo(search.value());
            BruteForce oracle = Rays.oracle(new RandomBoardFactory().create(k + ",p=0.55,seed=" + seed), false);
            assertThat(matching.value().numerator()).isEqualTo(oracle.independenceNumber());
        }
    }

    @Test
    void malformedShapeFilesAreRejectedWithOneLineNamingFileAndLine() throws IOException {
        Path empty = Files.writeString(dir.resolve("empty.txt"), "");
        Path ragged = Files.writeString(dir.resolve("ragged.txt"), "###\n#.#\n##\n");
        Path apart = Files.writeString(dir.resolve("apart.txt"), "##..\n....\n..##\n");
        Path binary = Files.write(dir.resolve("binary.txt"), new byte[] {'#', '#', '\n', '#', 0, 1, 2});
        assertThatThrownBy(() -> service.submit(SolveRequest.of("polycube", params("shape=" + empty))))
                .hasMessage("Shape file " + empty + ", line 1: no cells (the file is empty).");
        assertThatThrownBy(() -> service.submit(SolveRequest.of("polycube", params("shape=" + ragged))))
                .hasMessage("Shape file " + ragged + ", line 3: the row has 2 characters but the row on line 1 has 3;"
                        + " every row must have the same length.");
        assertThatThrownBy(() -> service.submit(SolveRequest.of("polycube", params("shape=" + apart))))
                .hasMessageStartingWith("Shape file " + apart + ", line 3: the cell (3,3) is not face-connected to the cell (1,1)"
                        + " on line 1");
        assertThatThrownBy(() -> service.submit(SolveRequest.of("polycube", params("shape=file:" + binary))))
                .hasMessage("Shape file " + binary + ", line 2, column 2: binary content (byte 0x00); a shape file is text.");
        assertThatThrownBy(() -> service.submit(SolveRequest.of("polycube", params("shape=" + dir.resolve("nope.txt")))))
                .hasMessageStartingWith("Shape file " + dir.resolve("nope.txt") + " does not exist");
    }

    @Test
    void publishedValuesAreOffered() {
        assertThat(family.known(family.instance(params("n=6", "d=3"), Objective.MAX_INDEPENDENT)))
                .get().satisfies(k -> {
                    assertThat(k.value().numerator()).isEqualTo(21);
                    assertThat(k.proven()).isTrue();
                    assertThat(k.source()).startsWith("OEIS A068940");
                });
        assertThat(family.known(family.instance(params("shape=box:4x4x4x4"), Objective.MAX_INDEPENDENT)))
                .get().extracting(k -> k.value().numerator()).isEqualTo(16L);
        assertThat(family.known(family.instance(params("shape=rect:12x12"), Objective.MIN_INDEPENDENT_DOMINATION)))
                .get().extracting(k -> k.value().numerator()).isEqualTo(7L);
        assertThat(family.known(family.instance(params("n=5", "d=3", "piece=rook"), Objective.MAX_INDEPENDENT)))
                .get().extracting(k -> k.value().numerator()).isEqualTo(25L);
        assertThat(family.known(family.instance(params("shape=rect:4x5"), Objective.MAX_INDEPENDENT))).isEmpty();
        assertThat(family.known(family.instance(params("n=4", "size=2"), Objective.MIN_DOMINATION))).isEmpty();
    }
}
