package org.polyboard.solver.bnb;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;

import org.polyboard.api.work.UnitContext;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.support.split.SplitRounds;

/**
 * Exhaustive searches for covers with at most {@code k} pieces, split into work units. Units are placed to cover one
 * uncovered cell, the one of the first uncovered cell's layer with the fewest coverers left, trying its coverers, those
 * that cover the most uncovered cells first ({@code CoverSearcher#branchOrder}); a coverer tried is forbidden to its later
 * siblings, so every cover is reached once. Once no symmetry is left to break, a search also skips a coverer that
 * another covers more than: every cover then has one no larger that is reached. A census ({@code all}, run at the
 * least k with a cover) counts the covers that hold a skipped coverer at the leaves of those that hold the one
 * standing for it ({@link SkippedCoverers#coversAt}), which searches a third to a half of the nodes (15×15: 238 M
 * against 812 M). A branch is cut when a cell has no coverer left, or when the
 * packing weight still uncovered exceeds what the pieces left can cover: the whole board's packing, the packing of a
 * suffix of layers from the first uncovered cell's layer on, and the whole board's packing raised near the first
 * uncovered cell, where coverers lost weight to covered cells or are forbidden ({@code CoverSearcher#ascent}); or when the
 * packing of cells and triples ({@link TriplePacking}) says the cells left need more pieces than are left; or when, for
 * some cell, the pieces placed whose neighbourhoods end before it and the least cover of the cells from it on
 * ({@link LastCellsTable}) exceed k. A coverer whose branch the packing would cut at once is forbidden without visiting
 * it ({@code CoverSearcher#hopeless}).
 * <p>
 * The search breaks the board's symmetries: while the placed units are fixed by some of them, a coverer tried is
 * forbidden to its later siblings with all its images under those, and the cell branched on is one whose coverers
 * fall into few orbits ({@code CoverSearcher#branchCell}). Every class of covers under the symmetries keeps at least one
 * member in the tree, some keep several; an enumeration ({@code all}) counts a class at the one member that is the
 * least, in sorted-cell order, of those the tree reaches ({@code CoverSearcher#orbitIfFirst}), so every class is counted
 * once, with its size, whatever the split into units.
 * <p>
 * The top of the tree is walked to the shallowest depth with at least {@link #TASKS} nodes; each node there is
 * a work unit, and one more unit, the top, holds the covers completed above that depth. The walk is
 * deterministic, so a unit has the same id and spec in every run, on every machine. A unit searches at most
 * {@link #BUDGET} nodes; one that needs more stops and lists the nodes it left open, which {@link #children} turns
 * into the units of a next plan ({@link SplitRounds}).
 * <p>
 * The parts live apart: {@link CoverTables} (the immutable tables), {@link LastCellsTable} (the last cells' bounds),
 * {@link CoverSearcher} (the walk), {@link UnitSpecs} (how units are written). This class plans and runs units over
 * them; it is shared by all units of a problem; thread-safe.
 */
final class CoverSearch {

    /** How many units the top of the tree is split into at least (when it is that large). */
    static final int TASKS = 256;

    /**
     * The nodes a unit searches before it stops and leaves the rest of its part open: about a fifth of a second of a
     * knight search on one core, so that the largest units no longer set the pace of many workers (bench/unit-times.sh).
     */
    static final long BUDGET = 250_000;
    /** The least budget of a round's units ({@link #budgetAfter}). */
    static final long LEAST_BUDGET = 2_500;

    /**
     * The budget of the units of a census round that follows one refuted in {@code refuted} nodes (0: the first round):
     * a sixteenth of those nodes, from {@link #LEAST_BUDGET} to {@code most} ({@link #BUDGET}), and {@code most} in a
     * first round, so that a small census spreads over many workers to its end: the units a unit splits into end
     * before the even share does, where units of {@link #BUDGET} set the pace of a small round. The 14×14 census on 64
     * workers, simulated from measured unit times (bench/unit-times.sh): 4.3 times the even share with units of
     * 250 000 nodes, 1.16–1.24 times with an eighth and at least 10 000 (until the census skipped dominated knights,
     * which halved it and made it 1.42 times), 1.15 times now (2 500 nodes: its round before is 38 825 nodes). A large
     * round keeps {@link #BUDGET} (15×15 census: within 1.06 times the even share at 64 workers; a budget of 10 000
     * made it 1.17 times slower on two threads; 16×16 and up keep it). A small round pays for its smaller units
     * locally: the 14×14 census on two threads, four runs each alternating, 3.15 s with 2 759 units against 3.52 s
     * with 6 662 (docs/cluster.md). Like the last cells' table, the budget follows from node counts that are the
     * same in every run, so the units are too.
     */
    static long budgetAfter(long refuted, long most) {
        if (refuted <= 0) {
            return most;
        }
        return Math.min(most, Math.max(LEAST_BUDGET, refuted / 16));
    }

