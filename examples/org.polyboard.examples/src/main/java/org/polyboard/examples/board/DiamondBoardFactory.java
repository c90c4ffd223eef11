package org.polyboard.examples.board;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Board;
import org.polyboard.api.board.BoardFactory;

/** {@code diamond:R}: the cells (x, y) with |x - R| + |y - R| <= R, a square standing on its corner. */
@Component(service = BoardFactory.class, property = BoardFactory.ID + "=diamond")
public final class DiamondBoardFactory implements BoardFactory {
    public String id() { return "diamond"; }
    public String description() { return "diamond diamond:R: the cells within R orthogonal steps of the centre"; }

    public Board create(String arguments) {
        int radius;
        try {
            radius = Integer.parseInt(arguments.trim());
        } catch (NumberFormatException e) {
            radius = -1;
        }
        if (radius < 0 || radius > 100) {
            throw new IllegalArgumentException("diamond:" + arguments + ": the radius must be a whole number 0..100.");
        }
        return new Diamond(radius);
    }

    /** Immutable, as boards must be; 0-based coordinates in the (2R+1)^2 bounding box. */
    record Diamond(int radius) implements Board {
        public String description() { return "diamond " + radius; }
        public int dimension() { return 2; }
        public int extent(int axis) { return 2 * radius + 1; }
        public long cellCount() { return 2L * radius * (radius + 1) + 1; }
        public boolean contains(int[] cell) {
            return cell[0] >= 0 && cell[1] >= 0 && cell[0] <= 2 * radius && cell[1] <= 2 * radius
                    && Math.abs(cell[0] - radius) + Math.abs(cell[1] - radius) <= radius;
        }
    }
}
