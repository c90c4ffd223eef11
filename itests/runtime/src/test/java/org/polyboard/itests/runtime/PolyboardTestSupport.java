package org.polyboard.itests.runtime;

import static org.junit.Assert.assertEquals;
import static org.ops4j.pax.exam.CoreOptions.bundle;
import static org.ops4j.pax.exam.CoreOptions.cleanCaches;
import static org.ops4j.pax.exam.CoreOptions.composite;
import static org.ops4j.pax.exam.CoreOptions.junitBundles;
import static org.ops4j.pax.exam.CoreOptions.mavenBundle;
import static org.ops4j.pax.exam.CoreOptions.options;
import static org.ops4j.pax.exam.CoreOptions.systemPackages;
import static org.ops4j.pax.exam.CoreOptions.systemProperty;

import java.io.File;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;

import javax.inject.Inject;

import org.junit.Assume;
import org.junit.Test;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Constants;
import org.ops4j.pax.exam.Option;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.polyboard.api.solve.Description;

/**
 * The runtime of the distribution, less the console (Gogo JLine) and FileInstall: Declarative Services,
 * the Gogo runtime and commands, and the project's bundles, loaded from the distribution's archive as the build
 * made it ({@link Distribution}). The greedy solver is left out; tests install it themselves.
 * The framework is whichever one is on the class path: the build runs these tests on Apache Felix and again on
 * Eclipse Equinox, and names the one it means in {@code polyboard.it.framework}.
 */
public abstract class PolyboardTestSupport {

    static final String GREEDY = "org.polyboard.solver.greedy";
    static final List<String> BOOT_BUNDLES = List.of(
            "org.polyboard.api",
            "org.polyboard.core",
            "org.polyboard.boards",
            "org.polyboard.pieces",
            "org.polyboard.family.knights",
            "org.polyboard.solver.ilp",
            "org.polyboard.shell");

    @Inject
    protected BundleContext bundleContext;

    @Configuration
    public Option[] configuration() {
        return options(
                systemProperty(Constants.EXAM_FAIL_ON_UNRESOLVED_KEY).value("true"),
                // the log of bundles without a logging backend (Jetty's, at DEBUG, is megabytes a test)
                systemProperty("org.ops4j.pax.logging.DefaultServiceLog.level").value("WARN"),
                // as conf/config.properties: JDK packages that ojAlgo may use (added to Pax Exam's own)
                systemPackages("sun.misc", "com.sun.management"),
                cleanCaches(true),
                junitBundles(),
                mavenBundle("org.osgi", "org.osgi.util.function").versionAsInProject(),
                mavenBundle("org.osgi", "org.osgi.util.promise").versionAsInProject(),
                mavenBundle("org.osgi", "org.osgi.service.component").versionAsInProject(),
                mavenBundle("org.apache.felix", "org.apache.felix.scr").versionAsInProject(),
                mavenBundle("org.apache.felix", "org.apache.felix.gogo.runtime").versionAsInProject(),
                mavenBundle("org.apache.felix", "org.apache.felix.gogo.command").versionAsInProject(),
                mavenBundle("com.google.code.gson", "gson").versionAsInProject(),
                composite(BOOT_BUNDLES.stream().map(PolyboardTestSupport::projectBundle).toArray(Option[]::new)));
    }

    /** The framework running the bundles is the one this run of the tests was set up for. */
    @Test
    public void runsOnTheFrameworkOfThisRun() {
        String expected = System.getProperty("polyboard.it.framework");
        Assume.assumeNotNull(expected);
        Bundle system = bundleContext.getBundle(org.osgi.framework.Constants.SYSTEM_BUNDLE_LOCATION);
        System.out.println("framework: " + system.getSymbolicName() + " " + system.getVersion());
        assertEquals(expected, system.getSymbolicName());
    }

    /** A bundle of this project, by symbolic name, from the files the build copied before the ITs. */
    static Option projectBundle(String symbolicName) {
        return bundle(projectBundleFile(symbolicName).toURI().toString());
    }

    static File projectBundleFile(String symbolicName) {
        return Distribution.bundle(symbolicName);
    }

    static List<String> ids(List<Description> descriptions) {
        return descriptions.stream().map(Description::id).collect(Collectors.toList());
    }

    /** Polls {@code condition} until it holds or {@code millis} have passed; returns whether it held. */
    static boolean eventually(long millis, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + millis * 1_000_000;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(20);
        }
        return true;
    }
}
