package org.polyboard.core.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Problem;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveContext;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Solver;
import org.polyboard.api.solve.Status;
import org.polyboard.core.Assembly;
import org.polyboard.core.Testdata;
import org.polyboard.core.journal.Journal;
import org.polyboard.core.journal.JournalFile;
import org.polyboard.solver.greedy.GreedySolver;

/** The results journal and the checkpoints as the solve service keeps them in a data folder. */
@Timeout(30)
class JournalServiceTest {

    @TempDir
    Path data;

    private Assembly assembly;
    private SolveService service;

    @BeforeEach
    void setUp() {
        assembly = TestServices.knightCover();
        service = assembly.service();
        assembly.add(new Tally());
    }

    @AfterEach
    void tearDown() {
        assembly.close();
    }

    private SolveRequest request(String n, String solver, SolveOptions options) {
        return new SolveRequest("knight-cover", Map.of("n", n), solver, null, false, options.withData(data.toString()), null);
    }

    @Test
    void everyFinishedSolveIsRecordedAndListedByFamilyAndParameters() throws Exception {
        SolveResult six = service.solve(request("6", "greedy", SolveOptions.DEFAULT));
        service.solve(request("7", "greedy", new SolveOptions(false, 5_000)));

        List<Recorded> all = service.results(data.toString(), null, Map.of());
        assertThat(all).hasSize(2);
        Recorded first = all.get(0);
        assertThat(first.result().family()).isEqualTo("knight-cover");
        assertThat(first.result().params()).containsEntry("n", "6");
        assertThat(first.result().objective()).isEqualTo(Objective.MIN_DOMINATION);
        assertThat(first.result().solver()).isEqualTo("greedy");
        assertThat(first.result().status()).isEqualTo(six.status());
        assertThat(first.result().value()).isEqualTo(six.value());
        assertThat(first.result().solutions()).hasSize(1);
        assertThat(first.result().verified()).isTrue();
        assertThat(first.result().millis()).isEqualTo(six.millis());
        assertThat(first.all()).isFalse();
        assertThat(all.get(1).timeoutMillis()).isEqualTo(5_000);
        assertThat(first.when()).isBeforeOrEqualTo(all.get(1).when());

        assertThat(service.results(data.toString(), "knight-cover", Map.of("n", "7"))).hasSize(1);
        assertThat(service.results(data.toString(), "toeplitz-queens", Map.of())).isEmpty();
        assertThat(Files.readAllLines(data.resolve(Journal.RESULTS))).hasSize(2)
                .allSatisfy(line -> assertThat(line).contains("\"solverVersion\":", "\"when\":", "\"crc32\":"));
    }

    @Test
    void aRecordedResultAnswersTheSameRequestOnly() throws Exception {
        SolveResult six = service.solve(request("6", "greedy", SolveOptions.DEFAULT));

        Optional<Recorded> again = service.recorded(request("6", "greedy", SolveOptions.DEFAULT));
        assertThat(again).isPresent();
        assertThat(again.get().result().value()).isEqualTo(six.value());
        assertThat(service.recorded(request("7", "greedy", SolveOptions.DEFAULT))).isEmpty();
        assertThat(service.recorded(request("6", "tally", SolveOptions.DEFAULT))).isEmpty();
        assertThat(service.recorded(request("6", "greedy", new SolveOptions(true, 0)))).isEmpty();
        // a heuristic's result holds for the time limit it had
        assertThat(service.recorded(request("6", "greedy", new SolveOptions(false, 1_000)))).isEmpty();
    }

