package org.polyboard.api.solve;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import org.osgi.annotation.versioning.ProviderType;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Symmetry;

/** An instance with its board and piece resolved, as a solver sees it. Provided by the core. */
@ProviderType
public interface Problem {

    Instance instance();

    Board board();

    Piece piece();

    /**
     * The attack model, built on first use and shared.
     *
     * @throws IllegalArgumentException when the board has too many cells for an explicit model
     */
    AttackModel model();

    /**
     * The group of cell permutations of {@link #model()} under which every solution must be invariant,
     * identity first: only the identity unless the instance asks for a
     * {@link org.polyboard.api.problem.Symmetry}. A solver that honours it may work on its orbits
     * (for instance one variable per orbit); the verifier checks it. A solver that cannot honour it
     * rejects such problems.
     */
    default List<int[]> invariance() {
        int[] identity = new int[model().cellCount()];
        for (int c = 0; c < identity.length; c++) {
            identity[c] = c;
        }
        return List.of(identity);
    }

    /**
     * The symmetry every solution must have ({@code symmetry=} in the instance), if any.
     *
     * @since 2.0
     */
    default Optional<Symmetry> symmetry() {
        String text = instance().params().get(Symmetry.PARAMETER);
        return text == null ? Optional.empty() : Optional.of(Symmetry.parse(text));
    }

    /**
     * The number of pieces every solution must have when the instance asks for the placements of one size
     * ({@code size=k}), if it does.
     *
     * @throws IllegalArgumentException when {@code size=} is not a whole number
     * @since 2.0
     */
    default Optional<Integer> size() {
        String text = instance().params().get("size");
        if (text == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(Integer.valueOf(text.trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("size=" + text + " is not a whole number.");
        }
    }

    /**
     * Something derived from this problem once and shared by everything that asks for the same {@code key}
     * while the problem lives (for example the precomputed tables of a search, built once for all its work
     * units). {@code compute} runs at most once per key in the core's problems; a {@code null} it returns is not
     * kept, and the next call computes again.
     *
     * @since 2.0
     */
    default <T> T derived(Object key, Function<Problem, T> compute) {
        return compute.apply(this);
    }
}
