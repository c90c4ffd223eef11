package org.polyboard.solver.swap;

import java.util.Arrays;

import org.polyboard.api.solve.AttackModel;

/**
 * An exact maximum for peaceable armies on small boards, independent of the SWAP code: branch and bound over
 * line colourings. A peaceable pair with m queens each exists iff the lines can be coloured so that at least m
 * cells have only white lines and m cells only black lines (colour the lines of white queens white, all others
 * black). Lines are coloured longest first; a partial colouring is abandoned when the cells that can still end up
 * all white, or all black, are at most the best value known. The colour exchange is broken by making the first
 * line white.
 */
final class ExactPeaceable {

    private final int[][] lines;
    private final int[] whiteLines;
    private final int[] blackLines;
    private int canWhite;
    private int canBlack;
    private int best;
    private long nodes;

    private ExactPeaceable(AttackModel model) {
        int count = model.lineCount();
        Integer[] order = new Integer[count];
        for (int l = 0; l < count; l++) {
            order[l] = l;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(model.line(b).length, model.line(a).length));
        this.lines = new int[count][];
        for (int i = 0; i < count; i++) {
            lines[i] = model.line(order[i]);
        }
        this.whiteLines = new int[model.cellCount()];
        this.blackLines = new int[model.cellCount()];
        this.canWhite = model.cellCount();
        this.canBlack = model.cellCount();
    }

    /** The maximum of min(|white|, |black|) over peaceable placements, and the nodes it took. */
    static long[] maximum(AttackModel model) {
        ExactPeaceable search = new ExactPeaceable(model);
        search.best = 0;
        if (model.lineCount() > 0) {
            search.colour(0, true);
        }
        return new long[] {search.best, search.nodes};
    }

    private void colour(int index, boolean white) {
        nodes++;
        int[] line = lines[index];
        for (int c : line) {
            if (white) {
                if (whiteLines[c]++ == 0) {
                    canBlack--;
                }
            } else if (blackLines[c]++ == 0) {
                canWhite--;
            }
        }
        if (Math.min(canWhite, canBlack) > best) {
            if (index + 1 == lines.length) {
                best = Math.min(canWhite, canBlack);
            } else {
                colour(index + 1, true);
                colour(index + 1, false);
            }
        }
        for (int c : line) {
            if (white) {
                if (--whiteLines[c] == 0) {
                    canBlack++;
                }
            } else if (--blackLines[c] == 0) {
                canWhite++;
            }
        }
    }
}
