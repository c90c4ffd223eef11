package org.polyboard.core.select;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Capabilities.Attacks;
import org.polyboard.api.solve.Capabilities.Feature;
import org.polyboard.api.solve.Capabilities.Reach;
import org.polyboard.api.solve.Capabilities.Strategy;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.core.Testdata;
import org.polyboard.core.catalog.DefaultProblem;

/**
 * The policy chooses by declared capabilities alone: a table of solvers (what they declare, what they refuse), the
 * problems put to them, and the solver, partner or message expected. The solvers here are named after the runtime's
 * to make the table readable; they are fakes that declare what those declare.
 */
class SolverPolicyTest {

    private static final Set<Objective> DOMINATION = EnumSet.of(Objective.MIN_DOMINATION,
            Objective.MIN_INDEPENDENT_DOMINATION);

    /** Exact, its own proofs, at home on sparse attacks up to 400 cells; enumerates; refuses larger boards. */
    private static final Fake BNB = new Fake("bnb", DOMINATION, new Capabilities(Strategy.EXACT, true,
            Set.of(Feature.ENUMERATES, Feature.SYMMETRY), List.of(new Reach(DOMINATION, Attacks.SPARSE, 400))), 400);
    /** Exact, its own proofs, at home on dense attacks up to 256 cells; enumerates and lists sizes. */
    private static final Fake ENUMERATE = new Fake("enumerate", DOMINATION, new Capabilities(Strategy.EXACT, true,
            Set.of(Feature.ENUMERATES, Feature.SIZES, Feature.SYMMETRY),
            List.of(new Reach(DOMINATION, Attacks.DENSE, 256))), 0);
    /** A heuristic at home everywhere up to a million cells; refuses --all. */
    private static final Fake ANNEAL = new Fake("anneal", DOMINATION, new Capabilities(Strategy.HEURISTIC, false,
            Set.of(), List.of(new Reach(DOMINATION, Attacks.ANY, 1_000_000))), 0);
    /** Exact, a third party's claim, at home on any attacks up to 900 cells; refuses --all. */
    private static final Fake SCIP = new Fake("scip", DOMINATION, new Capabilities(Strategy.EXACT, false, Set.of(),
            List.of(new Reach(DOMINATION, Attacks.ANY, 900))), 0);
    /** A construction that proves what it builds, for knights only (refuses the rest). */
    private static final Fake CONSTRUCT = new Fake("construct", DOMINATION, new Capabilities(Strategy.CONSTRUCTION,
            true, Set.of(Feature.PROVES), List.of()), -1);
    /** A greedy heuristic that declares no home ground. */
    private static final Fake GREEDY = new Fake("greedy", DOMINATION, Capabilities.heuristic(), 0);

    private static final List<Solver> ALL = List.of(GREEDY, SCIP, ANNEAL, ENUMERATE, BNB);

    /** The solver chosen for a problem, and the partner run beside it in a portfolio ("-": none). */
    @ParameterizedTest(name = "{0}: {1} x {2} {3}, {4}: {5} beside {6}")
    @CsvSource({
        // an exact solver at home, its own proof, before a third party's claim and a heuristic at home; the
        // heuristic runs beside it
        "knights at home,            knight,  8, min-domination,             60, bnb,       anneal",
        "independent knights,        knight, 10, min-independent-domination, 60, bnb,       anneal",
        // past bnb's 400 cells: scip is at home; its claim comes before a heuristic
        "knights past bnb,           knight, 21, min-domination,             60, scip,      anneal",
        // past scip's 900 cells: the heuristic leads, and an exact solver of our own runs beside it for its bound
        "knights past scip,          knight, 31, min-domination,             60, anneal,    enumerate",
        // without a time limit an exact partner runs only near its home (2.25 times its cells at most), where its
        // proof may come while the heuristic runs: not enumerate's 16 cells of sparse attacks beside 961
        "knights past scip unlimited, knight, 31, min-domination,             0, anneal,    -",
        // dense attacks: enumerate is at home, bnb is not
        "queens at home,             queen,  10, min-domination,             60, enumerate, anneal",
        "queens past enumerate,      queen,  20, min-domination,             60, scip,      anneal",
        "queens past scip,           queen,  31, min-domination,             60, anneal,    enumerate",
        "queens past scip unlimited, queen,  31, min-domination,             0, anneal,    -"})
    void choosesByDeclaredCapabilities(String name, String piece, int n, String objective, int seconds,
            String chosen, String partner) {
        Problem problem = problem(piece, n, Objective.parse(objective));
        SolveOptions options = new SolveOptions(false, seconds * 1_000L);
        Solver solver = SolverPolicy.choose(ALL, problem, null, options);
        assertThat(solver.id()).as(name).isEqualTo(chosen);
        assertThat(SolverPolicy.partner(ALL, problem, null, options, solver).map(Solver::id).orElse("-")).as(name)
                .isEqualTo(partner);
    }

