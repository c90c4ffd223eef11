package org.polyboard.support.program;

import java.util.List;
import java.util.stream.IntStream;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Placement;
import org.polyboard.support.program.ZeroOneProgram.Kind;
import org.polyboard.support.program.ZeroOneProgram.Sense;

/**
 * The 0-1 program of an objective on an attack model, and the way back from a 0-1 point to a placement.
 * <p>
 * One-colour objectives have one binary variable per cell (variable c is cell c).
 * <p>
 * {@link Objective#MAX_PEACEABLE} has a white variable (c) and a black variable (m + c) per cell and, after them,
 * a binary indicator per line of two or more cells: 1 when the line may hold white pieces only, 0 when black only.
 * A cell's pieces are bounded by the indicators of its lines, and the sums of both colours are equal. The colour
 * swap is broken by fixing the longest line to white (an empty line may take either colour). The ilp solver
 * answers this objective with its own branch and bound over these indicators; the program is for export and for
 * the native solvers.
 * <p>
 * {@link Objective#FRACTIONAL_DOMINATION} uses the {@link Objective#MIN_DOMINATION} program, relaxed.
 * <p>
 * When every solution must be invariant under a group of cell permutations ({@code symmetry=}), the one-colour
 * programs are quotient programs: one binary variable per orbit of cells, weighted by the orbit's size in the
 * objective; one cover row per orbit (the rows of the cells of an orbit are images of each other), and an orbit with
 * two cells on one line is fixed to 0 in the independent programs.
 */
public final class Formulation {

    private final Objective objective;
    private final AttackModel model;
    private final Orbits orbits;
    private final ZeroOneProgram program;

    private Formulation(Objective objective, AttackModel model, Orbits orbits, ZeroOneProgram program) {
        this.objective = objective;
        this.model = model;
        this.orbits = orbits;
        this.program = program;
    }

    public static Formulation of(Objective objective, AttackModel model) {
        return of(objective, model, List.of());
    }

    /**
     * The program of {@code objective} restricted to placements invariant under {@code invariance} (a group of cell
     * permutations, identity first; empty or the identity alone for no restriction).
     *
     * @throws IllegalArgumentException for a restriction of the peaceable or fractional objectives
     */
    public static Formulation of(Objective objective, AttackModel model, List<int[]> invariance) {
        Orbits orbits = Orbits.of(model.cellCount(), invariance);
        if (!orbits.trivial() && (objective == Objective.MAX_PEACEABLE || objective == Objective.FRACTIONAL_DOMINATION)) {
            throw new IllegalArgumentException("The 0-1 programs restrict only one-colour objectives to a symmetry, not "
                    + objective.id() + ".");
        }
        ZeroOneProgram program = switch (objective) {
            case MIN_DOMINATION, FRACTIONAL_DOMINATION -> domination(model, orbits, false);
            case MIN_INDEPENDENT_DOMINATION -> domination(model, orbits, true);
            case MAX_INDEPENDENT -> independent(model, orbits);
            case MAX_PEACEABLE -> peaceable(model);
            case MIN_TOTAL_DOMINATION -> throw new IllegalArgumentException("There is no 0-1 program for "
                    + objective.id() + "; the bnb solver answers it.");
        };
        return new Formulation(objective, model, orbits, program);
    }

    /** Whether the program is a quotient by a nontrivial symmetry group. */
    public boolean quotient() {
        return !orbits.trivial();
    }

    public ZeroOneProgram program() {
        return program;
    }

    public Objective objective() {
        return objective;
    }

    /** The solver's point rounded to 0-1, or {@code null} when the rounded point violates the program. */
    public int[] integerPoint(double[] values) {
        int[] point = new int[values.length];
        for (int v = 0; v < values.length; v++) {
            point[v] = values[v] > 0.5 ? 1 : 0;
        }
        return program.isFeasible(point) ? point : null;
    }

