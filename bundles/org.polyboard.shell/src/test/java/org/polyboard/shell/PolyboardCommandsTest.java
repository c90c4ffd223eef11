package org.polyboard.shell;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.apache.felix.gogo.runtime.CommandProcessorImpl;
import org.apache.felix.gogo.runtime.threadio.ThreadIOImpl;
import org.apache.felix.service.command.CommandSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Description;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Progress;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.solve.Status;
import org.polyboard.api.solve.Verification;

/** The commands driven through a real Gogo command processor, against a recording fake service. */
@Timeout(20)
class PolyboardCommandsTest {

    private final ThreadIOImpl threadIO = new ThreadIOImpl();
    private final FakeService service = new FakeService();
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private CommandSession session;

    @BeforeEach
    void setUp() {
        threadIO.start();
        CommandProcessorImpl processor = new CommandProcessorImpl(threadIO);
        PolyboardCommands commands = new PolyboardCommands(service);
        for (String f : List.of("families", "solvers", "solve", "table", "verify", "jobs", "cancel", "results")) {
            processor.addCommand("pb", commands, f);
        }
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        session = processor.createSession(new ByteArrayInputStream(new byte[0]), print, print);
    }

    @AfterEach
    void tearDown() {
        session.close();
        threadIO.stop();
    }

