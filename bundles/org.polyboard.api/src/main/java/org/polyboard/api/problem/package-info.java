/**
 * Problem families and their instances: a family turns {@code key=value} parameters into an
 * {@link org.polyboard.api.problem.Instance} (a board, a piece and an {@link org.polyboard.api.problem.Objective})
 * and knows the published values for comparison. Families are registered as
 * {@link org.polyboard.api.problem.ProblemFamily} services.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.polyboard.api.problem;