    /**
     * A feasible 0-1 point found greedily, to cut the branch and bound with and to fall back on when it is stopped
     * early, or {@code null} when the greedy choice ends without one (possible only in a quotient program).
     * Domination: repeatedly the orbit (cell) that covers the most uncovered cells. Independent domination: the same
     * among the orbits of uncovered cells that may hold pieces, which ends in a maximal independent set, which
     * dominates when there is no restriction. Independence: repeatedly the uncovered orbit that attacks the fewest
     * uncovered cells.
     */
    public int[] greedyPoint() {
        if (objective == Objective.MAX_PEACEABLE || objective == Objective.FRACTIONAL_DOMINATION) {
            throw new IllegalStateException("No greedy solution for " + objective.id());
        }
        int variables = orbits.count();
        boolean[] covered = new boolean[model.cellCount()];
        int[] seen = new int[model.cellCount()];
        int stamp = 0;
        int[] point = new int[program.variableCount()];
        boolean independent = objective != Objective.MIN_DOMINATION;
        while (true) {
            int best = -1;
            int bestScore = Integer.MIN_VALUE;
            for (int v = 0; v < variables; v++) {
                int[] cells = orbits.cells(v);
                if (point[v] == 1 || program.upper(v) == 0 || independent && covered[cells[0]]) {
                    continue;
                }
                int uncovered = uncoveredBy(cells, covered, seen, ++stamp);
                int score = objective == Objective.MAX_INDEPENDENT ? -uncovered : uncovered;
                if (uncovered > 0 && score > bestScore) {
                    bestScore = score;
                    best = v;
                }
            }
            if (best < 0) {
                break;
            }
            point[best] = 1;
            for (int c : orbits.cells(best)) {
                covered[c] = true;
                for (int u : model.neighbours(c)) {
                    covered[u] = true;
                }
            }
        }
        if (!program.isFeasible(point)) {
            if (quotient()) {
                return null;
            }
            throw new IllegalStateException("The greedy " + objective.id() + " solution violates the program");
        }
        return point;
    }

    /**
     * The number of cells not yet {@code covered} that pieces on all of {@code cells} would cover, each counted once;
     * {@code seen} holds the stamp of the last count that met each cell.
     */
    private int uncoveredBy(int[] cells, boolean[] covered, int[] seen, int stamp) {
        int uncovered = 0;
        for (int c : cells) {
            if (!covered[c] && seen[c] != stamp) {
                seen[c] = stamp;
                uncovered++;
            }
            for (int u : model.neighbours(c)) {
                if (!covered[u] && seen[u] != stamp) {
                    seen[u] = stamp;
                    uncovered++;
                }
            }
        }
        return uncovered;
    }

    /** The placement a 0-1 point from {@link #integerPoint(double[])} stands for. */
    public Placement placement(int[] values) {
        int m = model.cellCount();
        if (objective != Objective.MAX_PEACEABLE) {
            boolean[] placed = new boolean[m];
            for (int v = 0; v < orbits.count(); v++) {
                if (values[v] == 1) {
                    for (int c : orbits.cells(v)) {
                        placed[c] = true;
                    }
                }
            }
            return model.placement(IntStream.range(0, m).filter(c -> placed[c]).toArray());
        }
        int[] white = IntStream.range(0, m).filter(c -> values[c] == 1).toArray();
        int[] black = IntStream.range(0, m).filter(c -> values[m + c] == 1).toArray();
        return Placement.of(model.placement(white).cells(), model.placement(black).cells());
    }

    /**
     * The fractional packing LP, dual to the relaxed {@link Objective#MIN_DOMINATION} program: one variable per
     * cell, at most 1 in every closed neighbourhood, maximise the sum.
     */
    public static ZeroOneProgram packing(AttackModel model) {
        int m = model.cellCount();
        ZeroOneProgram program = new ZeroOneProgram("fractional-packing", Sense.MAXIMISE);
        for (int c = 0; c < m; c++) {
            program.addVariable(cellName("y", model, c), 1);
        }
        for (int c = 0; c < m; c++) {
            program.addUnitRow(cellName("pack", model, c), closedNeighbourhood(model, c), Kind.AT_MOST, 1);
        }
        return program;
    }

    private static int[] closedNeighbourhood(AttackModel model, int cell) {
        int[] neighbours = model.neighbours(cell);
        int[] closed = new int[neighbours.length + 1];
        closed[0] = cell;
        System.arraycopy(neighbours, 0, closed, 1, neighbours.length);
        return closed;
    }

