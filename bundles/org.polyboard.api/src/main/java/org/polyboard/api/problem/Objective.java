package org.polyboard.api.problem;

import java.util.Locale;

/** The questions every family maps onto; generic solvers serve them on any board and piece. */
public enum Objective {
    /** Fewest pieces such that every cell holds a piece or is attacked by one. */
    MIN_DOMINATION(true),
    /** Fewest pieces, no two attacking each other, such that every cell is occupied or attacked. */
    MIN_INDEPENDENT_DOMINATION(true),
    /** Most pieces, no two attacking each other. */
    MAX_INDEPENDENT(false),
    /** Largest m with m white and m black pieces, no piece attacking one of the other colour. */
    MAX_PEACEABLE(false),
    /**
     * The LP relaxation of {@link #MIN_DOMINATION}: the minimum fractional domination, equal by duality to
     * the maximum fractional packing; a lower bound for domination, reported as an exact fraction.
     */
    FRACTIONAL_DOMINATION(true),
    /**
     * Fewest pieces such that every cell, occupied or not, is attacked by a piece on another cell (total
     * domination: a piece does not cover its own cell).
     */
    MIN_TOTAL_DOMINATION(true);

    private final boolean minimising;

    Objective(boolean minimising) {
        this.minimising = minimising;
    }

    /** Whether a smaller value is better. */
    public boolean minimising() {
        return minimising;
    }

    /** The kebab-case name used on the command line, e.g. {@code min-domination}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /**
     * Reads an objective by its kebab-case name or its constant name.
     *
     * @throws IllegalArgumentException naming the valid values
     */
    public static Objective parse(String text) {
        String normal = text.trim().toUpperCase(Locale.ROOT).replace('-', '_');
        for (Objective objective : values()) {
            if (objective.name().equals(normal)) {
                return objective;
            }
        }
        StringBuilder names = new StringBuilder();
        for (Objective objective : values()) {
            names.append(names.length() == 0 ? "" : ", ").append(objective.id());
        }
        throw new IllegalArgumentException("Unknown objective '" + text + "'; valid: " + names + ".");
    }
}
