package org.polyboard.core.service;

import java.util.List;

import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Symmetry;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Problem;
import org.polyboard.core.model.AttackModels;

/** An instance with its board and piece resolved; the attack model is built on first use. */
final class DefaultProblem implements Problem {

    private final Instance instance;
    private final Board board;
    private final Piece piece;
    private volatile AttackModel model;
    private volatile List<int[]> invariance;

    DefaultProblem(Instance instance, Board board, Piece piece) {
        this.instance = instance;
        this.board = board;
        this.piece = piece;
    }

    @Override
    public Instance instance() {
        return instance;
    }

    @Override
    public Board board() {
        return board;
    }

    @Override
    public Piece piece() {
        return piece;
    }

    @Override
    public AttackModel model() {
        AttackModel result = model;
        if (result == null) {
            synchronized (this) {
                result = model;
                if (result == null) {
                    result = AttackModels.build(board, piece);
                    model = result;
                }
            }
        }
        return result;
    }

    @Override
    public List<int[]> invariance() {
        List<int[]> result = invariance;
        if (result == null) {
            result = Invariance.of(board, model(), symmetry());
            invariance = result;
        }
        return result;
    }

    /**
     * The number of pieces every solution must have when the instance asks for the placements of one size
     * ({@code size=k}), or {@code null}.
     */
    Integer size() {
        String text = instance.params().get("size");
        if (text == null) {
            return null;
        }
        try {
            return Integer.valueOf(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("size=" + text + " is not a whole number.");
        }
    }

    /** The symmetry the instance asks for, or {@code null}. */
    Symmetry symmetry() {
        String text = instance.params().get(Symmetry.PARAMETER);
        return text == null ? null : Symmetry.parse(text);
    }
}