    /**
     * Without SCIP a heuristic leads queen domination past enumerate's 256 cells; without a time limit enumerate runs
     * beside it up to 2.25 times its cells (576: 24×24), with one anywhere.
     */
    @ParameterizedTest(name = "queens {0}x{0}, {1} s: {2} beside anneal")
    @CsvSource({"20, 0, enumerate", "24, 0, enumerate", "25, 0, -", "25, 60, enumerate", "40, 60, enumerate"})
    void withoutATimeLimitAnExactPartnerRunsOnlyNearItsHome(int n, int seconds, String partner) {
        List<Solver> installed = List.of(GREEDY, ANNEAL, ENUMERATE, BNB);
        Problem problem = problem("queen", n, Objective.MIN_DOMINATION);
        SolveOptions options = new SolveOptions(false, seconds * 1_000L);
        Solver solver = SolverPolicy.choose(installed, problem, null, options);
        assertThat(solver.id()).isEqualTo("anneal");
        assertThat(SolverPolicy.partner(installed, problem, null, options, solver).map(Solver::id).orElse("-"))
                .isEqualTo(partner);
    }

    @Test
    void aConstructionThatProvesComesFirstWhereItAccepts() {
        List<Solver> installed = List.of(BNB, ANNEAL, CONSTRUCT);
        Problem knights = problem("knight", 8, Objective.MIN_DOMINATION);
        Problem queens = problem("queen", 8, Objective.MIN_DOMINATION);

        assertThat(SolverPolicy.choose(installed, knights, null, SolveOptions.DEFAULT).id()).isEqualTo("construct");
        assertThat(SolverPolicy.partner(installed, knights, null, new SolveOptions(false, 60_000), CONSTRUCT))
                .as("nothing runs beside a construction").isEmpty();
        assertThat(SolverPolicy.choose(installed, queens, null, SolveOptions.DEFAULT).id())
                .as("it refuses queens; bnb is not at home on dense attacks, the heuristic is").isEqualTo("anneal");
    }

    @Test
    void whatTheRequestNeedsComesBeforeTheTierAndTheReach() {
        // an exact solver with a wider home that does not refuse --all, but does not declare enumeration either
        Fake loose = new Fake("loose", DOMINATION, new Capabilities(Strategy.EXACT, true, Set.of(),
                List.of(new Reach(DOMINATION, Attacks.SPARSE, 1_000))), 0);
        Problem knights = problem("knight", 8, Objective.MIN_DOMINATION);
        SolveOptions all = new SolveOptions(true, 0);
        assertThat(SolverPolicy.choose(List.of(loose, BNB), knights, null, SolveOptions.DEFAULT).id())
                .as("the wider home ground").isEqualTo("loose");
        assertThat(SolverPolicy.choose(List.of(loose, BNB), knights, null, all).id())
                .as("--all: bnb declares enumeration").isEqualTo("bnb");
        assertThat(SolverPolicy.partner(List.of(loose, BNB, ANNEAL), knights, null, all, BNB))
                .as("no partner for --all").isEmpty();
        assertThat(SolverPolicy.partner(List.of(BNB, ANNEAL), knights, null, SolveOptions.DEFAULT, BNB))
                .as("a heuristic beside the exact search").isPresent();
        assertThat(SolverPolicy.partner(List.of(BNB, ANNEAL), knights, null,
                new SolveOptions(false, 0, false, null, 1), BNB)).as("--threads 1: the heuristic on its own thread")
                .isPresent();
        Problem sized = problem("queen", 8, Objective.MIN_DOMINATION, "size", "5");
        assertThat(SolverPolicy.choose(ALL, sized, null, SolveOptions.DEFAULT).id()).as("size=: enumerate lists sizes")
                .isEqualTo("enumerate");
        assertThat(SolverPolicy.partner(ALL, sized, null, new SolveOptions(false, 60_000), ENUMERATE)).isEmpty();
    }

