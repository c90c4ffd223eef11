package org.polyboard.shell;

import java.util.List;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.Progress;
import org.polyboard.api.solve.SolveService;

/** {@code jobs}: the running solves, one a line with their progress. */
@GogoCommand(scope = "pb", function = "jobs")
@Component(service = JobsCommand.class)
public final class JobsCommand {

    private final SolveService service;

    @Activate
    public JobsCommand(@Reference SolveService service) {
        this.service = service;
    }

    @Descriptor("list the running jobs with their progress")
    public void jobs(CommandSession session) {
        List<Job> jobs = service.jobs();
        if (jobs.isEmpty()) {
            System.out.println("no running jobs");
        }
        for (Job job : jobs) {
            Progress p = job.progress();
            System.out.printf("%4d  %-14s %-24s %-10s %s%n", job.id(), job.request().family(),
                    Output.params(job.request().params()), job.solver(), Output.progress(p.millis(), p));
        }
        ExitStatus.set(session, 0);
    }
}
