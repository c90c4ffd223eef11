package org.polyboard.solver.swap;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.metatype.annotations.AttributeDefinition;
import org.osgi.service.metatype.annotations.Designate;
import org.osgi.service.metatype.annotations.ObjectClassDefinition;
import org.polyboard.api.solve.Capabilities;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;

/**
 * {@code swap}: the SWAP local search for peaceable armies ({@link SwapSearch}) on any attack model with lines,
 * the board and the torus alike. Reads the run settings {@code seed=} (reproducible runs) and {@code q=}
 * (stop once min(|white|,|black|) reaches it). Without a time limit it runs for the configured budget, and
 * without {@code q=} also stops once the best value has stalled. A heuristic: its results are
 * {@link Status#FEASIBLE} unless every two cells attack each other, which proves 0 optimal.
 */
@Component(service = Solver.class, property = Solver.ID + "=" + SwapSolver.SOLVER_ID)
@Designate(ocd = SwapSolver.Config.class)
public final class SwapSolver implements Solver {

    static final String SOLVER_ID = "swap";

    static final long DEFAULT_SEED = 1;

    @ObjectClassDefinition(name = "SWAP local search", description = "Peaceable armies by line swaps and restarts")
    public @interface Config {

        @AttributeDefinition(description = "Seconds to search when the request sets no time limit")
        long budgetSeconds() default 10;

        @AttributeDefinition(description = "Without a time limit and without q=, stop once the best value has not "
                + "improved for this many seconds, and for as long as it took to find")
        long stallSeconds() default 2;
    }

    private final long budgetMillis;
    private final long stallMillis;

    @Activate
    public SwapSolver(Config config) {
        this(TimeUnit.SECONDS.toMillis(config.budgetSeconds()), TimeUnit.SECONDS.toMillis(config.stallSeconds()));
    }

    SwapSolver(long budgetMillis, long stallMillis) {
        if (budgetMillis <= 0 || stallMillis <= 0) {
            throw new IllegalArgumentException("The SWAP budget (" + budgetMillis + " ms) and stall time ("
                    + stallMillis + " ms) must be positive.");
        }
        this.budgetMillis = budgetMillis;
        this.stallMillis = stallMillis;
    }

    @Override
    public String id() {
        return SOLVER_ID;
    }

    @Override
    public String description() {
        return "SWAP local search for peaceable armies (any board with lines, torus included); seed=, q= target";
    }

    @Override
    public Set<Objective> objectives() {
        return Set.of(Objective.MAX_PEACEABLE);
    }

    @Override
    public Optional<String> rejects(Problem problem, SolveOptions options) {
        if (options.all()) {
            return Optional.of("swap finds one placement; it does not enumerate them all (--all)");
        }
        try {
            problem.model();
        } catch (IllegalArgumentException e) {
            return Optional.of("swap needs the explicit attack model: " + e.getMessage());
        }
        if (problem.invariance().size() > 1) {
            return Optional.of("swap cannot keep a placement symmetric");
        }
        return Optional.empty();
    }


    /** A local search at home up to 32x32 boards; beyond, a construction answers faster. */
    @Override
    public Capabilities capabilities() {
        return new Capabilities(Capabilities.Strategy.HEURISTIC, false, Set.of(),
                List.of(new Capabilities.Reach(objectives(), Capabilities.Attacks.ANY, 32 * 32)));
    }

