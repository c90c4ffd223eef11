package org.polyboard.core.verify;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.problem.Symmetry;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Verification;

/**
 * Checks solutions from first principles: cells against the board, attacks recomputed from the piece
 * (never read from a solver's model). Independence and peace are checked through line keys, in time
 * linear in the number of pieces; domination by marking the attacked cells.
 */
public final class Verifier {

    /** Largest board on which domination (which needs every cell) is checked. */
    public static final long MAX_DOMINATION_CELLS = 50_000_000L;

    private Verifier() {
    }

    /**
     * Checks {@code placement} for {@code objective}, and that its value is {@code value} (ignored when
     * {@code null}).
     */
    public static Verification check(Board board, Piece piece, Objective objective, Placement placement, Fraction value) {
        return check(board, piece, objective, placement, value, null);
    }

    /**
     * As {@link #check(Board, Piece, Objective, Placement, Fraction)}, and that the placement is invariant under
     * {@code symmetry} when it is not {@code null}.
     */
    public static Verification check(Board board, Piece piece, Objective objective, Placement placement, Fraction value,
            Symmetry symmetry) {
        return check(board, piece, objective, placement, value, symmetry, null);
    }

    /**
     * As {@link #check(Board, Piece, Objective, Placement, Fraction, Symmetry)}, and that the placement has exactly
     * {@code size} pieces when it is not {@code null} (an instance with {@code size=} lists the placements of that
     * size).
     */
    public static Verification check(Board board, Piece piece, Objective objective, Placement placement, Fraction value,
            Symmetry symmetry, Integer size) {
        if (size != null && placement.cells().size() + placement.black().size() != size) {
            return new Verification(false, "the placement has " + (placement.cells().size() + placement.black().size())
                    + " pieces but size=" + size + " asks for exactly " + size);
        }
        try {
            // the other checks assume cells on the board: they run only once it is so
            String problem = onBoard(board, placement.cells());
            if (problem.isEmpty()) {
                problem = onBoard(board, placement.black());
            }
            if (problem.isEmpty()) {
                problem = switch (objective) {
                    case MIN_DOMINATION -> dominates(board, piece, placement.cells(), false);
                    case MIN_TOTAL_DOMINATION -> dominates(board, piece, placement.cells(), true);
                    case MIN_INDEPENDENT_DOMINATION -> independent(board, piece, placement.cells())
                            + dominates(board, piece, placement.cells(), false);
                    case MAX_INDEPENDENT -> independent(board, piece, placement.cells());
                    case MAX_PEACEABLE -> peaceable(board, piece, placement.cells(), placement.black());
                    case FRACTIONAL_DOMINATION -> fractional(board, piece, placement, true);
                };
            }
            if (problem.isEmpty() && symmetry != null) {
                problem = invariant(board, symmetry, placement.cells()) + invariant(board, symmetry, placement.black());
            }
            if (problem.isEmpty() && value != null) {
                Fraction actual = value(objective, placement);
                if (actual.compareTo(value) != 0) {
                    problem = "the placement has value " + actual + " but " + value + " is claimed";
                }
            }
            return problem.isEmpty() ? new Verification(true, summary(objective, placement))
                    : new Verification(false, problem);
        } catch (RuntimeException e) {
            return new Verification(false, "cannot check: " + e.getMessage());
        }
    }

    /** Checks a fractional packing: every closed neighbourhood carries weight at most 1, total {@code value}. */
    public static Verification checkPacking(Board board, Piece piece, Placement packing, Fraction value) {
        String problem = onBoard(board, packing.cells()) + fractional(board, piece, packing, false);
        if (problem.isEmpty() && value != null && sum(packing.weights()).compareTo(value) != 0) {
            problem = "the packing sums to " + sum(packing.weights()) + " but " + value + " is claimed";
        }
        return problem.isEmpty() ? new Verification(true, "fractional packing of total " + sum(packing.weights()))
                : new Verification(false, problem);
    }

    /** The objective value of {@code placement}: its size, the smaller colour, or the total weight. */
    public static Fraction value(Objective objective, Placement placement) {
        return switch (objective) {
            case MAX_PEACEABLE -> Fraction.of(Math.min(placement.cells().size(), placement.black().size()));
            case FRACTIONAL_DOMINATION -> sum(placement.weights());
            default -> Fraction.of(placement.cells().size());
        };
    }

