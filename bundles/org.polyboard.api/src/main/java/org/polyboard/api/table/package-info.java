/**
 * Tables: one family solved over a range of one parameter, each row set beside the published value. A
 * caller (the shell, a web front end) describes the table in a {@link org.polyboard.api.table.TableRequest}
 * and hands it to the {@link org.polyboard.api.table.TableService}, which solves the rows through the
 * {@link org.polyboard.api.solve.SolveService} (or takes verified results from the results journal) and
 * reports each {@link org.polyboard.api.table.TableRow} to a {@link org.polyboard.api.table.TableListener}
 * as it is done.
 */
@org.osgi.annotation.bundle.Export
@org.osgi.annotation.versioning.Version("1.1.0")
package org.polyboard.api.table;
