package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.composite;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;

/**
 * Every command of README.md and docs/ stays a command that works: each {@code $ polyboard ...} and {@code polyboard>}
 * line of their code blocks runs through the shell's commands with every family and solver installed. Cheap commands
 * run to their end; a solve or a table runs with a time limit of {@value #LIMIT} s per solve and its range cut to its
 * first two values, so that a long one still reads, checks and starts as written. Files and data folders go to a
 * temporary folder. A command the page shows failing (its next line starts {@code polyboard:}) must fail with exit
 * status 2 and one line; {@code serve} and {@code worker}, which open ports, have their options checked instead; a
 * {@code --cluster} solve runs locally.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class DocCommandsIT extends PolyboardTestSupport {

    /** Seconds each solve of a doc command may take here. */
    private static final String LIMIT = "0.5";
    private static final List<String> MORE_BUNDLES = List.of(
            "org.polyboard.family.toeplitz", "org.polyboard.family.polycube", "org.polyboard.family.peaceable",
            "org.polyboard.solver.bnb", "org.polyboard.solver.anneal", "org.polyboard.solver.construct",
            "org.polyboard.solver.enumerate", "org.polyboard.solver.matching", "org.polyboard.solver.swap",
            "org.polyboard.solver.ortools", "org.polyboard.solver.greedy", "org.polyboard.examples", "org.polyboard.solver.peaceable");
    private static final Set<String> SERVE_OPTIONS = Set.of("--bind", "--port", "--data");
    private static final Set<String> WORKER_OPTIONS = Set.of("--bind", "--port", "--join", "--name", "--threads",
            "--secret-file",
            "--stop", "--status");
    /** Launcher options and the commands a page shows only as the start of a session. */
    private static final Set<String> LAUNCHER_ONLY = Set.of("--help", "--version", "exit");

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

    /** A command of a page: where it is, its words, and whether the page shows it failing. */
    record DocCommand(String where, List<String> words, boolean fails) {
        @Override
        public String toString() {
            return where + ": polyboard " + String.join(" ", words);
        }
    }

    @Test
    public void everyCommandOfTheReadmeAndTheDocsWorks() throws Exception {
        assertTrue("families: " + ids(solveService.families()), eventually(20_000,
                () -> ids(solveService.families()).containsAll(List.of("knight-cover", "queens", "camel-cover"))));
        assertTrue("solvers: " + ids(solveService.solvers()), eventually(20_000,
                () -> ids(solveService.solvers()).containsAll(List.of("bnb", "scip", "swap", "first-fit", "ils"))));
        List<DocCommand> commands = commands();
        assertTrue("commands found: " + commands.size(), commands.size() >= 60);
        Path dir = Files.createTempDirectory("polyboard-doc-commands");
        List<String> failures = new ArrayList<>();
        int ran = 0;
        for (DocCommand c : commands) {
            String problem = check(c, dir);
            if (problem == null) {
                ran++;
            } else if (!problem.isEmpty()) {
                failures.add(c + "\n    " + problem);
            }
        }
        System.out.println("doc commands: " + commands.size() + " found, " + ran + " run or checked");
        assertEquals(failures.size() + " of " + commands.size() + " doc commands failed:\n" + String.join("\n", failures),
                0, failures.size());
    }

    /**
     * The results page's replay of A068940(12) = 133 (docs/results.md): the checkpoints committed with the proof,
     * resumed with this build's {@code planes}, answer the refutation of 134 without searching it again. The page's
     * command runs above with its data folder moved and a time limit, which would not show that a change (a solver
     * version in the checkpoints' key, a unit id) had turned the two-second replay into an 80-minute search.
     */
    @Test
    public void theCommittedProofOf12CubedReplaysFromItsCheckpoints() throws Exception {
        assertTrue("polycube and planes", eventually(20_000, () -> ids(solveService.families()).contains("polycube")
                && ids(solveService.solvers()).contains("planes")));
        Path root = Paths.get(System.getProperty("polyboard.docs.root", "../..")).toAbsolutePath().normalize();
        Path data = Files.createTempDirectory("polyboard-replay");
        Files.copy(root.resolve("confirm/journals/planes-12-134/checkpoints.jsonl"), data.resolve("checkpoints.jsonl"));
        SolveResult r = solveService.solve(new SolveRequest("polycube", Map.of("n", "12", "d", "3", "size", "134"),
                "planes", Objective.MAX_INDEPENDENT, false, new SolveOptions(false, 120_000, true, data.toString()),
                null));
        assertEquals(r.message(), Status.INFEASIBLE, r.status());
        assertEquals("10722", r.stats().get("resumed"));
        assertEquals("1128438002", r.stats().get("resumedNodes"));
    }

    /** What is wrong with running {@code c}: {@code null} when nothing, "" when it is not run here. */
    private String check(DocCommand c, Path dir) throws Exception {
        List<String> words = c.words();
        if (words.isEmpty() || LAUNCHER_ONLY.contains(words.get(0))) {
            return "";
        }
        String command = words.get(0);
        if (command.equals("serve") || command.equals("worker")) {
            Set<String> known = command.equals("serve") ? SERVE_OPTIONS : WORKER_OPTIONS;
            List<String> unknown = words.stream().skip(1).filter(w -> w.startsWith("--") && !known.contains(w)).toList();
            return unknown.isEmpty() ? null : "unknown options " + unknown;
        }
        List<String> run = rewrite(words, dir);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        CommandSession session = commandProcessor.createSession(new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String error;
        try {
            session.put("pb.exit", 0);
            try {
                session.execute("pb:" + run.get(0) + run.stream().skip(1).map(w -> " " + quote(w)).collect(Collectors.joining()));
                error = err.toString(StandardCharsets.UTF_8).strip();
            } catch (Exception e) {
                error = (e.toString() + "\n" + err.toString(StandardCharsets.UTF_8)).strip();
            }
            int exit = session.get("pb.exit") instanceof Number n ? n.intValue() : -1;
            String shown = "exit " + exit + "; " + (error.isEmpty() ? "" : "error: " + error.lines().findFirst().orElse("")
                    + "; ") + "out: " + out.toString(StandardCharsets.UTF_8).lines().limit(3).collect(Collectors.joining(" | "));
            if (c.fails() || command.equals("cancel")) {
                boolean oneLine = error.lines().filter(l -> !l.startsWith("... ")).count() == 1 && !error.contains("Exception");
                return exit == 2 && oneLine ? null : "expected one error line and exit status 2: " + shown;
            }
            boolean ok = switch (command) {
                case "solve" -> exit == 0 || exit == 3;
                default -> exit == 0;
            };
            return ok ? null : shown;
        } finally {
            session.close();
        }
    }

    /** The words as they run here: files in {@code dir}, a time limit, a range cut short, no cluster. */
    static List<String> rewrite(List<String> words, Path dir) {
        List<String> run = new ArrayList<>();
        boolean solving = words.get(0).equals("solve") || words.get(0).equals("table");
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            boolean last = i + 1 >= words.size();
            if (!last && (w.equals("--cluster") || w.equals("--name"))) {
                i++;
                continue;
            }
            if (!last && w.equals("--timeout")) {
                i++;
                continue;
            }
            if (!last && (w.equals("--data") || w.equals("--out") || w.equals("--plot"))) {
                run.add(w);
                run.add(dir.resolve(words.get(++i)).toString());
                continue;
            }
            if (words.get(0).equals("verify") && i == 1) {
                run.add(dir.resolve(w).toString());
                continue;
            }
            if (words.get(0).equals("table") && w.contains("=") && isRange(w.substring(w.indexOf('=') + 1))) {
                run.add(w.substring(0, w.indexOf('=') + 1) + firstTwo(w.substring(w.indexOf('=') + 1)));
                continue;
            }
            run.add(w);
        }
        if (solving) {
            run.add("--timeout");
            run.add(LIMIT);
        }
        return run;
    }

    private static boolean isRange(String value) {
        return (value.contains("..") || value.contains(",")) && !value.contains(":") && !value.contains("/");
    }

    /** The first two values of a range, as a range: {@code 1..14} reads {@code 1..2}, {@code 4,6,8} reads {@code 4,6}. */
    private static String firstTwo(String range) {
        String first = range.split(",")[0];
        if (first.contains("..")) {
            int from = Integer.parseInt(first.substring(0, first.indexOf("..")).strip());
            int to = Integer.parseInt(first.substring(first.indexOf("..") + 2).strip());
            return from + ".." + Math.min(to, from + 1);
        }
        String[] values = range.split(",");
        return values.length > 1 ? values[0] + "," + values[1] : values[0];
    }

    /** The commands of README.md and docs/**.md, in page order. */
    static List<DocCommand> commands() throws IOException {
        Path root = Paths.get(System.getProperty("polyboard.docs.root", "../..")).toAbsolutePath().normalize();
        List<Path> pages = new ArrayList<>();
        pages.add(root.resolve("README.md"));
        try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<DocCommand> commands = new ArrayList<>();
        for (Path page : pages) {
            List<String> lines = Files.readAllLines(page);
            boolean fenced = false;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (line.startsWith("```")) {
                    fenced = !fenced;
                    continue;
                }
                if (!fenced) {
                    continue;
                }
                List<String> words = words(line);
                if (words == null) {
                    continue;
                }
                String next = i + 1 < lines.size() ? lines.get(i + 1).strip() : "";
                commands.add(new DocCommand(root.relativize(page) + ":" + (i + 1), words, next.startsWith("polyboard: ")));
            }
        }
        return commands;
    }

    /** The words after {@code polyboard} of a command line of a page, or {@code null} when it is not one. */
    static List<String> words(String line) {
        String rest;
        if (line.startsWith("polyboard> ")) {
            rest = line.substring("polyboard> ".length());
        } else {
            int prompt = line.indexOf("$ ");
            if (prompt < 0 || !line.substring(0, prompt).matches("[a-z-]*")) {
                return null;
            }
            rest = line.substring(prompt + 2).strip();
            while (rest.matches("^[A-Z_]+=\\S+ .*")) {
                rest = rest.substring(rest.indexOf(' ') + 1);
            }
            String program = rest.split(" ")[0];
            if (!program.equals("polyboard") && !program.endsWith("/bin/polyboard")) {
                return null;
            }
            rest = rest.substring(program.length()).strip();
        }
        if (rest.endsWith("&")) {
            rest = rest.substring(0, rest.length() - 1).strip();
        }
        return rest.isEmpty() ? List.of() : Arrays.asList(rest.split("\\s+"));
    }

    private static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
