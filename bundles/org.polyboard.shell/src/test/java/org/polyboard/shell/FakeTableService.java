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
 * the request is fresh.
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
            SolveResult result = SolveResult.builder().family(request.template().family()).params(params)
                    .objective(Objective.MIN_DOMINATION).solver("bnb").status(Status.OPTIMAL).value(Fraction.of(v))
                    .bound(Fraction.of(v)).verified(true).millis(reused ? 1234 : 5).build();
            TableRow row = new TableRow(request.key(), v, result, new KnownValue(Fraction.of(v), true, "test"), reused);
            rows.add(row);
            listener.row(row);
        }
        return rows;
    }
}
