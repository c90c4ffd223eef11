package org.polyboard.core.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveOptions;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.api.table.TableListener;
import org.polyboard.api.table.TableRequest;
import org.polyboard.api.table.TableRow;
import org.polyboard.testing.FakeSolveService;

@Timeout(20)
class DefaultTableServiceTest {

    private final FakeSolveService solveService = new FakeSolveService();
    private final DefaultTableService tables = new DefaultTableService(solveService);
    private final Events events = new Events();

    @Test
    void solvesEachValueInOrderAndSetsThePublishedValueBeside() throws Exception {
        List<TableRow> rows = tables.table(knights("n", 1, 2, 3), events);

        assertThat(solveService.submitted).extracting(r -> r.params().get("n")).containsExactly("1", "2", "3");
        assertThat(rows).extracting(TableRow::value).containsExactly(1, 2, 3);
        assertThat(rows).allSatisfy(row -> {
            assertThat(row.key()).isEqualTo("n");
            assertThat(row.computed()).isEqualTo(Fraction.of(row.value()));
            assertThat(row.published()).isEqualTo(new KnownValue(Fraction.of(row.value()), true, "test"));
            assertThat(row.match()).isEqualTo(TableRow.Match.EQUAL);
            assertThat(row.result().status()).isEqualTo(Status.OPTIMAL);
            assertThat(row.reused()).isFalse();
            assertThat(row.failed()).isFalse();
        });
        assertThat(events.seen).containsExactly("started n", "solving 1", "row 1", "solving 2", "row 2", "solving 3",
                "row 3");
        assertThat(events.rows).isEqualTo(rows);
    }

    @Test
    void takesVerifiedRecordedResultsFromTheJournalUnlessFresh() throws Exception {
        solveService.recorded.add(recorded(2, 1234));
        List<TableRow> rows = tables.table(knights("n", 1, 2, 3), events);
        assertThat(solveService.submitted).extracting(r -> r.params().get("n")).containsExactly("1", "3");
        assertThat(rows).extracting(TableRow::reused).containsExactly(false, true, false);
        assertThat(rows.get(1).result().millis()).isEqualTo(1234);
        assertThat(events.seen).containsExactly("started n", "solving 1", "row 1", "row 2", "solving 3", "row 3");

        solveService.submitted.clear();
        List<TableRow> fresh = tables.table(new TableRequest(template(Map.of("n", "1..3")), "n", List.of(1, 2, 3), true),
                new Events());
        assertThat(solveService.submitted).extracting(r -> r.params().get("n")).containsExactly("1", "2", "3");
        assertThat(fresh).noneMatch(TableRow::reused);
    }