    final CoverTables tables;
    /** The last cells' table every solve starts with ({@link LastCellsTable#TOTAL_BUDGET}). */
    final LastCellsTable lastCells;
    /** The tables of other budgets that later rounds asked for, by their budget ({@link #table}). */
    private final Map<Long, LastCellsTable> others = new ConcurrentHashMap<>();
    /** The bounds of the tables that units carry, by their text: a unit searches with the table it was planned with. */
    private final Map<String, int[]> carried = new ConcurrentHashMap<>();
    final Units units;
    final boolean independent;

    /**
     * @param symmetries the board's symmetries as permutations of the cells, identity first
     * @param firstCell null, or when every translation of the board maps covers to covers (a torus without a
     *     symmetry restriction; the units are the cells), its symmetries that fix the first cell, identity first
     * @param triples the packing of cells and triples whose bound cuts too ({@link TriplePacking}), or null
     */
    CoverSearch(Units units, long[] weight, LayerBounds layers, boolean independent, SymmetryClasses classes,
            List<int[]> symmetries, List<int[]> firstCell, TriplePacking triples) {
        this.tables = new CoverTables(units, weight, layers, independent, classes, symmetries, firstCell, triples);
        this.lastCells = new LastCellsTable(tables);
        this.units = units;
        this.independent = independent;
    }

    /**
     * Builds the last cells' bounds unless they are there, on {@code executor} with {@code threads} workers, telling
     * {@code progress} each cell's bound ({@link LastCellsTable#build}).
     *
     * @throws CancellationException when {@code stop} says so before the table is complete
     */
    void suffixBounds(BooleanSupplier stop, Executor executor, int threads, LastCellsTable.CellBound progress) {
        lastCells.build(stop, executor, threads, progress);
    }

    /**
     * The last cells' table of {@code totalBudget} nodes ({@link LastCellsTable#budgetAfter}) for a round's plan, built
     * unless it is there: the first one ({@link #lastCells}) when that is its budget or where there is no table (its
     * bounds stay zeros, and its budget names no other tree), one made before, or the table {@code saved} ({@link
     * LastCellsTable#text}) when a run before built it; built as {@link #suffixBounds} builds the first.
     *
     * @throws CancellationException when {@code stop} says so before the table is complete (it stays empty, for the
     *     next call to fill)
     */
    synchronized LastCellsTable table(long totalBudget, String saved, BooleanSupplier stop, Executor executor,
            int threads, LastCellsTable.CellBound progress) {
        LastCellsTable table = totalBudget == lastCells.totalBudget() || lastCells.none() ? lastCells
                : others.computeIfAbsent(totalBudget, budget -> new LastCellsTable(tables, budget));
        if (saved != null) {
            try {
                table.adopt(saved);
            } catch (IllegalArgumentException notThisBoard) {
                // built below
            }
        }
        table.continuing(largestBelow(totalBudget));
        table.build(stop, executor, threads, progress);
        return table;
    }

    /** The table built here of the largest budget below {@code totalBudget}, or null. */
    private LastCellsTable largestBelow(long totalBudget) {
        LastCellsTable best = null;
        List<LastCellsTable> all = new ArrayList<>(others.values());
        all.add(lastCells);
        for (LastCellsTable t : all) {
            if (t.totalBudget() < totalBudget && t.builtHere() && (best == null || t.totalBudget() > best.totalBudget())) {
                best = t;
            }
        }
        return best;
    }

    /** The last cells' table as text, or null ({@link LastCellsTable#text}). */
    String suffixText() {
        return lastCells.text();
    }

    /** The total weight of the packing: a lower bound on the pieces, times {@link PackingWeights#SCALE}. */
    long totalWeight() {
        return tables.totalWeight;
    }

    /** The order of the symmetry group the enumeration counts classes under. */
    int symmetryGroupOrder() {
        return tables.classes.order();
    }

