package org.polyboard.shell;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.polyboard.api.solve.Job;
import org.polyboard.api.solve.SolveService;
import org.polyboard.support.words.Words;

/** {@code cancel}: asks a running job to stop. */
@GogoCommand(scope = "pb", function = "cancel")
@Component(service = CancelCommand.class)
public final class CancelCommand {

    private final SolveService service;

    @Activate
    public CancelCommand(@Reference SolveService service) {
        this.service = service;
    }

    @Descriptor("cancel a running job")
    public void cancel(CommandSession session, @Descriptor("job id, as listed by jobs") String... ids) throws Exception {
        UsageError.guarded(session, () -> {
            int id = Words.jobId(ids);
            Job job = service.job(id).orElseThrow(() -> new IllegalArgumentException("No job " + id + "; see 'jobs'."));
            job.cancel();
            System.out.println("cancelling job " + id);
            ExitStatus.set(session, 0);
        });
    }
}
