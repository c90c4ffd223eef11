package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.composite;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import javax.inject.Inject;

import org.apache.felix.service.command.CommandProcessor;
import org.apache.felix.service.command.CommandSession;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.polyboard.api.solve.SolveService;

/**
 * The bad-input suite ({@link BadInputs}) through the real Gogo command processor with every family and solver:
 * each case gives one clean error line and a non-zero {@code pb.exit}, and the next good command in the same
 * session still works.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class BadInputIT extends PolyboardTestSupport {

    private static final List<String> MORE_BUNDLES = List.of(
            "org.polyboard.family.toeplitz", "org.polyboard.family.polycube", "org.polyboard.family.peaceable",
            "org.polyboard.solver.bnb", "org.polyboard.solver.anneal", "org.polyboard.solver.construct",
            "org.polyboard.solver.enumerate", "org.polyboard.solver.matching", "org.polyboard.solver.swap",
            "org.polyboard.solver.peaceable", "org.polyboard.solver.ortools");
    private static final List<String> FAMILIES = List.of("knight-cover", "toeplitz-queens", "polycube", "queens",
            "peaceable-queens");
    private static final String GOOD = "pb:solve knight-cover n=4";

    @Inject
    private SolveService solveService;

    @Inject
    private CommandProcessor commandProcessor;

    @Override
    @Configuration
    public Option[] configuration() {
        return new Option[] {composite(super.configuration()),
                composite(MORE_BUNDLES.stream().map(PolyboardTestSupport::projectBundle).toArray(Option[]::new))};
    }

    @Test
    public void everyBadInputIsOneCleanLineAndTheSessionGoesOn() throws Exception {
        assertTrue("families: " + ids(solveService.families()),
                eventually(10_000, () -> ids(solveService.families()).containsAll(FAMILIES)));
        assertTrue("solvers: " + ids(solveService.solvers()),
                eventually(10_000, () -> ids(solveService.solvers()).containsAll(List.of("bnb", "ilp", "swap"))));
        assertTrue("at least 50 cases", BadInputs.ALL.size() >= 50);

        Path dir = Files.createTempDirectory("polyboard-bad-input");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CommandSession session = commandProcessor.createSession(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        List<String> failures = new ArrayList<>();
        try {
            BadInputs.writeFixtures(dir);
            for (BadInputs.Case c : BadInputs.ALL) {
                if (BadInputs.COMMAND_LINE_ONLY.contains(c.id())) {
                    continue;
                }
                out.reset();
                err.reset();
                session.put("pb.exit", 0);
                List<String> words = c.words(dir);
                String line = "pb:" + words.get(0) + words.subList(1, words.size()).stream().map(w -> " " + quote(w))
                        .collect(Collectors.joining());
                String error;
                try {
                    session.execute(line);
                    error = err.toString(StandardCharsets.UTF_8);
                } catch (Exception e) {
                    // the interactive shell prints a failed command's exception with toString()
                    error = e.toString() + "\n" + err.toString(StandardCharsets.UTF_8);
                }
                String problem = problem(c, error.strip(), session.get("pb.exit"));
                if (problem != null) {
                    failures.add(c + " -> " + problem + "\n    error: " + error.strip() + "\n    out: "
                            + out.toString(StandardCharsets.UTF_8).strip());
                }
                out.reset();
                err.reset();
                session.execute(GOOD);
                String good = out.toString(StandardCharsets.UTF_8);
                if (!good.contains("OPTIMAL") || !Integer.valueOf(0).equals(session.get("pb.exit"))) {
                    failures.add(c + " -> the next command failed: " + good + err.toString(StandardCharsets.UTF_8));
                }
            }
        } finally {
            session.close();
            try (Stream<Path> paths = Files.walk(dir)) {
                paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        assertEquals(failures.size() + " of " + BadInputs.ALL.size() + " cases failed:\n" + String.join("\n", failures),
                0, failures.size());
    }

    /** What is wrong with the outcome of a case, or {@code null}. */
    private static String problem(BadInputs.Case c, String error, Object exit) {
        List<String> lines = error.lines().toList();
        if (lines.size() != 1) {
            return lines.size() + " error lines";
        }
        if (error.contains("Exception") || error.contains("\tat ")) {
            return "a stack trace or an exception name";
        }
        if (error.contains("; Maybe") || error.contains(".;")) {
            return "advice joined with a capital or after a full stop";
        }
        if (!error.contains(c.message())) {
            return "no '" + c.message() + "' in the message";
        }
        if (exit == null || Integer.valueOf(0).equals(exit)) {
            return "pb.exit is " + exit;
        }
        return null;
    }

    private static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    @Test
    public void theSuiteCoversEveryFamily() {
        for (String family : FAMILIES) {
            long count = BadInputs.ALL.stream().filter(c -> List.of(c.command().split(" ")).contains(family)).count();
            assertNotEquals(family, 0, count);
        }
        assertFalse(BadInputs.ALL.stream().map(BadInputs.Case::id).distinct().count() < BadInputs.ALL.size());
    }
}