    private static String summary(Objective objective, Placement placement) {
        return switch (objective) {
            case MIN_DOMINATION -> placement.size() + " pieces dominate the board";
            case MIN_TOTAL_DOMINATION -> placement.size() + " pieces attack every cell of the board";
            case MIN_INDEPENDENT_DOMINATION -> placement.size() + " independent pieces dominate the board";
            case MAX_INDEPENDENT -> placement.size() + " pieces, no two attacking";
            case MAX_PEACEABLE -> placement.cells().size() + " white and " + placement.black().size()
                    + " black pieces, none attacking the other colour";
            case FRACTIONAL_DOMINATION -> "fractional domination of total " + sum(placement.weights());
        };
    }

    private static String invariant(Board board, Symmetry symmetry, List<int[]> cells) {
        if (board.dimension() != 2) {
            return "symmetry " + symmetry.id() + " needs a two-dimensional board";
        }
        LongSet occupied = new LongSet(cells.size());
        for (int[] cell : cells) {
            occupied.add(board.boxIndex(cell));
        }
        for (int[] cell : cells) {
            for (int[] image : symmetry.images(cell[0], cell[1], board.extent(0), board.extent(1))) {
                if (!board.contains(image) || !occupied.contains(board.boxIndex(image))) {
                    return "the placement is not " + symmetry.id() + "-symmetric: " + show(cell) + " is occupied but "
                            + show(image) + " is not";
                }
            }
        }
        return "";
    }

    private static String onBoard(Board board, List<int[]> cells) {
        LongSet seen = new LongSet(cells.size());
        for (int[] cell : cells) {
            if (cell.length != board.dimension()) {
                return "cell " + show(cell) + " has " + cell.length + " coordinates; the board has dimension "
                        + board.dimension();
            }
            if (!board.contains(cell)) {
                return "cell " + show(cell) + " is not on the board " + board.description();
            }
            if (!seen.add(board.boxIndex(cell))) {
                return "cell " + show(cell) + " holds two pieces";
            }
        }
        return "";
    }

    private static String independent(Board board, Piece piece, List<int[]> cells) {
        long[] keys = new long[Math.max(1, piece.maxLines(board))];
        KeySet taken = keySet(board, piece, cells, keys);
        for (int[] cell : cells) {
            int k = piece.lineKeys(board, cell, keys);
            for (int i = 0; i < k; i++) {
                if (!taken.add(keys[i])) {
                    return "pieces on " + show(owner(board, piece, cells, keys[i])) + " and " + show(cell)
                            + " attack each other";
                }
            }
        }
        return "";
    }

    /** An empty set for the line keys of {@code cells}, chosen by their range (a first pass over them). */
    private static KeySet keySet(Board board, Piece piece, List<int[]> cells, long[] keys) {
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        long count = 0;
        for (int[] cell : cells) {
            int k = piece.lineKeys(board, cell, keys);
            for (int i = 0; i < k; i++) {
                min = Math.min(min, keys[i]);
                max = Math.max(max, keys[i]);
            }
            count += k;
        }
        return KeySet.of(min, max, count);
    }

    /** The first cell of {@code cells} on the line {@code key}; only called to explain a failure. */
    private static int[] owner(Board board, Piece piece, List<int[]> cells, long key) {
        long[] keys = new long[Math.max(1, piece.maxLines(board))];
        for (int[] cell : cells) {
            int k = piece.lineKeys(board, cell, keys);
            for (int i = 0; i < k; i++) {
                if (keys[i] == key) {
                    return cell;
                }
            }
        }
        throw new IllegalStateException("no cell on line " + key);
    }

    private static String peaceable(Board board, Piece piece, List<int[]> white, List<int[]> black) {
        LongSet whiteCells = new LongSet(white.size());
        for (int[] cell : white) {
            whiteCells.add(board.boxIndex(cell));
        }
        for (int[] cell : black) {
            if (whiteCells.contains(board.boxIndex(cell))) {
                return "cell " + show(cell) + " holds a white and a black piece";
            }
        }
        long[] keys = new long[Math.max(1, piece.maxLines(board))];
        KeySet whiteLines = keySet(board, piece, white, keys);
        for (int[] cell : white) {
            int k = piece.lineKeys(board, cell, keys);
            for (int i = 0; i < k; i++) {
                whiteLines.add(keys[i]);
            }
        }
        for (int[] cell : black) {
            int k = piece.lineKeys(board, cell, keys);
            for (int i = 0; i < k; i++) {
                if (whiteLines.contains(keys[i])) {
                    return "white " + show(owner(board, piece, white, keys[i])) + " and black " + show(cell)
                            + " attack each other";
                }
            }
        }
        return "";
    }