    /**
     * The work units of the search with at most {@code k} pieces: the nodes at the shallowest depth with at least
     * {@link #TASKS} of them, then the top ({@link UnitSpecs}), so that a changed split or a changed tree never matches
     * an old checkpoint. Each unit searches at most {@code budget} nodes before it leaves the rest of its part open
     * ({@link #children}). The plan breaks the board's symmetries as its units do.
     */
    List<WorkUnit> plan(int k, long budget, boolean all) {
        return plan(k, budget, all, lastCells);
    }

    /** {@link #plan(int, long, boolean)} with the last cells' table {@code table} ({@link #table}). */
    List<WorkUnit> plan(int k, long budget, boolean all, LastCellsTable table) {
        List<UnitSpecs.Node> nodes = new ArrayList<>();
        int depth = 1;
        for (; depth <= k + 1; depth++) {
            nodes.clear();
            new CoverSearcher(tables, table.bounds(), k, all, 0, depth, nodes, null, () -> false).root();
            if (nodes.size() >= TASKS) {
                break;
            }
        }
        depth = Math.min(depth, k + 1);
        String prefix = UnitSpecs.prefix(k, independent, table.totalBudget(), all, tables.translated);
        String text = table.text();
        List<WorkUnit> result = new ArrayList<>(nodes.size() + 1);
        for (int i = 0; i < nodes.size(); i++) {
            UnitSpecs.Node node = nodes.get(i);
            Map<String, String> spec = UnitSpecs.spec(k, node, -1);
            spec.put(UnitSpecs.BUDGET, Long.toString(budget));
            UnitSpecs.putTable(spec, text);
            result.add(new WorkUnit(UnitSpecs.id(prefix, i, node), spec));
        }
        Map<String, String> top = new LinkedHashMap<>();
        top.put("k", Integer.toString(k));
        top.put(UnitSpecs.TOP, Integer.toString(depth));
        top.put(UnitSpecs.BUDGET, Long.toString(budget));
        UnitSpecs.putTable(top, text);
        result.add(new WorkUnit(prefix + UnitSpecs.TOP + "/" + depth, top));
        return result;
    }

    /**
     * The units that search the nodes {@code result} of {@code unit} left open, in walk order ({@link
     * UnitSpecs#children}); none when it searched its whole part.
     */
    List<WorkUnit> children(WorkUnit unit, UnitResult result) {
        return UnitSpecs.children(unit, result, units.unitWords);
    }

    /**
     * Runs one unit of {@link #plan}: its node's subtree, or the top's covers; tells {@code context} the nodes
     * searched and stops when {@code stop} says so.
     */
    UnitResult run(WorkUnit unit, boolean all, int keep, UnitContext context, BooleanSupplier stop) {
        int k = Integer.parseInt(unit.get("k"));
        String top = unit.spec().get(UnitSpecs.TOP);
        String budget = unit.spec().get(UnitSpecs.BUDGET);
        CoverSearcher s = new CoverSearcher(tables, bounds(unit.spec().get(UnitSpecs.TABLE)), k, all, keep,
                top == null ? -1 : Integer.parseInt(top), null, context, stop);
        if (budget != null) {
            s.budget = Long.parseLong(budget);
        }
        if (unit.spec().containsKey("placed")) {
            s.resume(UnitSpecs.node(unit, units.unitWords), 0);
        } else if (top != null) {
            s.root();
        } else {
            throw new IllegalArgumentException("work unit " + unit.id() + " has neither a node nor a top");
        }
        s.flush();
        if (s.stopped) {
            return UnitResult.stopped(s.searched);
        }
        Map<String, String> data = s.open == null || !all && s.found > 0 ? Map.of() : SplitRounds.over(s.open);
        return new UnitResult(true, s.found, s.foundRepresentatives, s.searched, s.kept, data);
    }

    /**
     * The bounds of the table a unit carries as {@code text}: the first table's when it is that one or when the unit
     * carries none (where there is no table, or a tool planned the unit before one was built).
     *
     * @throws IllegalArgumentException when {@code text} is not a table of this board
     */
    private int[] bounds(String text) {
        if (text == null || text.equals(lastCells.text())) {
            return lastCells.bounds();
        }
        return carried.computeIfAbsent(text, t -> LastCellsTable.bounds(t, tables.cells()));
    }
}
