package org.polyboard.pieces;

import java.util.ArrayList;
import java.util.List;

import org.osgi.service.component.annotations.Component;
import org.polyboard.api.board.Piece;

/** The knight: one step along one axis and two along another. */
@Component(service = Piece.class, property = Piece.ID + "=knight")
public final class Knight extends AbstractLeaper {

    @Override
    public String glyph() {
        return "N";
    }

    @Override
    public String id() {
        return "knight";
    }

    @Override
    public String description() {
        return "knight: leaps one square along one axis and two along another (any dimension)";
    }

    @Override
    int[][] offsets(int d) {
        List<int[]> result = new ArrayList<>();
        for (int a = 0; a < d; a++) {
            for (int b = 0; b < d; b++) {
                if (a == b) {
                    continue;
                }
                for (int sa = -1; sa <= 1; sa += 2) {
                    for (int sb = -1; sb <= 1; sb += 2) {
                        int[] v = new int[d];
                        v[a] = sa;
                        v[b] = 2 * sb;
                        result.add(v);
                    }
                }
            }
        }
        return result.toArray(new int[0][]);
    }
}
