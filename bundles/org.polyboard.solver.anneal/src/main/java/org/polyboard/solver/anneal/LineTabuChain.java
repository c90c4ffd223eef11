package org.polyboard.solver.anneal;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

import org.polyboard.api.solve.AttackModel;

/**
 * A tabu search for small independent queen covers of a whole rectangle that works on lines, not cells. Independent
 * queens stand in distinct rows and columns, so this search keeps them there: a state is k queens, one per occupied
 * row and column, and a move swaps the columns of two queens, or moves one queen to an empty row or to an empty
 * column. Then only diagonals can hold two queens, and only the cells where an empty row meets an empty column can be
 * left uncovered (by both their diagonals); the score counts those cells plus one for every queen a diagonal holds
 * beyond its first, and a state of score 0 is an independent cover. Each move scores every candidate exactly over
 * the (rows − k)·(cols − k) cells of empty rows and columns, 144 on 26×26 with 14 queens, a row at a time: the
 * occupied diagonals and anti-diagonals are bits of two words each ({@link #fits}), shifted onto the row's columns.
 * <p>
 * Where {@link PenaltyTabuChain} moves one cell at a time and so must pass through states where two queens share a row
 * or column, this one never leaves the permutations: on one core it finds the independent queen domination numbers of
 * A075324 on 26×26 (14) in 0.7–4.4 s, on 29×29 (16) within 27 s with four seeds of four, on 28×28 (15) with three
 * and on 30×30 (16) with four of eight within a minute, where the search over cells stays one above. A queen that
 * moved stays tabu for about three quarters of the queens' count in moves (a swap is tabu only when both its queens
 * are), unless the move beats the best score of the round; after {@link #STALL} moves without a better score in the
 * round, a {@link #kick} of {@link #KICK} random moves (without it 30×30 stayed at 17 with each of eight seeds).
 * Those settings sit on a plateau: on 30×30, one core, seeds 1–8, a minute each, 16 was found with 3 of the 8 seeds;
 * with kicks of 2 or 6 moves with 2 and 0, a tenure of five quarters of the count with 1, half the count with 4,
 * kicks after 5 000 moves with 4, and both of the last with 3.
 * Given a prelude, it first runs {@link TabuChain}'s search over orbits (on odd boards the best covers are often
 * symmetric) and starts from the best cover found there; else from a greedy independent cover. Each time it finds a
 * cover of k queens it takes out the queen whose loss scores least and looks for k − 1.
 * <p>
 * For plain domination ({@code independent} false) queens may share a diagonal: the score is the uncovered cells
 * alone, and a state of score 0 is a cover whose queens stand in distinct rows and columns. On 28×28 it finds 15
 * queens with every seed tried in about a second of one core, and on 27×27 the 14 of the lower bound with half of
 * twenty seeds within 30 s (bench/queens-lines.sh, docs/queens.md), where the searches over cells stay at 16 and 15.
 * Not thread-safe.
 */
final class LineTabuChain implements CoverChain {

    /** Moves without a better score in the round before a {@link #kick}. */
    static final long STALL = 20_000;
    /** Random moves in a {@link #kick}. */
    static final int KICK = 3;

    private final AttackModel model;
    /** Whether two queens may not share a diagonal (independent covers); else only uncovered cells score. */
    private final boolean independent;
    private final Layout prelude;
    private final long seed;
    private final SplittableRandom random;
    private final BestSwap choice;
    private final int rows;
    private final int cols;
    /** The model's cell at row r, column c: {@code cellAt[r * cols + c]}. */
    private final int[] cellAt;