    /**
     * Every cell occupied or attacked; when {@code total}, every cell, occupied or not, attacked by a piece on
     * another cell.
     */
    private static String dominates(Board board, Piece piece, List<int[]> cells, boolean total) {
        long m = board.cellCount();
        if (m > MAX_DOMINATION_CELLS) {
            return "board " + board.description() + " is too large to check domination (" + m + " cells)";
        }
        LongSet covered = new LongSet((int) Math.min(m, 1 << 24));
        for (int[] cell : cells) {
            long self = board.boxIndex(cell);
            if (!total) {
                covered.add(self);
            }
            piece.forEachAttacked(board, cell, target -> {
                long index = board.boxIndex(target);
                if (index != self || !total) {
                    covered.add(index);
                }
            });
        }
        String[] missing = {""};
        board.forEachCell(cell -> {
            if (missing[0].isEmpty() && !covered.contains(board.boxIndex(cell))) {
                missing[0] = "cell " + show(cell) + (total ? " is not attacked by a piece on another cell"
                        : " is neither occupied nor attacked");
            }
        });
        return missing[0];
    }

    /** Weighted closed-neighbourhood sums: each at least 1 (a cover) or at most 1 (a packing), in exact arithmetic. */
    private static String fractional(Board board, Piece piece, Placement placement, boolean cover) {
        if (placement.weights().size() != placement.cells().size()) {
            return "a fractional solution needs one weight per cell";
        }
        BigInteger common = commonDenominator(placement.weights());
        Map<Long, BigInteger> load = new HashMap<>();
        for (int i = 0; i < placement.cells().size(); i++) {
            int[] cell = placement.cells().get(i);
            Fraction w = placement.weights().get(i);
            if (w.numerator() < 0) {
                return "cell " + show(cell) + " has negative weight " + w;
            }
            BigInteger scaled = scaled(w, common);
            load.merge(board.boxIndex(cell), scaled, BigInteger::add);
            piece.forEachAttacked(board, cell, target -> load.merge(board.boxIndex(target), scaled, BigInteger::add));
        }
        String[] problem = {""};
        board.forEachCell(cell -> {
            if (!problem[0].isEmpty()) {
                return;
            }
            BigInteger f = load.getOrDefault(board.boxIndex(cell), BigInteger.ZERO);
            int sign = f.compareTo(common);
            if (cover && sign < 0 || !cover && sign > 0) {
                problem[0] = (cover ? "cell " + show(cell) + " is covered with weight " : "the neighbourhood of "
                        + show(cell) + " carries weight ") + fraction(f, common) + (cover ? " < 1" : " > 1");
            }
        });
        return problem[0];
    }

    /** The exact sum of {@code values}. */
    static Fraction sum(List<Fraction> values) {
        BigInteger common = commonDenominator(values);
        BigInteger total = BigInteger.ZERO;
        for (Fraction f : values) {
            total = total.add(scaled(f, common));
        }
        return fraction(total, common);
    }

    private static BigInteger commonDenominator(List<Fraction> values) {
        BigInteger common = BigInteger.ONE;
        for (Fraction f : values) {
            BigInteger d = BigInteger.valueOf(f.denominator());
            common = common.divide(common.gcd(d)).multiply(d);
        }
        return common;
    }

    private static BigInteger scaled(Fraction f, BigInteger common) {
        return BigInteger.valueOf(f.numerator()).multiply(common.divide(BigInteger.valueOf(f.denominator())));
    }

    /** {@code numerator / denominator} as a {@link Fraction}, which must fit into longs once reduced. */
    private static Fraction fraction(BigInteger numerator, BigInteger denominator) {
        BigInteger g = numerator.gcd(denominator);
        return new Fraction(numerator.divide(g).longValueExact(), denominator.divide(g).longValueExact());
    }

    /** 1-based coordinates as users see them, e.g. {@code (3,5)}. */
    public static String show(int[] cell) {
        StringBuilder text = new StringBuilder("(");
        for (int i = 0; i < cell.length; i++) {
            text.append(i == 0 ? "" : ",").append(cell[i] + 1);
        }
        return text.append(')').toString();
    }
}
