package org.polyboard.shell;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.KnownValue;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.Status;
import org.polyboard.api.table.TableListener;
import org.polyboard.api.table.TableRequest;
import org.polyboard.api.table.TableRow;
import org.polyboard.api.table.TableService;

/**
 * Records table requests and answers each value v with an optimum v, verified by the fake solver {@code bnb} in
 * 5 ms, beside a proven published value v; the values in {@link #recorded} come from the journal (1234 ms) unless
 * the request is fresh. Counting ({@code --all}), v has 10v optimal placements, v up to symmetry, published as such
 * except for v = 2, published with one class more.
 */
final class FakeTableService implements TableService {
    final List<TableRequest> requests = new ArrayList<>();
    final Set<Integer> recorded = new HashSet<>();

    @Override
    public List<TableRow> table(TableRequest request, TableListener listener) {
        requests.add(request);
        listener.started(request);
        List<TableRow> rows = new ArrayList<>();
        for (int v : request.values()) {
            boolean reused = !request.fresh() && recorded.contains(v);
            Map<String, String> params = new LinkedHashMap<>(request.template().params());
            params.put(request.key(), Integer.toString(v));
            boolean all = request.template().options().all();
            // n = 7 stops short of the published value (8 pieces where 7 suffice), n = 9 beats it without a proof
            int value = v == 7 ? 8 : v == 9 ? 8 : v;
            SolveResult.Builder solved = SolveResult.builder().family(request.template().family()).params(params)
                    .objective(Objective.MIN_DOMINATION).solver("bnb")
                    .status(value == v ? Status.OPTIMAL : Status.TIMEOUT).value(Fraction.of(value))
                    .bound(Fraction.of(Math.min(v, value))).verified(true).millis(reused ? 1234 : 5);
            if (all) {
                solved.solutionCount(10L * v).distinctUpToSymmetry((long) v);
            }
            SolveResult result = solved.build();
            KnownValue published = new KnownValue(Fraction.of(v), true, "test");
            TableRow row = all ? new TableRow(request.key(), v, result, published, reused,
                    new KnownValue(Fraction.of(10L * v), true, "test"),
                    new KnownValue(Fraction.of(v == 2 ? 3 : v), true, "test"))
                    : new TableRow(request.key(), v, result, published, reused);
            rows.add(row);
            listener.row(row);
        }
        return rows;
    }
}
