import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.core.journal.Journal;

/**
 * What a resumed solve holds in memory for its checkpoints: writes RECORDS saved outcomes of about BYTES bytes of
 * data each (an open node list, as bnb and enumerate save), opens them for resuming, and prints the heap in use after
 * a collection, the time to open and the time to load every one. Run by bench/resume-memory.sh; a benchmark.
 */
public final class ResumeMemory {

    public static void main(String[] args) throws Exception {
        int records = Integer.parseInt(args[0]);
        int bytes = Integer.parseInt(args[1]);
        Path folder = Files.createTempDirectory("resume-memory");
        try {
            Journal journal = new Journal(folder, Runnable::run, System.err::println);
            Instance instance = new Instance("queens", Map.of("n", "26"), "rect:26x26", "queen",
                    Objective.MIN_INDEPENDENT_DOMINATION);
            Checkpoints writing = journal.checkpoints(instance, false, "enumerate", "1.0", false);
            String open = "0123456789abcdef".repeat(Math.max(1, bytes / 16));
            for (int i = 0; i < records; i++) {
                Map<String, String> data = new LinkedHashMap<>();
                data.put("count", "0");
                data.put("nodes", Integer.toString(i));
                data.put("open", open);
                writing.save(id(i), data);
            }
            journal.flush();
            long size = Files.size(folder.resolve(Journal.CHECKPOINTS));
            long before = used();
            long start = System.nanoTime();
            Checkpoints resumed = new Journal(folder, Runnable::run, System.err::println)
                    .checkpoints(instance, false, "enumerate", "1.0", true);
            double opened = (System.nanoTime() - start) / 1e9;
            long held = used() - before;
            start = System.nanoTime();
            long found = 0;
            for (int i = 0; i < records; i++) {
                Optional<Map<String, String>> data = resumed.load(id(i));
                if (data.isPresent() && data.get().get("nodes").equals(Integer.toString(i))) {
                    found++;
                }
            }
            double loaded = (System.nanoTime() - start) / 1e9;
            System.out.printf("%d records, %.1f MB on disk: %.1f MB held after opening (%.1f s), %d loaded in %.1f s"
                    + " (heap limit %d MB)%n", records, size / 1e6, held / 1e6, opened, found, loaded,
                    Runtime.getRuntime().maxMemory() >> 20);
            Instant.now();
        } finally {
            try (var files = Files.walk(folder)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static String id(int i) {
        return "independent-k13/" + (i % 1596) + "/" + (i / 1596 % 38) + "/" + i + "/a1b2c3d4";
    }

    private static long used() {
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }
}
