package org.polyboard.solver.ortools.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Board;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.support.subcubes.MiddleSets;
import org.polyboard.support.subcubes.SubcubeCounts;

import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import com.google.ortools.sat.Literal;

/**
 * Non-attacking queens on a box of side 3 (3^d) as a packing of subcubes, searched with CP-SAT for a placement that
 * meets the {@linkplain MiddleSets middle-set bound}. A cell is the subcube of the d-cube {0,1}^d whose free directions
 * are its coordinates equal to 1 and whose fixed values are its others (0, or 2 as 1); two queens attack exactly when
 * their subcubes have the same directions or meet, so a placement of k queens is k disjoint subcubes with distinct
 * directions. To meet the bound they must be the smallest: the solver lists the counts by dimension (k<sub>0</sub>,
 * k<sub>1</sub>, ...) that reach it within the 2^d vertices, and for each, fewest uncovered vertices (holes) first,
 * solves the exact cover of the d-cube by that many subcubes and holes, with:
 * <ul>
 * <li>the subcube of dimension 0, when there is one, at the origin (flipping coordinates is a symmetry);</li>
 * <li>the character sums: for every nonempty set T of directions, the sum of (-1)^(x·T) over the d-cube is 0, and a
 * subcube adds (-1)^(f·T) 2^|S| when its directions S miss T, 0 otherwise, so the chosen subcubes and holes add up to
 * 0. They follow from the exact cover, but stated apart the solver reasons with them, and they settle some counts
 * outright: with T = all, the vertices (subcubes of dimension 0 and holes) are even in number; with one of each, the
 * hole is the vertex that is 1 exactly in the directions of the edges (subcubes of dimension 1) chosen, as T = all but
 * one direction shows, so it is fixed, up to the symmetries of the directions, before the search;</li>
 * <li>where one direction set of two is left out and every direction is alike, that set taken to be {0, 1} and the
 * directions ordered by the weight of their edges ({@code Search.breakSymmetries}).</li>
 * </ul>
 * Directions of a size used in full are exactly-one rows. On 3^8 the counts (1, 7, 28, 16) with the hole so fixed
 * gave 52 queens, the bound, in 158 s, 177 s and 245 s on two workers (times vary from run to run); 3^7 (32) takes about
 * 10 s. {@code ils} searches the same cover with dancing links and the sums, faster (a median of 25 s on 3^8).
 * The answer is OPTIMAL only with a placement of the bound's size, verified by the core like every other: the proof
 * rests on the bound (a theorem cited in {@link MiddleSets}) and that placement, not on CP-SAT's claims; counts that
 * CP-SAT finds infeasible are only reported. Stateless; thread-safe.
 */
@Component(service = Solver.class, property = Solver.ID + "=" + SubcubeSolver.SOLVER_ID)
public final class SubcubeSolver implements Solver {

    static final String SOLVER_ID = "subcubes";

    /** How often the time limit and cancellation are looked at while CP-SAT runs. */

    @Override
    public String id() {
        return SOLVER_ID;
    }