    /** The queens: row and column of each of the first {@link #k}. */
    private final int[] row;
    private final int[] col;
    private int k;
    /** Whether each row holds a queen (the columns: {@link #heldCols}). */
    private final boolean[] rowHeld;
    /** Queens on each diagonal (c − r + rows − 1) and anti-diagonal (r + c). */
    private final int[] diagonal;
    private final int[] antiDiagonal;
    /**
     * The diagonals and anti-diagonals that hold a queen, as bits of two words each (the first 64 and the rest), and
     * the columns that do.
     */
    private long diagonals;
    private long diagonalsHigh;
    private long antiDiagonals;
    private long antiDiagonalsHigh;
    private long heldCols;
    /** Every column, as bits. */
    private final long allCols;
    /** Queens beyond the first on each diagonal and anti-diagonal, summed. */
    private int crowding;
    /** The empty rows and columns, the first {@code rows − k} and {@code cols − k} entries. */
    private final int[] emptyRows;
    private final int[] emptyCols;
    /** The move after which each queen is free again. */
    private final long[] tabuUntil;

    private int[] best;
    private long steps;

    /**
     * Whether the search runs on a rectangle of these extents: its columns fit in one word and its diagonals,
     * {@code rows + cols − 1} of each kind, in two (up to 64×64).
     */
    static boolean fits(int rows, int cols) {
        return cols <= Long.SIZE && rows + cols - 1 <= 2 * Long.SIZE;
    }

    /**
     * @param model a whole rectangle of queens in two dimensions ({@code QueenBound.rectangle}), single cells, that
     *        {@link #fits}
     * @param prelude the orbits of a symmetry to search first, as {@link TabuChain} does, or {@code null}
     */
    LineTabuChain(AttackModel model, Layout prelude, long seed, boolean independent) {
        this.model = model;
        this.independent = independent;
        this.prelude = prelude;
        this.seed = seed;
        this.random = new SplittableRandom(seed);
        this.choice = new BestSwap(random);
        rows = model.extent(0);
        cols = model.extent(1);
        cellAt = new int[rows * cols];
        for (int c = 0; c < model.cellCount(); c++) {
            cellAt[model.coordinate(c, 0) * cols + model.coordinate(c, 1)] = c;
        }
        int most = Math.min(rows, cols);
        row = new int[most];
        col = new int[most];
        rowHeld = new boolean[rows];
        diagonal = new int[rows + cols - 1];
        antiDiagonal = new int[rows + cols - 1];
        emptyRows = new int[rows];
        emptyCols = new int[cols];
        allCols = -1L >>> (Long.SIZE - cols);
        tabuUntil = new long[most];
    }

    @Override
    public int[] best() {
        return best;
    }

    @Override
    public long steps() {
        return steps;
    }

    @Override
    public void run(int target, BooleanSupplier stop, IntConsumer improved) {
        int[] start = prelude == null ? null : TabuChain.searchOrbits(prelude, seed, model, target, stop,
                s -> steps = s, cells -> {
                    best = cells;
                    improved.accept(cells.length);
                });
        if (start != null) {
            for (int cell : start) {
                place(model.coordinate(cell, 0), model.coordinate(cell, 1));
            }
        } else {
            greedy();
        }
        listEmpty();
        record(improved);
        while (best.length > Math.max(1, target)) {
            while (k >= best.length) {
                takeOutLeastUseful();
            }
            if (!search(stop)) {
                return;
            }
            record(improved);
        }
    }