    @Override
    public SolveResult solve(Problem problem, SolveContext context) {
        AttackModel model = problem.model();
        int m = model.cellCount();
        SolveOptions options = context.options();
        long seed = longSetting(options, "seed", DEFAULT_SEED);
        int target = (int) Math.min(longSetting(options, "q", Integer.MAX_VALUE), Integer.MAX_VALUE);
        boolean everyPairAttacks = everyPairAttacks(model);
        if (everyPairAttacks) {
            target = 0;
        }
        int[][] lines = new int[model.lineCount()][];
        for (int l = 0; l < lines.length; l++) {
            lines[l] = model.line(l);
        }
        int[][] through = new int[m][];
        for (int c = 0; c < m; c++) {
            through[c] = model.linesThrough(c);
        }
        Clock clock = new Clock(context, model, options.setting("q").isPresent());
        SwapSearch.Best best = new SwapSearch(m, lines, through, seed).run(target, startSize(model), clock);
        int value = best.value();
        SolveResult.Builder result = SolveResult.builder().objective(Objective.MAX_PEACEABLE).value(value)
                .solution(placement(model, best.black(), best.white(), value))
                .stat("seed", seed).stat("steps", best.steps()).stat("restarts", best.restarts())
                .stat("steps to best", clock.stepsToBest).stat("millis to best", clock.millisToBest);
        if (everyPairAttacks) {
            return result.status(Status.OPTIMAL).bound(0).proof("every two cells attack each other").build();
        }
        String message = target != Integer.MAX_VALUE && value < target
                ? "target q=" + target + " not reached; best " + value
                : "SWAP local search, " + best.restarts() + " restarts";
        return result.status(Status.FEASIBLE).message(message).build();
    }

    /** The first {@code value} cells of each army as a placement: white pieces, then black ones. */
    private static Placement placement(AttackModel model, int[] black, int[] white, int value) {
        return Placement.of(model.placement(Arrays.copyOf(white, value)).cells(),
                model.placement(Arrays.copyOf(black, value)).cells());
    }

    /** About n/5 cells, n the longest side, and at least 3: from one or two cells the climbs stall on small boards. */
    private static int startSize(AttackModel model) {
        int side = 1;
        for (int axis = 0; axis < model.dimension(); axis++) {
            side = Math.max(side, model.extent(axis));
        }
        return Math.max(3, Math.round(side / 5.0f));
    }

    private static boolean everyPairAttacks(AttackModel model) {
        int m = model.cellCount();
        for (int c = 0; c < m; c++) {
            if (model.neighbours(c).length != m - 1) {
                return false;
            }
        }
        return true;
    }

    private static long longSetting(SolveOptions options, String key, long fallback) {
        String text = options.settings().get(key);
        if (text == null) {
            return fallback;
        }
        try {
            return Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + "=" + text + " is not a whole number.");
        }
    }

    /**
     * Time limit, cancellation, stall detection, rate-limited progress reports and each better solution as the
     * incumbent, for one run.
     */
    private final class Clock implements SwapSearch.Monitor {

        private static final long REPORT_NANOS = 250_000_000L;

        private final SolveContext context;
        private final AttackModel model;
        private final long startNanos = System.nanoTime();
        private final boolean ownBudget;
        private final long budgetNanos;
        private final boolean stopOnStall;
        private long lastImprovementNanos = startNanos;
        private long nextReportNanos = startNanos + REPORT_NANOS;
        private long stepsToBest;
        private long millisToBest;

        Clock(SolveContext context, AttackModel model, boolean hasTarget) {
            this.context = context;
            this.model = model;
            this.ownBudget = context.remainingMillis() == Long.MAX_VALUE;
            this.budgetNanos = TimeUnit.MILLISECONDS.toNanos(budgetMillis);
            this.stopOnStall = ownBudget && !hasTarget;
        }

        @Override
        public boolean shouldStop() {
            if (context.shouldStop()) {
                return true;
            }
            long now = System.nanoTime();
            if (ownBudget && now - startNanos >= budgetNanos) {
                return true;
            }
            if (stopOnStall) {
                long quiet = now - lastImprovementNanos;
                return quiet >= TimeUnit.MILLISECONDS.toNanos(stallMillis) && quiet >= lastImprovementNanos - startNanos;
            }
            return false;
        }

        @Override
        public void improved(int value, int[] black, int[] white, long steps, long restarts) {
            lastImprovementNanos = System.nanoTime();
            stepsToBest = steps;
            millisToBest = TimeUnit.NANOSECONDS.toMillis(lastImprovementNanos - startNanos);
            context.incumbent(placement(model, black, white, value));
            context.progress(steps, Integer.toString(value), null, "restart " + restarts);
        }

        @Override
        public void tick(long steps, long restarts, int best) {
            long now = System.nanoTime();
            if (now - nextReportNanos >= 0) {
                nextReportNanos = now + REPORT_NANOS;
                context.progress(steps, Integer.toString(best), null, "restart " + restarts);
            }
        }
    }
}
