package org.polyboard.shell;

import java.util.List;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Function;
import org.apache.felix.service.command.Parameter;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Progress;
import org.polyboard.api.solve.SolveService;

/**
 * {@code jobs}: the running solves, one a line with their progress: this runtime's by number, then those that other
 * processes sharing the data folder run ({@link JobFiles}), named {@code PID:JOB}.
 */
@GogoCommand(scope = "pb", function = "jobs")
@Component(service = JobsCommand.class)
public final class JobsCommand implements Function {

    private static final String LINE = "%6s  %-14s %-24s %-10s %s%n";

    private final SolveService service;

    @Activate
    public JobsCommand(@Reference SolveService service) {
        this.service = service;
    }

    @Override
    public Object execute(CommandSession session, List<Object> arguments) throws Exception {
        return Invocation.run(session, this, "jobs", arguments);
    }

    @Descriptor("list the running jobs with their progress, also those of other processes that share the data folder")
    public void jobs(CommandSession session,
            @Descriptor("data folder shared with the other processes (default ~/.polyboard)")
            @Parameter(names = {"--data"}, absentValue = "") String data,
            @Descriptor("nothing: jobs takes only its option") String... words) throws Exception {
        UsageError.guarded(session, () -> {
            if (words.length > 0) {
                throw new IllegalArgumentException("jobs takes no words, got '" + words[0] + "'.");
            }
            List<Job> jobs = service.jobs();
            List<JobFiles.Other> others = JobFiles.others(data);
            if (jobs.isEmpty() && others.isEmpty()) {
                System.out.println("no running jobs");
            }
            for (Job job : jobs) {
                Progress p = job.progress();
                System.out.printf(LINE, job.id(), job.request().family(), Output.params(job.request().params()),
                        Output.solver(job), Output.progress(p.millis(), p));
            }
            for (JobFiles.Other other : others) {
                System.out.printf(LINE, other.name(), other.family(), other.params(), other.solver(),
                        other.progress() + "  (process " + other.pid() + ": " + other.command() + ")");
            }
            ExitStatus.set(session, 0);
        });
    }
}