    @Test
    void runSettingsAreNoPartOfTheInstanceButOfTheRecord() throws Exception {
        SolveRequest seeded = new SolveRequest("knight-cover", Map.of("n", "6", "seed", "3"), "greedy", null, false,
                SolveOptions.DEFAULT.withData(data.toString()), null);
        Job job = service.submit(seeded);
        assertThat(job.request().options().settings()).containsExactly(Map.entry("seed", "3"));
        SolveResult r = job.await();
        assertThat(r.params()).containsExactly(Map.entry("n", "6"));

        Recorded recorded = service.results(data.toString(), "knight-cover", Map.of()).get(0);
        assertThat(recorded.settings()).containsExactly(Map.entry("seed", "3"));
        assertThat(service.recorded(seeded)).isPresent();
        assertThat(service.recorded(seeded.withParams(Map.of("n", "6", "seed", "4")))).isEmpty();
        assertThat(service.recorded(seeded.withParams(Map.of("n", "6")))).isEmpty();
    }

    @Test
    void hugeSolutionsAreRecordedWithoutTheirPieces() throws Exception {
        List<int[]> many = new java.util.ArrayList<>();
        for (int i = 0; i < 100_001; i++) {
            many.add(new int[] {i, i});
        }
        SolveResult huge = SolveResult.builder().family("knight-cover").params(Map.of("n", "100001"))
                .objective(Objective.MIN_DOMINATION).solver("greedy").status(Status.FEASIBLE).value(100_001)
                .solution(org.polyboard.api.solve.Placement.of(many)).build();

        new Journal(data, Runnable::run, w -> { }).record(huge, "", false, 0, java.time.Instant.now());

        List<Recorded> recorded = service.results(data.toString(), "knight-cover", Map.of("n", "100001"));
        assertThat(recorded).hasSize(1);
        assertThat(recorded.get(0).result().solutions()).isEmpty();
        assertThat(recorded.get(0).result().stats()).containsEntry("solutionsOmitted", "100001 pieces");
        assertThat(Files.size(data.resolve(Journal.RESULTS))).isLessThan(10_000);
    }

    @Test
    void aRecordedResultThatFailsTheVerifierIsNotReused() throws Exception {
        SolveResult six = service.solve(request("6", "greedy", SolveOptions.DEFAULT));
        // the same record with one piece moved off its place, checksum and all (anyone may write the file)
        Files.delete(data.resolve(Journal.RESULTS));
        List<int[]> cells = new java.util.ArrayList<>(six.solutions().get(0).cells());
        cells.remove(0);
        cells.add(new int[] {0, 0});
        SolveResult forged = six.toBuilder().solutions(List.of(org.polyboard.api.solve.Placement.of(cells))).build();
        new Journal(data, Runnable::run, w -> { }).record(forged, "", false, 0, java.time.Instant.now());
        assertThat(service.results(data.toString(), "knight-cover", Map.of("n", "6"))).hasSize(1);
        assertThat(service.recorded(request("6", "greedy", SolveOptions.DEFAULT))).isEmpty();
    }

    @Test
    void aResumedRunSkipsTheCheckpointedSubproblemsUpToATornRecord() throws Exception {
        SolveResult uninterrupted = service.solve(request("5", "tally", SolveOptions.DEFAULT));
        assertThat(uninterrupted.stats()).containsEntry("computed", "12").containsEntry("resumed", "0");
        Path file = data.resolve(Journal.CHECKPOINTS);
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        // the solve's key once, then its subproblems by the key's short id
        assertThat(lines).hasSize(13);
        assertThat(lines.get(0)).startsWith("{\"solve\":\"").contains("\"family\":\"knight-cover\"")
                .contains("\"solver\":\"tally\"");
        String sid = lines.get(0).substring(10, 26);
        assertThat(lines.subList(1, 13)).allSatisfy(line -> assertThat(line).startsWith("{\"s\":\"" + sid
                + "\",\"id\":\"part/").doesNotContain("family"));

        // the process was killed while writing the sixth checkpoint
        String kept = String.join("\n", lines.subList(0, 6)) + "\n" + lines.get(6).substring(0, lines.get(6).length() / 2);
        Files.writeString(file, kept, StandardCharsets.UTF_8);

        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        SolveResult resumed;
        try {
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            resumed = service.solve(request("5", "tally", SolveOptions.DEFAULT.withResume(true)));
        } finally {
            System.setErr(err);
        }
        assertThat(resumed.stats()).containsEntry("resumed", "5").containsEntry("computed", "7")
                .containsEntry("sum", uninterrupted.stats().get("sum"));
        assertThat(captured.toString(StandardCharsets.UTF_8).lines().toList()).singleElement().asString()
                .startsWith("polyboard: warning: ").contains("torn record");

        SolveResult fresh = service.solve(request("5", "tally", SolveOptions.DEFAULT));
        assertThat(fresh.stats()).containsEntry("resumed", "0").containsEntry("computed", "12");
        // checkpoints of another instance are not taken
        SolveResult other = service.solve(request("6", "tally", SolveOptions.DEFAULT.withResume(true)));
        assertThat(other.stats()).containsEntry("resumed", "0");
    }

