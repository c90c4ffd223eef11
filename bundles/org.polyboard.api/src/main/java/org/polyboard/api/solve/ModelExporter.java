package org.polyboard.api.solve;

import java.util.Set;

import org.osgi.annotation.versioning.ConsumerType;

/**
 * Writes the mathematical program of a problem in a file format that other solvers read (for example
 * CPLEX LP or free MPS), so their optimum can be compared. Registered as a service; reached through
 * {@link SolveService#export(SolveRequest, String)}.
 */
@ConsumerType
public interface ModelExporter {

    /** The formats written, lower case, e.g. {@code "lp"}, {@code "mps"}. */
    Set<String> formats();

    /**
     * The program for {@code problem} in {@code format}, the same program the exporter's solver would solve.
     *
     * @throws IllegalArgumentException when the objective or problem cannot be written in that format
     */
    String export(Problem problem, String format);
}