    private static ZeroOneProgram domination(AttackModel model, Orbits orbits, boolean independent) {
        ZeroOneProgram program = new ZeroOneProgram(independent ? "min-independent-domination" : "min-domination",
                Sense.MINIMISE);
        addOrbitVariables(program, model, orbits, "x");
        for (int v = 0; v < orbits.count(); v++) {
            int cell = orbits.cells(v)[0];
            program.addUnitRow(cellName("cover", model, cell), orbits.project(closedNeighbourhood(model, cell)),
                    Kind.AT_LEAST, 1);
        }
        if (independent) {
            addLinePacking(program, model, orbits);
        }
        return program;
    }

    private static ZeroOneProgram independent(AttackModel model, Orbits orbits) {
        ZeroOneProgram program = new ZeroOneProgram("max-independent", Sense.MAXIMISE);
        addOrbitVariables(program, model, orbits, "x");
        addLinePacking(program, model, orbits);
        return program;
    }

    /** One variable per orbit, named after its first cell, weighted by the orbit's size. */
    private static void addOrbitVariables(ZeroOneProgram program, AttackModel model, Orbits orbits, String prefix) {
        for (int v = 0; v < orbits.count(); v++) {
            program.addVariable(cellName(prefix, model, orbits.cells(v)[0]), orbits.cells(v).length);
        }
    }

    /**
     * At most one piece per line. In a quotient program an orbit with two cells on one line is fixed to 0, and a
     * line's row is kept once per distinct set of orbits (the images of a line give the same row).
     */
    private static void addLinePacking(ZeroOneProgram program, AttackModel model, Orbits orbits) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (int l = 0; l < model.lineCount(); l++) {
            int[] line = model.line(l);
            if (line.length < 2) {
                continue;
            }
            int[] projected = orbits.project(line);
            if (projected.length < line.length) {
                for (int v : orbits.repeated(line)) {
                    program.fix(v, 0);
                }
            }
            if (projected.length >= 2 && (orbits.trivial() || seen.add(java.util.Arrays.toString(projected)))) {
                program.addUnitRow("line_" + l, projected, Kind.AT_MOST, 1);
            }
        }
    }

    private static ZeroOneProgram peaceable(AttackModel model) {
        int m = model.cellCount();
        ZeroOneProgram program = new ZeroOneProgram("max-peaceable", Sense.MAXIMISE);
        for (int c = 0; c < m; c++) {
            program.addVariable(cellName("w", model, c), 1);
        }
        for (int c = 0; c < m; c++) {
            program.addVariable(cellName("b", model, c), 0);
        }
        for (int c = 0; c < m; c++) {
            if (model.neighbours(c).length == 0) {
                program.addUnitRow(cellName("one", model, c), new int[] {c, m + c}, Kind.AT_MOST, 1);
            }
        }
        int longest = 0;
        int longestIndicator = -1;
        for (int l = 0; l < model.lineCount(); l++) {
            int[] line = model.line(l);
            if (line.length < 2) {
                continue;
            }
            int white = program.addVariable("y_" + l, 0);
            if (line.length > longest) {
                longest = line.length;
                longestIndicator = white;
            }
            for (int u : line) {
                program.addRow(cellName("white_" + l, model, u), new int[] {u, white}, new int[] {1, -1}, Kind.AT_MOST,
                        0);
                program.addRow(cellName("black_" + l, model, u), new int[] {m + u, white}, new int[] {1, 1},
                        Kind.AT_MOST, 1);
            }
        }
        int[] balance = new int[2 * m];
        int[] signs = new int[2 * m];
        for (int c = 0; c < m; c++) {
            balance[c] = c;
            signs[c] = 1;
            balance[m + c] = m + c;
            signs[m + c] = -1;
        }
        program.addRow("balance", balance, signs, Kind.EQUAL, 0);
        if (longestIndicator >= 0) {
            program.fix(longestIndicator, 1);
        }
        return program;
    }

    /** A name such as {@code x_3_5}: the prefix and the 1-based coordinates of the cell. */
    private static String cellName(String prefix, AttackModel model, int cell) {
        StringBuilder name = new StringBuilder(prefix);
        for (int axis = 0; axis < model.dimension(); axis++) {
            name.append('_').append(model.coordinate(cell, axis) + 1);
        }
        if (model.dimension() == 0) {
            name.append('_').append(cell);
        }
        return name.toString();
    }
}
