package org.polyboard.testing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Symmetry;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Problem;
import org.polyboard.boards.BoxBoardFactory;
import org.polyboard.boards.RectBoardFactory;
import org.polyboard.boards.TorusBoardFactory;
import org.polyboard.core.model.AttackModels;
import org.polyboard.pieces.Knight;
import org.polyboard.pieces.Queen;

/**
 * A problem on a real board and piece whose attack model the core builds ({@link AttackModels}), as in a runtime,
 * with the invariance group from {@link Symmetry#images}; or with a model a test built itself ({@link #given}).
 */
public final class TestProblem implements Problem {

    private final Instance instance;
    private final Board board;
    private final Piece piece;
    private final AttackModel model;
    private final List<int[]> invariance;
    private final Map<Object, Object> derived = new ConcurrentHashMap<>();

    private TestProblem(Instance instance, Board board, Piece piece, Symmetry symmetry) {
        this.instance = instance;
        this.board = board;
        this.piece = piece;
        this.model = org.polyboard.core.model.AttackModels.build(board, piece);
        this.invariance = symmetry == null ? List.of(identity(model.cellCount())) : group(model, symmetry);
    }

    public static TestProblem knights(int rows, int cols) {
        return of(rows, cols, new Knight(), Objective.MIN_DOMINATION, null);
    }

    public static TestProblem of(int rows, int cols, Piece piece, Objective objective, Symmetry symmetry) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("rows", Integer.toString(rows));
        params.put("cols", Integer.toString(cols));
        if (symmetry != null) {
            params.put(Symmetry.PARAMETER, symmetry.id());
        }
        Instance instance = new Instance("test", params, "rect:" + rows + "x" + cols, piece.id(), objective);
        return new TestProblem(instance, new RectBoardFactory().create(rows + "x" + cols), piece, symmetry);
    }

    /** The rows×cols torus (no symmetry restriction). */
    public static TestProblem torus(int rows, int cols, Piece piece, Objective objective) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("rows", Integer.toString(rows));
        params.put("cols", Integer.toString(cols));
        params.put("torus", "true");
        Instance instance = new Instance("test", params, "torus:" + rows + "x" + cols, piece.id(), objective);
        return new TestProblem(instance, new TorusBoardFactory().create(rows + "x" + cols), piece, null);
    }

    /** The hypercube n^d (no symmetries in its model beyond the identity unless d = 2). */
    public static TestProblem box(int n, int d, Piece piece, Objective objective) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("n", Integer.toString(n));
        params.put("d", Integer.toString(d));
        Instance instance = new Instance("test", params, "box:" + n + "^" + d, piece.id(), objective);
        return new TestProblem(instance, new BoxBoardFactory().create(n + "^" + d), piece, null);
    }

    /**
     * A problem on {@code board} whose attack model {@code model} the test gives, with no symmetry restriction; a
     * {@code null} model for a solver that must not need one (a construction).
     */
    public static TestProblem given(Instance instance, Board board, Piece piece, AttackModel model) {
        return new TestProblem(instance, board, piece, model,
                model == null ? List.of() : List.of(identity(model.cellCount())));
    }

    /** The same board and piece with another instance (for parameters such as seed=). */
    public TestProblem with(Instance other) {
        return new TestProblem(other, board, piece, model, invariance);
    }

    /**
     * The same problem whose model has {@code symmetries} (cell permutations, identity first) as its symmetry group,
     * for a box whose group the test builds itself.
     */
    public TestProblem withSymmetries(List<int[]> symmetries) {
        int d = model.dimension();
        int m = model.cellCount();
        int[] extents = new int[d];
        for (int i = 0; i < d; i++) {
            extents[i] = model.extent(i);
        }
        int[] coordinates = new int[d * m];
        int[][] neighbours = new int[m][];
        for (int c = 0; c < m; c++) {
            System.arraycopy(model.coordinates(c), 0, coordinates, d * c, d);
            neighbours[c] = model.neighbours(c);
        }
        int[][] lines = new int[model.lineCount()][];
        for (int l = 0; l < lines.length; l++) {
            lines[l] = model.line(l);
        }
        return new TestProblem(instance, board, piece,
                new AttackModel(extents, coordinates, neighbours, lines, symmetries), invariance);
    }

    private TestProblem(Instance instance, Board board, Piece piece, AttackModel model, List<int[]> invariance) {
        this.instance = instance;
        this.board = board;
        this.piece = piece;
        this.model = model;
        this.invariance = invariance;
    }

    public static Piece queen() {
        return new Queen();
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T derived(Object key, Function<Problem, T> compute) {
        return (T) derived.computeIfAbsent(key, k -> compute.apply(this));
    }

    @Override
    public Instance instance() {
        return instance;
    }

    @Override
    public Board board() {
        return board;
    }

    @Override
    public Piece piece() {
        return piece;
    }

    @Override
    public AttackModel model() {
        return model;
    }

    @Override
    public List<int[]> invariance() {
        return invariance;
    }

    public int rows() {
        return board.extent(0);
    }

    public int cols() {
        return board.extent(1);
    }

    private static int[] identity(int m) {
        int[] id = new int[m];
        for (int c = 0; c < m; c++) {
            id[c] = c;
        }
        return id;
    }

    private static List<int[]> group(AttackModel model, Symmetry symmetry) {
        int rows = model.extent(0);
        int cols = model.extent(1);
        int order = symmetry.images(0, 0, rows, cols).length;
        List<int[]> group = new ArrayList<>();
        for (int g = 0; g < order; g++) {
            int[] p = new int[model.cellCount()];
            for (int c = 0; c < p.length; c++) {
                int[] t = symmetry.images(c / cols, c % cols, rows, cols)[g];
                p[c] = t[0] * cols + t[1];
            }
            group.add(p);
        }
        return group;
    }
}