    /**
     * Tabu moves until the score is 0 (true) or {@code stop} holds (false). The best score of the round lifts a
     * queen's tabu (aspiration).
     */
    private boolean search(BooleanSupplier stop) {
        int roundBest = score();
        int tenure = Math.max(1, k * 3 / 4);
        int freeRows = rows - k;
        int freeCols = cols - k;
        long improvedAt = steps;
        while (roundBest > 0) {
            if (stop.getAsBoolean()) {
                return false;
            }
            if (steps - improvedAt > STALL) {
                kick(freeRows, freeCols);
                improvedAt = steps;
            }
            steps++;
            choice.reset();
            for (int i = 0; i < k; i++) {
                boolean tabuI = tabuUntil[i] > steps;
                for (int j = i + 1; j < k; j++) {
                    swapColumns(i, j);
                    int s = score();
                    swapColumns(i, j);
                    if (s < roundBest || !(tabuI && tabuUntil[j] > steps)) {
                        choice.offer(s, 3 * i, j);
                    }
                }
                offerMoves(i, 1, row, emptyRows, freeRows, tabuI, roundBest);
                offerMoves(i, 2, col, emptyCols, freeCols, tabuI, roundBest);
            }
            if (choice.in < 0) {
                continue;
            }
            int i = choice.in / 3;
            switch (choice.in % 3) {
                case 0 -> {
                    swapColumns(i, choice.out);
                    tabuUntil[choice.out] = steps + tenure + random.nextInt(3);
                }
                case 1 -> move(row, emptyRows, i, choice.out);
                default -> move(col, emptyCols, i, choice.out);
            }
            tabuUntil[i] = steps + tenure + random.nextInt(3);
            int now = score();
            if (now < roundBest) {
                roundBest = now;
                improvedAt = steps;
            }
        }
        return true;
    }

    /**
     * {@link #KICK} random moves, tabu or not, whatever they score: the way off a plateau that the tabu list alone
     * does not leave.
     */
    private void kick(int freeRows, int freeCols) {
        for (int m = 0; m < KICK; m++) {
            int i = random.nextInt(k);
            int kind = random.nextInt(3);
            if (kind == 0) {
                if (k > 1) {
                    int j = random.nextInt(k - 1);
                    swapColumns(i, j >= i ? j + 1 : j);
                }
            } else if (kind == 1 && freeRows > 0) {
                move(row, emptyRows, i, random.nextInt(freeRows));
            } else if (freeCols > 0) {
                move(col, emptyCols, i, random.nextInt(freeCols));
            }
        }
    }

    /**
     * Offers every move of queen {@code i} to one of the first {@code free} empty lines of {@code empty} (rows when
     * {@code lines} is {@link #row}, {@code kind} 1; columns, 2), unless it is tabu and does not beat the round.
     */
    private void offerMoves(int i, int kind, int[] lines, int[] empty, int free, boolean tabu, int roundBest) {
        for (int x = 0; x < free; x++) {
            move(lines, empty, i, x);
            int s = score();
            move(lines, empty, i, x);
            if (s < roundBest || !tabu) {
                choice.offer(s, 3 * i + kind, x);
            }
        }
    }

    /**
     * The cells of empty rows and columns that neither diagonal covers, plus the crowding of the diagonals. In row r,
     * column c lies on diagonal c − r + rows − 1 and anti-diagonal r + c, so the row's covered columns are the
     * diagonal bits shifted right by rows − 1 − r and the anti-diagonal bits by r.
     */
    private int score() {
        int uncovered = 0;
        int freeRows = rows - k;
        long free = allCols & ~heldCols;
        for (int x = 0; x < freeRows; x++) {
            int r = emptyRows[x];
            uncovered += Long.bitCount(free & ~(shifted(diagonals, diagonalsHigh, rows - 1 - r)
                    | shifted(antiDiagonals, antiDiagonalsHigh, r)));
        }
        return independent ? uncovered + crowding : uncovered;
    }

    /** The 128 bits {@code high:low} shifted right by {@code s} (0 to 127), their lowest 64. */
    private static long shifted(long low, long high, int s) {
        return s == 0 ? low : s < Long.SIZE ? low >>> s | high << (Long.SIZE - s) : high >>> (s - Long.SIZE);
    }

    private void place(int r, int c) {
        row[k] = r;
        col[k] = c;
        add(k++, 1);
    }

