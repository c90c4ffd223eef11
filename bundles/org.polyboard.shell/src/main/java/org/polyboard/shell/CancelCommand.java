package org.polyboard.shell;

import java.util.List;
import java.util.Optional;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Function;
import org.apache.felix.service.command.Parameter;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.SolveService;

/**
 * {@code cancel}: asks a running job to stop: a job of this runtime by its number, or one that another process
 * sharing the data folder runs, by {@code PID:JOB} as {@code jobs} lists it (a bare number names it too when no job
 * of this runtime and no other process's has it).
 */
@GogoCommand(scope = "pb", function = "cancel")
@Component(service = CancelCommand.class)
public final class CancelCommand implements Function {

    private static final String USAGE = "cancel takes one job id, a number as 'jobs' lists it (PID:JOB for a job of"
            + " another process).";

    private final SolveService service;

    @Activate
    public CancelCommand(@Reference SolveService service) {
        this.service = service;
    }

    @Override
    public Object execute(CommandSession session, List<Object> arguments) throws Exception {
        return Invocation.run(session, this, "cancel", arguments);
    }

    @Descriptor("cancel a running job, of this runtime or of another process that shares the data folder")
    public void cancel(CommandSession session,
            @Descriptor("data folder shared with the other processes (default ~/.polyboard)")
            @Parameter(names = {"--data"}, absentValue = "") String data,
            @Descriptor("job id, as listed by jobs") String... ids) throws Exception {
        UsageError.guarded(session, () -> {
            if (ids.length != 1) {
                throw new IllegalArgumentException(USAGE);
            }
            String id = ids[0].strip();
            int colon = id.indexOf(':');
            long pid;
            int number;
            try {
                pid = colon < 0 ? -1 : Long.parseLong(id.substring(0, colon));
                number = Integer.parseInt(colon < 0 ? id : id.substring(colon + 1));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(USAGE);
            }
            if (number < 0) {
                throw new IllegalArgumentException(USAGE);
            }
            if (pid < 0 || pid == JobFiles.pid()) {
                Optional<Job> job = service.job(number).filter(j -> !j.isDone() || pid < 0);
                if (job.isPresent()) {
                    job.get().cancel();
                    System.out.println("cancelling job " + number);
                    ExitStatus.set(session, 0);
                    return;
                }
            }
            List<JobFiles.Other> matching = JobFiles.others(data).stream()
                    .filter(o -> o.job() == number && (pid < 0 || o.pid() == pid)).toList();
            if (matching.isEmpty()) {
                throw new IllegalArgumentException("No job " + id + "; see 'jobs'.");
            }
            if (matching.size() > 1) {
                throw new IllegalArgumentException("Job " + number + " runs in several processes ("
                        + String.join(", ", matching.stream().map(JobFiles.Other::name).toList())
                        + "); name one, e.g. cancel " + matching.get(0).name() + ".");
            }
            JobFiles.Other other = matching.get(0);
            other.cancel();
            System.out.println("cancelling job " + other.name() + " (process " + other.pid() + ": " + other.command() + ")");
            ExitStatus.set(session, 0);
        });
    }
}
