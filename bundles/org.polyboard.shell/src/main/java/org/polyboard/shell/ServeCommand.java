package org.polyboard.shell;

import java.util.List;

import org.apache.felix.service.command.CommandSession;
import org.apache.felix.service.command.Descriptor;
import org.apache.felix.service.command.Function;
import org.apache.felix.service.command.annotations.GogoCommand;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;

/**
 * {@code serve} typed in a shell: the web server runs in a process of its own ({@code polyboard serve}, which installs
 * the HTTP service only there), so this says where to start it instead of leaving the name unknown.
 */
@GogoCommand(scope = "pb", function = "serve")
@Component(service = ServeCommand.class)
public final class ServeCommand implements Function {

    /** Framework property of the Polyboard distribution: its folder. Unset in other runtimes (Karaf). */
    static final String HOME = "polyboard.home";

    private final boolean distribution;

    @Activate
    public ServeCommand(BundleContext context) {
        this(context.getProperty(HOME) != null);
    }

    ServeCommand(boolean distribution) {
        this.distribution = distribution;
    }

    @Override
    public Object execute(CommandSession session, List<Object> arguments) {
        // whatever the words (serve's own options among them), the answer is where serve runs
        serve(session);
        return null;
    }

    @Descriptor("the web page and the HTTP API: they run in a process of their own, 'polyboard serve' in another terminal")
    public void serve(CommandSession session, @Descriptor("the options of polyboard serve") String... words) {
        ExitStatus.set(session, ExitStatus.FAILED);
        throw new UsageError(distribution
                ? "serve runs in a process of its own: start 'polyboard serve' in another terminal (with --data DIR to"
                        + " share this shell's data folder); this shell stays as it is"
                : "the web face of this runtime is its feature: feature:install polyboard-web");
    }
}