    /** Adds queen {@code i} to its lines ({@code sign} 1) or takes it off them (−1). */
    private void add(int i, int sign) {
        int r = row[i];
        int c = col[i];
        rowHeld[r] = sign > 0;
        heldCols = sign > 0 ? heldCols | 1L << c : heldCols & ~(1L << c);
        int d = c - r + rows - 1;
        int a = r + c;
        if (sign > 0) {
            crowding += (diagonal[d]++ > 0 ? 1 : 0) + (antiDiagonal[a]++ > 0 ? 1 : 0);
        } else {
            crowding -= (--diagonal[d] > 0 ? 1 : 0) + (--antiDiagonal[a] > 0 ? 1 : 0);
        }
        // shifts take their distance modulo 64: bit d of the first word or of the second
        if (d < Long.SIZE) {
            diagonals = diagonal[d] > 0 ? diagonals | 1L << d : diagonals & ~(1L << d);
        } else {
            diagonalsHigh = diagonal[d] > 0 ? diagonalsHigh | 1L << d : diagonalsHigh & ~(1L << d);
        }
        if (a < Long.SIZE) {
            antiDiagonals = antiDiagonal[a] > 0 ? antiDiagonals | 1L << a : antiDiagonals & ~(1L << a);
        } else {
            antiDiagonalsHigh = antiDiagonal[a] > 0 ? antiDiagonalsHigh | 1L << a : antiDiagonalsHigh & ~(1L << a);
        }
    }

    private void swapColumns(int i, int j) {
        add(i, -1);
        add(j, -1);
        int c = col[i];
        col[i] = col[j];
        col[j] = c;
        add(i, 1);
        add(j, 1);
    }

    /**
     * Moves queen {@code i} to the empty line {@code empty[x]} (a row when {@code lines} is {@link #row}, a column
     * when it is {@link #col}), whose entry becomes the line it left, so that the same call again moves it back.
     */
    private void move(int[] lines, int[] empty, int i, int x) {
        add(i, -1);
        int from = lines[i];
        lines[i] = empty[x];
        empty[x] = from;
        add(i, 1);
    }

    /** Lists the empty rows and columns from scratch. */
    private void listEmpty() {
        int x = 0;
        for (int r = 0; r < rows; r++) {
            if (!rowHeld[r]) {
                emptyRows[x++] = r;
            }
        }
        int y = 0;
        for (int c = 0; c < cols; c++) {
            if ((heldCols & 1L << c) == 0) {
                emptyCols[y++] = c;
            }
        }
    }

    /** A maximal independent set of queens, cells in random order: it covers the board. */
    private void greedy() {
        int[] order = new int[rows * cols];
        for (int c = 0; c < order.length; c++) {
            order[c] = c;
        }
        for (int c = order.length - 1; c > 0; c--) {
            int j = random.nextInt(c + 1);
            int t = order[c];
            order[c] = order[j];
            order[j] = t;
        }
        for (int cell : order) {
            int r = cell / cols;
            int c = cell % cols;
            if (!rowHeld[r] && (heldCols & 1L << c) == 0 && diagonal[c - r + rows - 1] == 0
                    && antiDiagonal[r + c] == 0) {
                place(r, c);
            }
        }
    }

    /** Takes out the queen whose loss leaves the lowest score (ties at random); its row and column become empty. */
    private void takeOutLeastUseful() {
        choice.reset();
        for (int i = 0; i < k; i++) {
            add(i, -1);
            listEmpty();
            choice.offer(scoreWithout(), i, -1);
            add(i, 1);
        }
        int i = choice.in;
        add(i, -1);
        k--;
        row[i] = row[k];
        col[i] = col[k];
        tabuUntil[i] = 0;
        listEmpty();
    }

    /** The score while one queen is off its lines and not yet removed from the count. */
    private int scoreWithout() {
        k--;
        int s = score();
        k++;
        return s;
    }

    /** Keeps the state as the best cover when it is one, and smaller than the best. */
    private void record(IntConsumer improved) {
        if (score() != 0 || best != null && k >= best.length) {
            return;
        }
        int[] cells = new int[k];
        for (int i = 0; i < k; i++) {
            cells[i] = cellAt[row[i] * cols + col[i]];
        }
        Arrays.sort(cells);
        best = cells;
        improved.accept(k);
    }
}