    @Test
    void ownProofsBeforeAThirdPartysClaimAndOnlyOwnProofsBesideAHeuristic() {
        Problem knights = problem("knight", 31, Objective.MIN_DOMINATION);
        SolveOptions timed = new SolveOptions(false, 60_000);
        assertThat(SolverPolicy.choose(List.of(SCIP, BNB, ANNEAL), problem("knight", 8, Objective.MIN_DOMINATION),
                null, timed).id()).isEqualTo("bnb");
        assertThat(SolverPolicy.choose(List.of(SCIP, ANNEAL), knights, null, timed).id())
                .as("scip not at home on 961 cells: the heuristic at home leads").isEqualTo("anneal");
        assertThat(SolverPolicy.partner(List.of(SCIP, ANNEAL), knights, null, timed, ANNEAL))
                .as("a third party's claim never runs beside a heuristic").isEmpty();
    }

    /**
     * {@code --proof own}: no third party's claim, named or not; an exact search of ours leads even past its home
     * ground (the user asked for its proof, however long), with the heuristic beside it for an early solution.
     */
    @Test
    void anOwnProofIsNeverAThirdPartysClaim() {
        SolveOptions own = new SolveOptions(false, 0, false, null, 0,
                Map.of(SolveOptions.PROOF, SolveOptions.OWN_PROOF));
        Problem knights = problem("knight", 21, Objective.MIN_DOMINATION);
        assertThat(SolverPolicy.choose(ALL, knights, null, SolveOptions.DEFAULT).id()).isEqualTo("scip");
        Solver lead = SolverPolicy.choose(ALL, knights, null, own);
        assertThat(lead.id()).as("bnb refuses 441 cells; enumerate, exact and ours, leads past its home")
                .isEqualTo("enumerate");
        assertThat(SolverPolicy.partner(ALL, knights, null, own, lead).map(Solver::id)).contains("anneal");
        Problem queens = problem("queen", 20, Objective.MIN_DOMINATION);
        assertThat(SolverPolicy.choose(ALL, queens, null, own).id()).as("dense: enumerate's reach is the wider")
                .isEqualTo("enumerate");
        assertThat(SolverPolicy.choose(ALL, problem("knight", 8, Objective.MIN_DOMINATION), null, own).id())
                .isEqualTo("bnb");
        assertThatThrownBy(() -> SolverPolicy.choose(ALL, knights, "scip", own))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("Solver scip proves by a third-party solver's claim; --proof own asks for a"
                        + " proof by Polyboard's own search.")
                .hasMessageContaining("Maybe use --solver enumerate");
        assertThat(SolverPolicy.choose(ALL, knights, "anneal", own).id()).as("a heuristic proves nothing: allowed")
                .isEqualTo("anneal");
        assertThat(SolverPolicy.choose(List.of(SCIP, GREEDY), knights, null, own).id())
                .as("no exact solver of ours: the heuristic, never scip").isEqualTo("greedy");
    }

    @Test
    void aNamedSolverRunsAlone() {
        Problem knights = problem("knight", 8, Objective.MIN_DOMINATION);
        SolveOptions timed = new SolveOptions(false, 60_000);
        assertThat(SolverPolicy.choose(ALL, knights, "scip", timed).id()).isEqualTo("scip");
        assertThat(SolverPolicy.partner(ALL, knights, "scip", timed, SCIP)).isEmpty();
        assertThat(SolverPolicy.choose(ALL, knights, "auto", timed).id()).isEqualTo("bnb");
    }

