package org.polyboard.core.table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveRequest;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.api.solve.SolveService;
import org.polyboard.api.table.TableListener;
import org.polyboard.api.table.TableRequest;
import org.polyboard.api.table.TableRow;
import org.polyboard.api.table.TableService;

/** Tables through the {@link SolveService}: its jobs, its results journal and its published values. */
@Component(service = TableService.class)
public final class DefaultTableService implements TableService {

    private final SolveService solveService;

    @Activate
    public DefaultTableService(@Reference SolveService solveService) {
        this.solveService = solveService;
    }

    @Override
    public List<TableRow> table(TableRequest request, TableListener listener) throws InterruptedException {
        SolveRequest template = request.template();
        Objective asked = template.fractional() ? Objective.FRACTIONAL_DOMINATION : template.objective();
        List<SolveRequest> requests = new ArrayList<>();
        for (int value : request.values()) {
            SolveRequest row = template.withParams(params(template.params(), request.key(), value));
            solveService.instance(template.family(), row.params(), asked);
            requests.add(row);
        }
        listener.started(request);
        List<TableRow> rows = new ArrayList<>();
        for (int i = 0; i < requests.size(); i++) {
            SolveRequest row = requests.get(i);
            Optional<Recorded> recorded = request.fresh() ? Optional.empty() : solveService.recorded(row);
            SolveResult result = recorded.isPresent() ? recorded.get().result() : solve(row, listener);
            Instance instance = solveService.instance(template.family(), row.params(), result.objective());
            boolean all = template.options().all();
            TableRow done = new TableRow(request.key(), request.values().get(i), result,
                    solveService.known(instance).orElse(null), recorded.isPresent(),
                    all ? solveService.knownCount(instance, false).orElse(null) : null,
                    all ? solveService.knownCount(instance, true).orElse(null) : null);
            rows.add(done);
            listener.row(done);
        }
        return rows;
    }

    private SolveResult solve(SolveRequest request, TableListener listener) throws InterruptedException {
        Job job = solveService.submit(request);
        try {
            listener.solving(job);
            return job.await();
        } catch (InterruptedException | RuntimeException e) {
            job.cancel();
            throw e;
        }
    }

    /** {@code params} with {@code key=value}, in the place of {@code key} if it is there. */
    private static Map<String, String> params(Map<String, String> params, String key, int value) {
        Map<String, String> row = new LinkedHashMap<>(params);
        row.put(key, Integer.toString(value));
        return row;
    }
}