    /** Checkpoints written before the short ids, each with the whole key, are still taken by a resumed run. */
    @Test
    void checkpointsWithTheWholeKeyOnEveryRecordAreStillResumed() throws Exception {
        JournalFile file = new JournalFile(data.resolve(Journal.CHECKPOINTS), Runnable::run, w -> { });
        for (int i = 0; i < 4; i++) {
            file.append(wholeKey(i, ",\"when\":\"2026-01-01T00:00:00Z\""));
        }
        SolveResult uninterrupted = service.solve(request("5", "tally", SolveOptions.DEFAULT));
        SolveResult resumed = service.solve(request("5", "tally", SolveOptions.DEFAULT.withResume(true)));
        assertThat(resumed.stats()).containsEntry("resumed", "12").containsEntry("sum", uninterrupted.stats().get("sum"));

        Files.delete(data.resolve(Journal.CHECKPOINTS));
        for (int i = 0; i < 4; i++) {
            file.append(wholeKey(i, ""));
        }
        SolveResult old = service.solve(request("5", "tally", SolveOptions.DEFAULT.withResume(true)));
        assertThat(old.stats()).containsEntry("resumed", "4").containsEntry("computed", "8")
                .containsEntry("sum", uninterrupted.stats().get("sum"));
    }

    /** Tally's subproblem {@code i} of knight-cover n=5 as checkpoints held it before the short ids. */
    private static JsonObject wholeKey(int i, String extra) {
        return JsonParser.parseString("{\"family\":\"knight-cover\",\"params\":{\"n\":\"5\"},"
                + "\"objective\":\"MIN_DOMINATION\",\"all\":false,\"solver\":\"tally\",\"solverVersion\":\"\","
                + "\"id\":\"part/" + i + "\"" + extra + ",\"data\":{\"value\":\"" + (i * i + 25) + "\"}}")
                .getAsJsonObject();
    }

    /** Splits its work into 12 subproblems and sums their outcomes; the cover itself comes from greedy. */
    static final class Tally implements Solver {
        public String id() {
            return "tally";
        }

        public String description() {
            return "checkpointing test solver";
        }

        public Set<Objective> objectives() {
            return Set.of(Objective.MIN_DOMINATION);
        }

        public SolveResult solve(Problem problem, SolveContext context) throws Exception {
            Checkpoints checkpoints = context.checkpoints().orElseThrow();
            long sum = 0;
            int computed = 0;
            int resumed = 0;
            for (int i = 0; i < 12; i++) {
                String id = "part/" + i;
                Optional<Map<String, String>> saved = checkpoints.load(id);
                long value;
                if (saved.isPresent()) {
                    value = Long.parseLong(saved.get().get("value"));
                    resumed++;
                } else {
                    value = (long) i * i + problem.model().cellCount();
                    computed++;
                    Map<String, String> outcome = new LinkedHashMap<>();
                    outcome.put("value", Long.toString(value));
                    checkpoints.save(id, outcome);
                }
                sum += value;
            }
            return new GreedySolver().solve(problem, context).toBuilder().stat("sum", sum).stat("computed", computed)
                    .stat("resumed", resumed).build();
        }
    }
}