    @Override
    public String description() {
        return "CP-SAT on the subcube packing model of queens on 3^d (OR-Tools, native): a placement meeting the"
                + " middle-set bound, optimal when found";
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MAX_INDEPENDENT);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        if (options.all()) {
            return Optional.of("the " + id() + " solver finds one placement, it does not enumerate them");
        }
        if (problem.size().isPresent() || problem.symmetry().isPresent()) {
            return Optional.of("the " + id() + " solver takes neither size= nor symmetry=");
        }
        Board board = problem.board();
        int d = board.dimension();
        boolean box = d >= 1 && d <= MiddleSets.MAX_DIMENSION && !board.wraps();
        long cells = 1;
        for (int axis = 0; box && axis < d; axis++) {
            box = board.extent(axis) == 3;
            cells *= 3;
        }
        if (!box || board.cellCount() != cells || !problem.piece().id().equals("queen")) {
            return Optional.of("the " + id() + " solver takes queens on a whole box of side 3 in 1 to "
                    + MiddleSets.MAX_DIMENSION + " dimensions (3^d), not " + problem.piece().id() + "s on "
                    + board.description());
        }
        return NativeLibraries.missing().map(why -> "the " + id() + " solver cannot run here: " + why);
    }

    /**
     * Exact within its question (is there a placement meeting the bound?), with no home ground: the policy takes it
     * only when it is named. Its OPTIMAL rests on the bound and a verified placement, but its search is CP-SAT's.
     */
    @Override
    public Capabilities capabilities() {
        return new Capabilities(Capabilities.Strategy.EXACT, false, Set.of(), List.of());
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) {
        AttackModel model = problem.model();
        int d = model.dimension();
        int bound = MiddleSets.of(model);
        if (bound < 0) {
            throw new IllegalArgumentException("the middle sets and corner boxes of " + problem.board().description()
                    + " are not cliques of its attack model");
        }
        long loadMillis = NativeLibraries.load();
        List<SubcubeCounts> plan = SubcubeCounts.of(d, bound);
        SolveResult.Builder result = SolveResult.builder().objective(Objective.MAX_INDEPENDENT).bound(bound)
                .stat("loadMillis", loadMillis).stat("countVectors", plan.size());
        List<String> infeasible = new ArrayList<>();
        int weights = plan.stream().mapToInt(SubcubeSolver::weight).sum();
        for (int i = 0; i < plan.size() && !context.shouldStop(); i++) {
            SubcubeCounts counts = plan.get(i);
            long remaining = context.remainingMillis();
            // a share of the time left, four times as much where the hole is fixed (far fewer placements to search)
            double seconds = remaining == Long.MAX_VALUE ? 0
                    : Math.max(0.001, remaining / 1000.0 * weight(counts) / weights);
            weights -= weight(counts);
            context.progress(-1, null, Integer.toString(bound), String.format(Locale.ROOT,
                    "CP-SAT on counts %s (%d of %d)%s", counts, i + 1, plan.size(),
                    counts.fixedHole() >= 0 ? ", the hole fixed by the character sums" : ""));
            Search search = new Search(d, counts);
            CpSolverStatus status = search.run(seconds, Math.max(1, context.parallelism()), context);
            if (status == CpSolverStatus.FEASIBLE || status == CpSolverStatus.OPTIMAL) {
                List<int[]> cells = search.cells();
                String how = String.format(Locale.ROOT, "; the placement: CP-SAT on the subcube packing model,"
                        + " subcubes of dimension 0, 1, ... counted %s, %d %s%s", counts, counts.holes(),
                        counts.holes() == 1 ? "hole" : "holes",
                        counts.fixedHole() >= 0 ? " fixed by the character sums" : "");
                return result.status(Status.OPTIMAL).value(cells.size()).solution(Placement.of(cells))
                        .proof(MiddleSets.proof(d) + how).stat("countVector", i + 1).build();
            }
            if (status == CpSolverStatus.INFEASIBLE) {
                infeasible.add(counts.toString());
            } else if (remaining == Long.MAX_VALUE && !context.shouldStop()) {
                throw new IllegalStateException("CP-SAT ended with " + status + " on counts " + counts);
            }
        }
        String none = plan.isEmpty()
                ? "the character sums leave no count of subcubes by dimension that reaches " + bound
                : infeasible.size() == plan.size()
                ? "CP-SAT found no placement of " + bound + " in any count by dimension (its claim, not checked here)"
                : "no placement of " + bound + " found" + (infeasible.isEmpty() ? ""
                        : "; CP-SAT found none with counts " + String.join(", ", infeasible));
        return result.status(Status.FEASIBLE).message(none).build();
    }

    private static int weight(SubcubeCounts counts) {
        return counts.fixedHole() >= 0 ? 4 : 1;
    }

    /** One CP-SAT model: the exact cover of the d-cube by subcubes of the given counts and holes. */
    private static final class Search {

        private final int d;
        private final CpModel model = new CpModel();
        private final List<int[]> subcubes = new ArrayList<>(); // {directions, fixed values}
        private final List<Literal> chosen = new ArrayList<>();
        private final boolean origin;
        private CpSolver solver;

        Search(int d, SubcubeCounts counts) {
            this.d = d;
            int vertices = 1 << d;
            int[] byDimension = counts.byDimension();
            origin = byDimension[0] == 1;
            List<List<Literal>> covering = new ArrayList<>();
            for (int v = 0; v < vertices; v++) {
                covering.add(new ArrayList<>());
            }
            Map<Integer, List<Literal>> byDirections = new HashMap<>();
            List<List<Literal>> perDimension = new ArrayList<>();
            for (int k = 0; k < byDimension.length; k++) {
                perDimension.add(new ArrayList<>());
            }
            for (int s = origin ? 1 : 0; s < vertices; s++) {
                int k = Integer.bitCount(s);
                if (k >= byDimension.length || byDimension[k] == 0) {
                    continue;
                }
                int rest = (vertices - 1) & ~s;
                for (int f = rest;; f = (f - 1) & rest) {
                    if (origin && f == 0) {
                        break; // this subcube holds the origin, which the vertex at the origin takes
                    }
                    Literal x = model.newBoolVar("c" + s + "_" + f);
                    subcubes.add(new int[] {s, f});
                    chosen.add(x);
                    byDirections.computeIfAbsent(s, key -> new ArrayList<>()).add(x);
                    perDimension.get(k).add(x);
                    for (int v : SubcubeCounts.vertices(s, f)) {
                        covering.get(v).add(x);
                    }
                    if (f == 0) {
                        break;
                    }
                }
            }
            Literal[] hole = new Literal[vertices];
            List<Literal> holes = new ArrayList<>();
            for (int v = origin ? 1 : 0; v < vertices; v++) {
                hole[v] = model.newBoolVar("h" + v);
                holes.add(hole[v]);
                covering.get(v).add(hole[v]);
                model.addExactlyOne(covering.get(v));
            }
            model.addEquality(LinearExpr.sum(holes.toArray(new Literal[0])), counts.holes());
            if (counts.fixedHole() >= 0) {
                for (Literal h : holes) {
                    model.addEquality(h, h == hole[counts.fixedHole()] ? 1 : 0);
                }
            }
            for (Map.Entry<Integer, List<Literal>> same : byDirections.entrySet()) {
                int k = Integer.bitCount(same.getKey());
                if (byDimension[k] == SubcubeCounts.binomial(d, k)) {
                    model.addExactlyOne(same.getValue()); // every direction set of this size is used
                } else {
                    model.addAtMostOne(same.getValue());
                }
            }
            for (int k = origin ? 1 : 0; k < byDimension.length; k++) {
                model.addEquality(LinearExpr.sum(perDimension.get(k).toArray(new Literal[0])), byDimension[k]);
            }
            for (int t = 1; t < vertices; t++) {
                LinearExprBuilder sum = LinearExpr.newBuilder();
                for (int i = 0; i < subcubes.size(); i++) {
                    int s = subcubes.get(i)[0];
                    if ((s & t) == 0) {
                        int sign = Integer.bitCount(subcubes.get(i)[1] & t) % 2 == 0 ? 1 : -1;
                        sum.addTerm(chosen.get(i), sign << Integer.bitCount(s));
                    }
                }
                for (int v = origin ? 1 : 0; v < vertices; v++) {
                    sum.addTerm(hole[v], Integer.bitCount(v & t) % 2 == 0 ? 1 : -1);
                }
                model.addEquality(sum, origin ? -1 : 0);
            }
            breakSymmetries(counts, byDirections);
        }

        /**
         * Where every direction has an edge (or no hole is fixed) and one direction set of two is left unused, takes
         * that set to be {0, 1} and orders the directions by the weight of their edges (the fixed values equal to 1, 0
         * where a direction has no edge): the lighter of 0 and 1 first, then 2, 3, ... nondecreasing. Permuting the
         * directions then maps the model onto itself (the vertex at the origin, a hole fixed at all ones, the counts
         * and the character sums stay as they are), so a permutation that takes the unused set to {0, 1} and orders the
         * rest turns any solution into one that meets these constraints: on the counts (1, 9, 35, 44) of 3^9 an orbit of
         * 9! = 72 · 7! solutions keeps as few as one. Measured on 3^7, whose first counts (1, 7, 20, 4) are such, two
         * runs each: 25.9 and 22.0 s before, 10.3 and 10.5 s after. Ordering the edges alone where no set is left out
         * was tried and dropped: on 3^8 (its first counts (1, 7, 28, 16), the seven edges ordered) CP-SAT found no
         * placement within 387 s in two runs, against 135 s without (docs/polycube.md).
         */
        private void breakSymmetries(SubcubeCounts counts, Map<Integer, List<Literal>> byDirections) {
            int[] byDimension = counts.byDimension();
            int fixed = counts.fixedHole();
            boolean oneClass = fixed < 0 || fixed == (1 << d) - 1;
            if (!oneClass || d < 3 || byDimension.length < 3 || byDimension[2] != SubcubeCounts.binomial(d, 2) - 1) {
                return;
            }
            LinearExprBuilder[] edgeWeight = new LinearExprBuilder[d];
            for (int i = 0; i < d; i++) {
                edgeWeight[i] = LinearExpr.newBuilder();
            }
            for (int i = 0; i < subcubes.size(); i++) {
                int[] edge = subcubes.get(i);
                if (Integer.bitCount(edge[0]) == 1) {
                    edgeWeight[Integer.numberOfTrailingZeros(edge[0])].addTerm(chosen.get(i), Integer.bitCount(edge[1]));
                }
            }
            for (Literal face : byDirections.getOrDefault(0b11, List.of())) {
                model.addEquality(face, 0);
            }
            model.addLessOrEqual(edgeWeight[0], edgeWeight[1]);
            for (int i = 2; i + 1 < d; i++) {
                model.addLessOrEqual(edgeWeight[i], edgeWeight[i + 1]);
            }
        }

        /** Solves within {@code seconds} (0: no limit), stopping early when the context says so. */
        CpSolverStatus run(double seconds, int workers, SolveContext context) {
            solver = new CpSolver();
            solver.getParameters().setNumWorkers(workers);
            if (seconds > 0) {
                solver.getParameters().setMaxTimeInSeconds(seconds);
            }
            CpSolver running = solver;
            try (SolveContext.Poll stop = context.onStop(running::stopSearch)) {
                return solver.solve(model);
            }
        }

        /** The queens of the solution found: 1 on a subcube's directions, 0 or 2 on its fixed values. */
        List<int[]> cells() {
            List<int[]> cells = new ArrayList<>();
            if (origin) {
                cells.add(new int[d]);
            }
            for (int i = 0; i < subcubes.size(); i++) {
                if (solver.booleanValue(chosen.get(i))) {
                    cells.add(SubcubeCounts.cell(d, subcubes.get(i)[0], subcubes.get(i)[1]));
                }
            }
            return cells;
        }
    }
}
