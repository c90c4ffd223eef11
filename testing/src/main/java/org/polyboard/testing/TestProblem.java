package org.polyboard.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
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
import org.polyboard.pieces.Knight;
import org.polyboard.pieces.Queen;

/**
 * A problem on a real board and piece whose attack model is built here from the Board and Piece services,
 * with the board's symmetry group from the eight maps of the square (those that map the board onto itself
 * and keep attacks), and the invariance group from {@link Symmetry#images}.
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
        this.model = build(board, piece);
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

    private static AttackModel build(Board board, Piece piece) {
        int d = board.dimension();
        int[] extents = new int[d];
        int m = 1;
        for (int i = 0; i < d; i++) {
            extents[i] = board.extent(i);
            m *= extents[i];
        }
        int[] coordinates = new int[d * m];
        for (int c = 0; c < m; c++) {
            int rest = c;
            for (int i = d - 1; i >= 0; i--) {
                coordinates[d * c + i] = rest % extents[i];
                rest /= extents[i];
            }
        }
        int[][] neighbours = new int[m][];
        for (int c = 0; c < m; c++) {
            List<Integer> list = new ArrayList<>();
            piece.forEachAttacked(board, Arrays.copyOfRange(coordinates, d * c, d * c + d),
                    t -> list.add(index(t, extents)));
            neighbours[c] = list.stream().mapToInt(Integer::intValue).sorted().toArray();
        }
        Map<Long, List<Integer>> lines = new HashMap<>();
        long[] keys = new long[Math.max(1, piece.maxLines(board))];
        for (int c = 0; c < m; c++) {
            int k = piece.lineKeys(board, Arrays.copyOfRange(coordinates, d * c, d * c + d), keys);
            for (int i = 0; i < k; i++) {
                lines.computeIfAbsent(keys[i], x -> new ArrayList<>()).add(c);
            }
        }
        int[][] lineArray = lines.values().stream().filter(l -> l.size() >= 2)
                .map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
        List<int[]> symmetries = new ArrayList<>();
        symmetries.add(identity(m));
        if (d != 2) {
            return new AttackModel(extents, coordinates, neighbours, lineArray, symmetries);
        }
        int rows = extents[0];
        int cols = extents[1];
        for (int map = 1; map < 8; map++) {
            int[] p = new int[m];
            boolean ok = true;
            for (int c = 0; c < m && ok; c++) {
                int[] t = dihedral(map, c / cols, c % cols, rows, cols);
                ok = t[0] >= 0 && t[0] < rows && t[1] >= 0 && t[1] < cols && (map < 4 || rows == cols);
                if (ok) {
                    p[c] = t[0] * cols + t[1];
                }
            }
            if (ok && keepsAttacks(p, neighbours)) {
                symmetries.add(p);
            }
        }
        return new AttackModel(extents, coordinates, neighbours, lineArray, symmetries);
    }

    /** The row-major index of the cell at {@code coordinates} in a box of {@code extents}. */
    private static int index(int[] coordinates, int[] extents) {
        int c = 0;
        for (int i = 0; i < extents.length; i++) {
            c = c * extents[i] + coordinates[i];
        }
        return c;
    }

    private static int[] dihedral(int map, int i, int j, int rows, int cols) {
        int ri = rows - 1 - i;
        int cj = cols - 1 - j;
        return switch (map) {
            case 1 -> new int[] {i, cj};
            case 2 -> new int[] {ri, j};
            case 3 -> new int[] {ri, cj};
            case 4 -> new int[] {j, i};
            case 5 -> new int[] {cj, ri};
            case 6 -> new int[] {j, ri};
            default -> new int[] {cj, i};
        };
    }

    private static boolean keepsAttacks(int[] p, int[][] neighbours) {
        for (int c = 0; c < p.length; c++) {
            int[] image = Arrays.stream(neighbours[c]).map(x -> p[x]).sorted().toArray();
            if (!Arrays.equals(image, neighbours[p[c]])) {
                return false;
            }
        }
        return true;
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
