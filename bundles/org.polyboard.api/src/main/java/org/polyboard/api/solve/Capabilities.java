package org.polyboard.api.solve;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.polyboard.api.problem.Objective;

/**
 * What a solver does and how well, declared once, so that the core's selection policy can rank the
 * installed solvers for a problem without any solver knowing another. Hard limits (sizes, pieces, options a
 * solver cannot take) stay in {@link Solver#rejects}; capabilities only order the solvers that accept.
 * Immutable.
 *
 * @param strategy how the solver answers
 * @param proofOwn whether an {@link Status#OPTIMAL} answer rests on this project's own code (an exhaustive
 *     search, a construction with its theorem, a certificate checked here) rather than on a third-party
 *     solver's claim; when both can answer, the policy prefers our own proof
 * @param features the options and requests the solver honours
 * @param reaches where the solver is at home: for an exact solver the problems it usually proves within a
 *     minute, for a heuristic those where it finds good solutions quickly; empty when it has no home ground
 * @param ownProofs the objectives whose proofs rest on this project's own code although {@code proofOwn} is false
 *     (a solver that hands most objectives to a third-party library but searches one itself); empty when none
 *     (since 2.6)
 */
public record Capabilities(Strategy strategy, boolean proofOwn, Set<Feature> features, List<Reach> reaches,
        Set<Objective> ownProofs) {

    /** How a solver answers. */
    public enum Strategy {
        /** Builds an answer directly from a theorem or a pattern. */
        CONSTRUCTION,
        /** Searches exhaustively (or solves a program exactly) and proves what it returns. */
        EXACT,
        /** Finds good solutions without proving them optimal (local search, greedy). */
        HEURISTIC
    }

    /** Requests beyond the plain optimum that a solver honours. */
    public enum Feature {
        /** Enumerates every optimal solution and counts them ({@link SolveOptions#all()}). */
        ENUMERATES,
        /** Lists every placement of a given size ({@code size=k}). */
        SIZES,
        /** Restricts solutions to a symmetry ({@code symmetry=...}). */
        SYMMETRY,
        /** Proves the optimum of what it constructs (a construction with a matching bound or impossibility proof). */
        PROVES
    }

    /** How far a piece reaches on a board: the mean number of cells a piece attacks, against the board's size. */
    public enum Attacks {
        /** Few attacked cells per piece (leapers: knights, kings). */
        SPARSE,
        /** Many attacked cells per piece (riders: queens, rooks, bishops), or a board of at most 16 cells. */
        DENSE,
        /** Either. */
        ANY
    }

    /**
     * A home ground: problems asking one of {@code objectives}, with this kind of attacks, on boards of at most
     * {@code cells} cells.
     */
    public record Reach(Set<Objective> objectives, Attacks attacks, long cells) {

        public Reach {
            objectives = Set.copyOf(objectives);
        }

        /** Whether this reach covers a problem. */
        public boolean covers(Objective objective, boolean dense, long boardCells) {
            return objectives.contains(objective) && boardCells <= cells
                    && (attacks == Attacks.ANY || (attacks == Attacks.DENSE) == dense);
        }
    }

    public Capabilities {
        features = features.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(features));
        reaches = List.copyOf(reaches);
        ownProofs = Set.copyOf(ownProofs);
    }

    /** Capabilities whose proofs rest on our own code for every objective or for none ({@code proofOwn}). */
    public Capabilities(Strategy strategy, boolean proofOwn, Set<Feature> features, List<Reach> reaches) {
        this(strategy, proofOwn, features, reaches, Set.of());
    }

    /**
     * Whether an {@link Status#OPTIMAL} answer for {@code objective} rests on this project's own code.
     *
     * @since 2.1
     */
    public boolean proofOwn(Objective objective) {
        return proofOwn || ownProofs.contains(objective);
    }

    /** A heuristic with no declared home ground: ranked after every solver that declares one. */
    public static Capabilities heuristic() {
        return new Capabilities(Strategy.HEURISTIC, false, Set.of(), List.of());
    }

    /** Whether {@code feature} is declared. */
    public boolean has(Feature feature) {
        return features.contains(feature);
    }

    /** Whether one of the reaches covers a problem. */
    public boolean reaches(Objective objective, boolean dense, long cells) {
        for (Reach reach : reaches) {
            if (reach.covers(objective, dense, cells)) {
                return true;
            }
        }
        return false;
    }

    /** The largest board of a covering reach, or 0 when none covers. */
    public long reachCells(Objective objective, boolean dense, long cells) {
        long best = 0;
        for (Reach reach : reaches) {
            if (reach.covers(objective, dense, cells)) {
                best = Math.max(best, reach.cells());
            }
        }
        return best;
    }
}
