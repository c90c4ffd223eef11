import static org.polyboard.testing.QuietUnitContext.QUIET;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.InflaterInputStream;

import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.work.UnitResult;
import org.polyboard.api.work.WorkUnit;
import org.polyboard.solver.enumerate.EnumerateSolver;
import org.polyboard.support.split.SplitRounds;
import org.polyboard.testing.TestdataProblems;

/**
 * Units of a queen domination search by frames (`enumerate`), sampled from the checkpoints of a run and timed on one
 * thread, each with every unit split off below it, so that two builds can be compared on the same units: the units of
 * level L are the nodes that units of level L − 1 (ids of L + 3 parts) left open, taken at random (seeded), those not
 * yet searched first. The first WARMUP units run without their descendants and are not counted. Prints the units'
 * time, nodes (descendants included), how many split and into how many, and how many units ran below them. The
 * system property {@code budget} gives the sampled units and those below them another node budget than the search's.
 * Run by bench/unit-sample.sh.
 */
public final class UnitSample {

    private static final int WARMUP = 30;
    /** A checkpoint's outcome written deflated. */
    private static final Pattern DEFLATED = Pattern.compile("\"dz\":\"([^\"]*)\"");
    /** The node budget of the search's units (DominationSearch.BUDGET), which their children inherit. */
    private static final String BUDGET = "250000";

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int level = Integer.parseInt(args[1]);
        int count = Integer.parseInt(args[2]);
        long seed = Long.parseLong(args[3]);
        Pattern idPattern = Pattern.compile("\"id\":\"([^\"]*)\"");
        Pattern openPattern = Pattern.compile("\"data\\.open\\.(\\d+)\":\"([^\"]*)\"");
        List<String> lines = Files.readAllLines(file);
        // a data folder's checkpoints: a header line per run (the problem), then a line per unit
        String header = lines.stream().filter(line -> line.contains("\"params\"")).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("bench: no header line in " + file));
        lines.removeIf(line -> !line.contains("\"id\""));
        Set<String> done = new HashSet<>();
        for (String line : lines) {
            done.add(match(idPattern, line));
        }
        List<String[]> fresh = new ArrayList<>();
        List<String[]> searched = new ArrayList<>();
        String first = null;
        for (String line : lines) {
            String id = match(idPattern, line);
            String[] parts = id.split("/");
            if (parts.length != level + 3) {
                continue;
            }
            first = line;
            Matcher open = openPattern.matcher(outcome(line));
            while (open.find()) {
                String child = id + "/" + open.group(1);
                String[] unit = {child, parts[1], parts[2].substring(1), parts[3].substring(1), open.group(2)};
                (done.contains(child) ? searched : fresh).add(unit);
            }
        }
        if (first == null) {
            System.err.println("bench: no unit of level " + (level - 1) + " in " + file);
            System.exit(2);
        }
        Collections.shuffle(fresh, new Random(seed));
        Collections.shuffle(searched, new Random(seed));
        List<String[]> pool = new ArrayList<>(fresh);
        pool.addAll(searched);
        int n = Integer.parseInt(match(Pattern.compile("\"params\":\\{\"n\":\"(\\d+)\""), header));
        Objective objective = Objective.valueOf(match(Pattern.compile("\"objective\":\"([A-Z_]+)\""), header));
        Problem problem = TestdataProblems.problem("rect:" + n + "x" + n, "queen", objective);
        EnumerateSolver solver = new EnumerateSolver();
        SolveOptions options = new SolveOptions(false, 0).withThreads(1);
        long nodes = 0;
        long split = 0;
        long opened = 0;
        long units = 0;
        long below = 0;
        double millis = 0;
        for (int i = 0; i < WARMUP + count && i < pool.size(); i++) {
            String[] unit = pool.get(i);
            Map<String, String> spec = new LinkedHashMap<>();
            spec.put("k", unit[2]);
            spec.put("mode", unit[1]);
            spec.put("frame", unit[3]);
            spec.put("budget", System.getProperty("budget", BUDGET));
            long start = System.nanoTime();
            UnitResult result = solver.run(problem, options, new WorkUnit(unit[0], child(spec, unit[4])), QUIET);
            if (i < WARMUP) {
                continue;
            }
            units++;
            nodes += result.nodes();
            List<String> open = SplitRounds.open(result);
            if (!open.isEmpty()) {
                split++;
                opened += open.size();
            }
            Deque<Map<String, String>> queue = new ArrayDeque<>();
            open.forEach(o -> queue.add(child(spec, o)));
            while (!queue.isEmpty()) {
                Map<String, String> next = queue.poll();
                UnitResult r = solver.run(problem, options, new WorkUnit(unit[0] + "/below", next), QUIET);
                below++;
                nodes += r.nodes();
                SplitRounds.open(r).forEach(o -> queue.add(child(next, o)));
            }
            millis += (System.nanoTime() - start) / 1e6;
            if (result.found()) {
                System.out.println("found a placement below " + unit[0]);
            }
        }
        System.out.printf("level %d, %d units (%d not yet searched in the run), seed %d: %.1f s, %d nodes with"
                + " everything below them; %d split, into %d; %d units below them in all%n", level, units,
                Math.min(units, Math.max(0, fresh.size() - WARMUP)), seed, millis / 1e3, nodes, split, opened, below);
    }

    /**
     * The spec of the unit that searches the open node {@code open} ("chosen:allowed") below {@code spec}'s, as
     * {@code DominationSearch.children} writes it (that class is package-private, out of reach of a program run from
     * its source beside the bundle): a change to that spec changes this too.
     */
    private static Map<String, String> child(Map<String, String> spec, String open) {
        String[] node = open.split(":", -1);
        Map<String, String> child = new LinkedHashMap<>();
        child.put("k", spec.get("k"));
        child.put("mode", spec.get("mode"));
        child.put("frame", spec.get("frame"));
        child.put("chosen", node[0]);
        child.put("allowed", node[1]);
        child.put("budget", spec.get("budget"));
        return child;
    }

    /**
     * The unit's outcome in a checkpoint line: the line itself, or its deflated {@code "dz"}, inflated as the core's
     * {@code Journal} does (docs/journal.md).
     */
    private static String outcome(String line) throws IOException {
        Matcher dz = DEFLATED.matcher(line);
        if (!dz.find()) {
            return line;
        }
        byte[] bytes = Base64.getDecoder().decode(dz.group(1));
        try (InputStream in = new InflaterInputStream(new ByteArrayInputStream(bytes))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String match(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        if (!m.find()) {
            throw new IllegalArgumentException("bench: not a checkpoint line: " + text.substring(0, 80));
        }
        return m.group(1);
    }
}
