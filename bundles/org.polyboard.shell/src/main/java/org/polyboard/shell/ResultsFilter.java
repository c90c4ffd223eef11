package org.polyboard.shell;

import java.util.Map;

import org.polyboard.api.solve.SolveService;

/**
 * Checks the filter of {@code results}: its family must be installed, and each {@code key=value} a valid parameter of
 * it, so that a mistyped filter is an error instead of an empty list.
 */
final class ResultsFilter {

    private ResultsFilter() {
    }

    /**
     * @throws IllegalArgumentException with the family's own line: an unknown family or parameter, a value it refuses
     */
    static void check(SolveService service, String family, Map<String, String> filter) {
        if (family == null) {
            // parameters alone match the records of every family that has them
            return;
        }
        if (service.families().stream().noneMatch(d -> d.id().equals(family))) {
            throw new IllegalArgumentException("Unknown family '" + family + "'; 'families' lists them.");
        }
        try {
            service.instance(family, filter, null);
        } catch (IllegalArgumentException e) {
            // a filter names some parameters, not all: only a complaint about one it names counts
            String message = String.valueOf(e.getMessage());
            for (Map.Entry<String, String> entry : filter.entrySet()) {
                if (message.contains(entry.getKey() + "=" + entry.getValue()) || message.contains("'" + entry.getKey() + "'")) {
                    throw e;
                }
            }
        }
    }
}