    @Test
    void aRefusalNamesTheInstalledSolversThatAcceptTheProblemBestFirst() {
        Problem large = problem("knight", 21, Objective.MIN_DOMINATION);
        assertThatThrownBy(() -> SolverPolicy.choose(ALL, large, "bnb", SolveOptions.DEFAULT))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Solver bnb cannot take this instance: it takes at most 400 cells"
                        + "\nMaybe use --solver scip or --solver anneal");
        Problem knights = problem("knight", 8, Objective.MIN_DOMINATION);
        assertThatThrownBy(() -> SolverPolicy.choose(ALL, knights, "anneal", new SolveOptions(true, 0)))
                .hasMessage("Solver anneal cannot take this instance: it does not enumerate (--all)"
                        + "\nMaybe use --solver bnb or --solver enumerate");
    }

    @Test
    void aRefusalNamesOnlySolversThatAreInstalledAndAccept() {
        Problem large = problem("knight", 21, Objective.MIN_DOMINATION);
        assertThatThrownBy(() -> SolverPolicy.choose(List.of(BNB, ENUMERATE), large, "bnb", SolveOptions.DEFAULT))
                .hasMessageEndingWith("\nMaybe use --solver enumerate");
        assertThatThrownBy(() -> SolverPolicy.choose(List.of(BNB), large, "bnb", SolveOptions.DEFAULT))
                .as("nothing else installed: no advice").hasMessage("Solver bnb cannot take this instance: it takes at"
                        + " most 400 cells");
    }

    @Test
    void unknownSolversAndObjectivesNoneAnswers() {
        Problem knights = problem("knight", 8, Objective.MIN_DOMINATION);
        assertThatThrownBy(() -> SolverPolicy.choose(List.of(BNB, ANNEAL), knights, "sat", SolveOptions.DEFAULT))
                .hasMessage("Unknown solver 'sat'; installed: bnb, anneal.");
        Problem peaceable = problem("queen", 8, Objective.MAX_PEACEABLE);
        assertThatThrownBy(() -> SolverPolicy.choose(List.of(BNB, ANNEAL), peaceable, null, SolveOptions.DEFAULT))
                .hasMessageStartingWith("No installed solver answers max-peaceable");
        assertThatThrownBy(() -> SolverPolicy.choose(List.of(BNB, ANNEAL), peaceable, "bnb", SolveOptions.DEFAULT))
                .hasMessage("Solver bnb does not answer max-peaceable; it answers min-domination, "
                        + "min-independent-domination.");
    }

    private static Problem problem(String piece, int n, Objective objective, String... params) {
        Map<String, String> words = new LinkedHashMap<>();
        words.put("n", Integer.toString(n));
        for (int i = 0; i + 1 < params.length; i += 2) {
            words.put(params[i], params[i + 1]);
        }
        return new DefaultProblem(new Instance("test", words, "rect:" + n + "x" + n, piece, objective),
                Testdata.rect(n, n), Testdata.piece(piece));
    }

    /**
     * A solver that declares {@code capabilities} and answers {@code objectives}; it refuses --all unless it declares
     * enumeration, boards of more than {@code maxCells} cells when that is positive, and every piece but knights when
     * it is negative.
     */
    record Fake(String id, Set<Objective> objectives, Capabilities capabilities, long maxCells) implements Solver {
        @Override
        public String description() {
            return id;
        }

        @Override
        public Optional<String> rejects(Problem problem, SolveOptions options) {
            if (options.all() && !capabilities.has(Feature.ENUMERATES)) {
                return Optional.of("it does not enumerate (--all)");
            }
            if (problem.size().isPresent() && !capabilities.has(Feature.SIZES)) {
                return Optional.of("it does not list sizes (size=)");
            }
            if (maxCells > 0 && problem.board().cellCount() > maxCells) {
                return Optional.of("it takes at most " + maxCells + " cells");
            }
            if (maxCells < 0 && !problem.piece().id().equals("knight")) {
                return Optional.of("it builds knight covers only");
            }
            return Optional.empty();
        }

        @Override
        public SolveResult solve(Problem problem, SolveContext context) {
            throw new UnsupportedOperationException("the policy never runs a solver");
        }
    }
}
