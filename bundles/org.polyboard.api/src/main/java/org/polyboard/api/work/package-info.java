/**
 * Work units: how an exact search that splits says so. A solver that implements
 * {@link org.polyboard.api.work.UnitSolver} plans each round of its search as a {@link org.polyboard.api.work.Plan}
 * of {@link org.polyboard.api.work.WorkUnit}s with stable ids and hands it to the
 * {@link org.polyboard.api.work.WorkUnits} of its solve context; the core runs the units (on the shared executor
 * or elsewhere), records each finished unit as a checkpoint, skips recorded ones when resuming, reports units
 * done / total as progress and merges the {@link org.polyboard.api.work.UnitResult}s into one
 * {@link org.polyboard.api.work.PlanOutcome}. A merged outcome is complete only when the ids merged equal the
 * plan's ids exactly, so a result merged from many units is the result one uninterrupted run gives.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.4.0")
package org.polyboard.api.work;