    @Test
    void checksEveryRowBeforeSolvingAny() {
        assertThatThrownBy(() -> tables.table(knights("n", 3, 0, 1), events)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("n=0 is out of range 1..200.");
        assertThat(solveService.submitted).isEmpty();
        assertThat(events.seen).isEmpty();

        SolveRequest other = new SolveRequest("nope", Map.of("n", "1..3"), null, null, false, SolveOptions.DEFAULT, null);
        assertThatThrownBy(() -> tables.table(new TableRequest(other, "n", List.of(1, 2, 3), false), events))
                .hasMessageContaining("Unknown family 'nope'");
        assertThat(events.seen).isEmpty();
    }

    @Test
    void aSolverThatCannotTakeTheRowsFailsAfterTheTableStarted() {
        SolveRequest quantum = template(Map.of("n", "1..3")).withSolver("quantum");
        assertThatThrownBy(() -> tables.table(new TableRequest(quantum, "n", List.of(1, 2, 3), false), events))
                .hasMessageContaining("Unknown solver 'quantum'");
        assertThat(events.seen).containsExactly("started n");
    }

    @Test
    void eachRowAsksTheTemplateWithTheRangedParameterInItsPlace() throws Exception {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("n", "4..5");
        params.put("symmetry", "rot180");
        SolveRequest template = new SolveRequest("knight-cover", params, "bnb", Objective.MIN_INDEPENDENT_DOMINATION,
                false, new SolveOptions(false, 1500, false, "/tmp/pb-data"), null);
        tables.table(new TableRequest(template, "n", List.of(4, 5), false), events);

        assertThat(solveService.submitted).hasSize(2).allSatisfy(r -> {
            assertThat(r.params().keySet()).containsExactly("n", "symmetry");
            assertThat(r.solver()).isEqualTo("bnb");
            assertThat(r.objective()).isEqualTo(Objective.MIN_INDEPENDENT_DOMINATION);
            assertThat(r.options()).isEqualTo(new SolveOptions(false, 1500, false, "/tmp/pb-data"));
        });
        assertThat(solveService.submitted.get(1).params()).containsEntry("n", "5").containsEntry("symmetry", "rot180");

        SolveRequest bare = new SolveRequest("knight-cover", Map.of(), null, null, false, SolveOptions.DEFAULT, null);
        List<TableRow> rows = tables.table(new TableRequest(bare, "n", List.of(6), false), new Events());
        assertThat(rows.get(0).result().params()).containsExactly(Map.entry("n", "6"));
    }

    @Test
    void aFractionalTableChecksTheRowsAsFractionalDomination() throws Exception {
        SolveRequest template = new SolveRequest("knight-cover", Map.of("n", "1..2"), null, null, true,
                SolveOptions.DEFAULT, null);
        tables.table(new TableRequest(template, "n", List.of(1, 2), false), events);
        assertThat(solveService.instances).startsWith("knight-cover {n=1} FRACTIONAL_DOMINATION",
                "knight-cover {n=2} FRACTIONAL_DOMINATION");
        assertThat(solveService.submitted).allSatisfy(r -> assertThat(r.fractional()).isTrue());
    }

    @Test
    void aProvenOptimumThatDiffersFromThePublishedValueOrAnErrorFailsTheRow() throws Exception {
        solveService.values.put(2, result(2, Status.OPTIMAL, 5));
        solveService.values.put(3, result(3, Status.FEASIBLE, 7));
        solveService.values.put(4, SolveResult.builder().family("knight-cover").params(Map.of("n", "4"))
                .status(Status.ERROR).message("solver failed").build());
        solveService.published.put(5, null);
        solveService.published.put(6, new KnownValue(Fraction.of(5), false, "best known"));
        solveService.values.put(6, result(6, Status.OPTIMAL, 4));

        List<TableRow> rows = tables.table(knights("n", 1, 2, 3, 4, 5, 6), events);

        assertThat(rows).extracting(TableRow::match).containsExactly(TableRow.Match.EQUAL, TableRow.Match.DIFFERENT,
                TableRow.Match.DIFFERENT, TableRow.Match.NONE, TableRow.Match.NONE, TableRow.Match.DIFFERENT);
        assertThat(rows).extracting(TableRow::failed).containsExactly(false, true, false, true, false, true);
        assertThat(rows.get(4).published()).isNull();
    }

    @Test
    void aCountingTableSetsThePublishedCountsBesideAndFailsARowWhoseProvenCountDiffers() throws Exception {
        solveService.counts.put(1, new long[] {152, 20});
        solveService.counts.put(2, new long[] {504, 63});
        solveService.values.put(1, counted(1, 152, 20));
        solveService.values.put(2, counted(2, 504, 62));
        solveService.values.put(3, counted(3, 7, 2));
        TableRequest request = new TableRequest(new SolveRequest("knight-cover", Map.of("n", "range"), null, null, false,
                new SolveOptions(true, 0), null), "n", List.of(1, 2, 3), false);

        List<TableRow> rows = tables.table(request, events);

        assertThat(solveService.submitted).allSatisfy(r -> assertThat(r.options().all()).isTrue());
        assertThat(rows.get(0).publishedCount().value()).isEqualTo(Fraction.of(152));
        assertThat(rows.get(0).publishedDistinct().value()).isEqualTo(Fraction.of(20));
        assertThat(rows).extracting(TableRow::countMatch).containsExactly(TableRow.Match.EQUAL,
                TableRow.Match.DIFFERENT, TableRow.Match.NONE);
        assertThat(rows).extracting(TableRow::failed).containsExactly(false, true, false);
        // without --all nothing is counted and no count is looked up
        List<TableRow> plain = tables.table(knights("n", 1), events);
        assertThat(plain.get(0).publishedCount()).isNull();
        assertThat(plain.get(0).countMatch()).isEqualTo(TableRow.Match.NONE);
    }

    private static SolveResult counted(int n, long count, long distinct) {
        return SolveResult.builder().family("knight-cover").params(Map.of("n", Integer.toString(n)))
                .objective(Objective.MIN_DOMINATION).solver("bnb").status(Status.OPTIMAL).value(Fraction.of(n))
                .solutionCount(count).distinctUpToSymmetry(distinct).verified(true).build();
    }

    @Test
    void anInterruptedRowIsCancelledAndEndsTheTable() {
        TableListener interrupting = new Events() {
            @Override
            public void solving(Job job) throws InterruptedException {
                super.solving(job);
                if (job.request().params().get("n").equals("2")) {
                    throw new InterruptedException();
                }
            }
        };
        assertThatThrownBy(() -> tables.table(knights("n", 1, 2, 3), interrupting))
                .isInstanceOf(InterruptedException.class);
        assertThat(solveService.jobs).extracting(FakeSolveService.FakeJob::cancelled).containsExactly(false, true);
        assertThat(((Events) interrupting).seen).containsExactly("started n", "solving 1", "row 1", "solving 2");
    }

    private static TableRequest knights(String key, Integer... values) {
        return new TableRequest(template(Map.of(key, "range")), key, List.of(values), false);
    }

    private static SolveRequest template(Map<String, String> params) {
        return new SolveRequest("knight-cover", params, null, null, false, SolveOptions.DEFAULT, null);
    }

    private static SolveResult result(int n, Status status, long value) {
        return SolveResult.builder().family("knight-cover").params(Map.of("n", Integer.toString(n)))
                .objective(Objective.MIN_DOMINATION).solver("bnb").status(status).value(Fraction.of(value))
                .verified(true).build();
    }

    private static Recorded recorded(int n, long millis) {
        SolveResult r = SolveResult.builder().family("knight-cover").params(Map.of("n", Integer.toString(n)))
                .objective(Objective.MIN_DOMINATION).solver("bnb").status(Status.OPTIMAL).value(Fraction.of(n))
                .bound(Fraction.of(n)).verified(true).millis(millis).build();
        return new Recorded(r, "1.2.3", false, 0, Instant.parse("2026-11-22T21:00:00Z"));
    }

    /** Writes down what the table tells its listener. */
    private static class Events implements TableListener {
        final List<String> seen = new ArrayList<>();
        final List<TableRow> rows = new ArrayList<>();

        @Override
        public void started(TableRequest request) {
            seen.add("started " + request.key());
        }

        @Override
        public void solving(Job job) throws InterruptedException {
            seen.add("solving " + job.request().params().get("n"));
        }

        @Override
        public void row(TableRow row) {
            seen.add("row " + row.value());
            rows.add(row);
        }
    }
}
