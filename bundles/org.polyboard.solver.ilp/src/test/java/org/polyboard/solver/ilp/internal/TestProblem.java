package org.polyboard.solver.ilp.internal;

import java.util.Map;
import java.util.function.Consumer;

import org.polyboard.api.board.Board;
import org.polyboard.api.board.Piece;
import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.api.solve.Problem;

/** A problem on an n x n board whose attack model is given, as the core would provide it. */
record TestProblem(Instance instance, Board board, Piece piece, AttackModel model) implements Problem {

    static TestProblem of(String pieceId, int n, AttackModel model, Objective objective) {
        Instance instance = new Instance("test", Map.of("n", Integer.toString(n)), "square:" + n, pieceId, objective);
        return new TestProblem(instance, new Square(n), new NamedPiece(pieceId), model);
    }

    record Square(int n) implements Board {

        @Override
        public String description() {
            return n + "x" + n;
        }

        @Override
        public int dimension() {
            return 2;
        }

        @Override
        public int extent(int axis) {
            return n;
        }

        @Override
        public boolean contains(int[] cell) {
            return cell[0] >= 0 && cell[0] < n && cell[1] >= 0 && cell[1] < n;
        }

        @Override
        public long cellCount() {
            return (long) n * n;
        }
    }

    /** The solver never asks the piece anything: it reads the attack model. */
    record NamedPiece(String id) implements Piece {

        @Override
        public String description() {
            return id;
        }

        @Override
        public void forEachAttacked(Board board, int[] from, Consumer<int[]> sink) {
            throw new UnsupportedOperationException("the solver must read the attack model, not piece " + id);
        }

        @Override
        public int lineKeys(Board board, int[] cell, long[] keys) {
            throw new UnsupportedOperationException("the solver must read the attack model, not piece " + id);
        }

        @Override
        public int maxLines(Board board) {
            throw new UnsupportedOperationException("the solver must read the attack model, not piece " + id);
        }
    }
}
