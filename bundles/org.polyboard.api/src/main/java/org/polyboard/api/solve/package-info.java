/**
 * Solving: the {@link org.polyboard.api.solve.Solver} extension point, the
 * {@link org.polyboard.api.solve.AttackModel} every solver reads, results, and the
 * {@link org.polyboard.api.solve.SolveService} through which callers run jobs. Callers never look up
 * solvers directly.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("2.1.0")
package org.polyboard.api.solve;