    private String run(String line) throws Exception {
        out.reset();
        session.execute(line);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void solvePassesFamilyParametersAndOptionsThrough() throws Exception {
        String text = run("pb:solve --format json --all --timeout 2.5 --solver bnb knight-cover n=8");
        SolveRequest r = service.requests.get(0);
        assertThat(r.family()).isEqualTo("knight-cover");
        assertThat(r.params()).containsExactly(Map.entry("n", "8"));
        assertThat(r.solver()).isEqualTo("bnb");
        assertThat(r.options().all()).isTrue();
        assertThat(r.options().timeoutMillis()).isEqualTo(2500);
        assertThat(text).contains("json:OPTIMAL");
        assertThat(session.get(PolyboardCommands.EXIT)).isEqualTo(0);
    }

    @Test
    void solvePassesResumeAndTheDataFolder() throws Exception {
        run("pb:solve knight-cover n=8 --all --resume --data /tmp/pb-data");
        SolveRequest r = service.requests.get(0);
        assertThat(r.options().resume()).isTrue();
        assertThat(r.options().data()).isEqualTo("/tmp/pb-data");
        run("pb:solve knight-cover n=8");
        assertThat(service.requests.get(1).options().resume()).isFalse();
        assertThat(service.requests.get(1).options().data()).isNull();
    }

    @Test
    void tableTakesRecordedRowsFromTheJournalAndMarksThemUnlessFresh() throws Exception {
        service.recorded.add(recorded("2", 1234));
        String text = run("pb:table knight-cover n=1..3");
        assertThat(service.requests).extracting(r -> r.params().get("n")).containsExactly("1", "3");
        assertThat(text.lines().filter(l -> l.startsWith("2 ")).findFirst().orElseThrow()).endsWith("1234 ms*");
        assertThat(text.lines().filter(l -> l.startsWith("3 ")).findFirst().orElseThrow()).doesNotContain("*");
        assertThat(text).contains("* from the results journal");

        service.requests.clear();
        String fresh = run("pb:table knight-cover n=1..3 --fresh");
        assertThat(service.requests).extracting(r -> r.params().get("n")).containsExactly("1", "2", "3");
        assertThat(fresh).doesNotContain("*");
    }

    @Test
    void resultsListsTheJournalFilteredByFamily() throws Exception {
        service.recorded.add(recorded("13", 1189));
        String text = run("pb:results knight-cover n=13");
        assertThat(text).contains("knight-cover").contains("n=13").contains("OPTIMAL").contains("1189 ms")
                .contains("bnb 1.2.3");
        assertThat(run("pb:results toeplitz-queens")).contains("no recorded results for toeplitz-queens");
        assertThatThrownBy(() -> run("pb:results knight-cover thirteen")).hasMessageContaining("Expected key=value");
    }

    private static Recorded recorded(String n, long millis) {
        SolveResult r = SolveResult.builder().family("knight-cover").params(Map.of("n", n))
                .objective(Objective.MIN_DOMINATION).solver("bnb").status(Status.OPTIMAL).value(Fraction.parse(n))
                .bound(Fraction.parse(n)).verified(true).millis(millis).build();
        return new Recorded(r, "1.2.3", false, 0, java.time.Instant.parse("2026-11-22T21:00:00Z"));
    }

    @Test
    void optionsMayFollowTheParameters() throws Exception {
        run("pb:solve knight-cover rows=3 cols=8 --fractional");
        SolveRequest r = service.requests.get(0);
        assertThat(r.params()).containsExactly(Map.entry("rows", "3"), Map.entry("cols", "8"));
        assertThat(r.fractional()).isTrue();
        assertThat(r.objective()).isNull();
    }

    @Test
    void unknownOptionsMalformedWordsAndFormatsAreOneLineErrors() {
        assertThatThrownBy(() -> run("pb:solve knight-cover n=8 --bogus")).hasMessageContaining("Unknown option '--bogus'");
        assertThatThrownBy(() -> run("pb:solve knight-cover eight")).hasMessageContaining("Expected key=value");
        assertThatThrownBy(() -> run("pb:solve knight-cover n=8 --format pdf")).hasMessageContaining("Unknown format 'pdf'");
        assertThatThrownBy(() -> run("pb:solve knight-cover n=8 --timeout soon")).hasMessageContaining("--timeout soon");
        assertThatThrownBy(() -> run("pb:solve knight-cover n=8 n=9")).hasMessageContaining("given twice");
        assertThatThrownBy(() -> run("pb:solve knight-cover n=8 --objective most")).hasMessageContaining("Unknown objective 'most'");
        assertThat(service.requests).isEmpty();
    }

    @Test
    void aFailedCommandLeavesANonZeroExitAndOneLine() throws Exception {
        run("pb:solve knight-cover n=8");
        assertThat(session.get(PolyboardCommands.EXIT)).isEqualTo(0);
        assertThatThrownBy(() -> run("pb:solve knight-cover eight")).hasToString("Expected key=value, got 'eight' (e.g. n=8).");
        assertThat(session.get(PolyboardCommands.EXIT)).isEqualTo(UsageError.FAILED);
        assertThat(new UsageError("no solver takes it\nMaybe use --solver bnb")).hasToString(
                "no solver takes it; Maybe use --solver bnb");
    }

    @Test
    void errorStatusGivesANonZeroExit() throws Exception {
        service.status = Status.ERROR;
        run("pb:solve knight-cover n=8");
        assertThat(session.get(PolyboardCommands.EXIT)).isEqualTo(1);
    }

    @Test
    void tableSolvesEachValueOfTheRangeAndShowsThePublishedOne() throws Exception {
        String text = run("pb:table knight-cover n=1..3");
        assertThat(service.requests).extracting(r -> r.params().get("n")).containsExactly("1", "2", "3");
        assertThat(text).contains("computed").contains("published");
        assertThat(text.lines().filter(l -> l.matches("^[123] .*")).toList()).hasSize(3)
                .allSatisfy(l -> assertThat(l).contains("=").contains("OPTIMAL"));
        assertThatThrownBy(() -> run("pb:table knight-cover n=5..1")).hasMessageContaining("empty");
        assertThatThrownBy(() -> run("pb:table knight-cover n=8")).hasMessageContaining("needs a range");
    }

    @Test
    void verifyReadsTheFileAndReportsTheVerdict(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.json");
        Files.writeString(file, "{}");
        assertThat(run("pb:verify " + file)).startsWith("valid:");
        assertThatThrownBy(() -> run("pb:verify " + dir.resolve("missing.json"))).hasMessageContaining("No such file");
    }

    @Test
    void tablePlotsOnePointPerRowForEachSeries(@TempDir Path dir) throws Exception {
        Path plot = dir.resolve("k.svg");
        String text = run("pb:table knight-cover n=2..6 --plot " + plot);
        assertThat(text).contains("wrote " + plot);
        org.w3c.dom.Document svg = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(plot.toFile());
        assertThat(points(svg, "circle", "computed")).hasSize(5);
        assertThat(points(svg, "rect", "published")).hasSize(5);
        assertThat(points(svg, "circle", "proven")).hasSize(5);
        // the ticks of the n axis cover 2..6, the title names the family
        assertThat(svg.getElementsByTagName("text").item(0).getTextContent()).isEqualTo("knight-cover");
        assertThatThrownBy(() -> run("pb:table knight-cover n=1..3 --plot " + dir.resolve("k.png")))
                .hasMessageContaining("*.svg");
    }

    @Test
    void aLongRunShowsProgressLinesOnStandardError() throws Exception {
        service.runMillis = 2300;
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        CommandSession other = processorWithCommands().createSession(new ByteArrayInputStream(new byte[0]), print,
                new PrintStream(err, true, StandardCharsets.UTF_8));
        other.execute("pb:solve knight-cover n=8");
        other.close();
        assertThat(err.toString(StandardCharsets.UTF_8).lines().toList()).hasSize(1)
                .allSatisfy(l -> assertThat(l).startsWith("... job 1  fake  2").contains("nodes 42"));
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("text:OPTIMAL");
    }

    private CommandProcessorImpl processorWithCommands() {
        CommandProcessorImpl processor = new CommandProcessorImpl(threadIO);
        PolyboardCommands commands = new PolyboardCommands(service);
        for (String f : List.of("families", "solvers", "solve", "table", "verify", "jobs", "cancel")) {
            processor.addCommand("pb", commands, f);
        }
        return processor;
    }

    private static List<org.w3c.dom.Element> points(org.w3c.dom.Document svg, String tag, String cls) {
        List<org.w3c.dom.Element> found = new ArrayList<>();
        org.w3c.dom.NodeList nodes = svg.getElementsByTagName(tag);
        for (int i = 0; i < nodes.getLength(); i++) {
            org.w3c.dom.Element e = (org.w3c.dom.Element) nodes.item(i);
            List<String> classes = List.of(e.getAttribute("class").split(" "));
            if (classes.contains("point") && classes.contains(cls)) {
                found.add(e);
            }
        }
        return found;
    }

    /** Records requests and answers with a fixed result. */
    static final class FakeService implements SolveService {
        final List<SolveRequest> requests = new ArrayList<>();
        final List<Recorded> recorded = new ArrayList<>();
        Status status = Status.OPTIMAL;
        long runMillis;

        public List<Description> families() {
            return List.of(new Description("knight-cover", "knights", List.of(), "x"));
        }

        public List<Description> solvers() {
            return List.of();
        }

        public List<Description> boards() {
            return List.of();
        }

        public List<Description> pieces() {
            return List.of();
        }

        public Instance instance(String family, Map<String, String> params, Objective objective) {
            return new Instance(family, params, "rect:1x1", "knight", objective == null ? Objective.MIN_DOMINATION : objective);
        }

        public Optional<KnownValue> known(Instance instance) {
            return Optional.of(new KnownValue(Fraction.parse(instance.params().get("n")), true, "test"));
        }

        public Job submit(SolveRequest request) {
            requests.add(request);
            SolveResult result = SolveResult.builder().family(request.family()).params(request.params())
                    .objective(Objective.MIN_DOMINATION).status(status).value(Fraction.parse(request.params().getOrDefault("n", "1")))
                    .solution(Placement.of(List.of(new int[] {0, 0}))).verified(true).build();
            long done = System.nanoTime() + runMillis * 1_000_000;
            return new Job() {
                public int id() {
                    return 1;
                }

                public SolveRequest request() {
                    return request;
                }

                public String solver() {
                    return "fake";
                }

                public Progress progress() {
                    return new Progress(0, 42, null, null, "");
                }

                public void cancel() {
                }

                public boolean isDone() {
                    return System.nanoTime() >= done;
                }

                public SolveResult await() {
                    return result;
                }

                public Optional<SolveResult> result() {
                    return Optional.of(result);
                }
            };
        }

        public SolveResult solve(SolveRequest request) {
            return submit(request).result().orElseThrow();
        }

        public List<Recorded> results(String data, String family, Map<String, String> params) {
            return recorded.stream().filter(r -> family == null || family.equals(r.result().family())).toList();
        }

        public Optional<Recorded> recorded(SolveRequest request) {
            return recorded.stream().filter(r -> r.result().params().equals(request.params())).findFirst();
        }

        public List<Job> jobs() {
            return List.of();
        }

        public Optional<Job> job(int id) {
            return Optional.empty();
        }

        public Verification verify(SolveResult claimed) {
            return new Verification(true, "fine");
        }

        public String export(SolveRequest request, String format) {
            requests.add(request);
            return "\\ " + format + "\n";
        }

        public String render(SolveResult result, String format) {
            return format + ":" + result.status();
        }

        public SolveResult parse(String json) {
            return SolveResult.builder().objective(Objective.MIN_DOMINATION).build();
        }
    }
}
