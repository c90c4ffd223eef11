package org.polyboard.solver.anneal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.AttackModel;
import org.polyboard.pieces.Knight;
import org.polyboard.testing.TestProblem;

/**
 * The scans of a move ({@link CoverState#gain}, {@link CoverState#soleCells}, {@link CoverState#attackers}) read the
 * same from the bit sets as from the neighbourhood lists, and both match their definitions counted from the placed
 * units alone, along random walks of places and removals: over single cells (queens, knights; the knights' words
 * are sparse) and over the half-turn orbits of a queen's board (units of two cells).
 */
class CoverStateTest {

    @Test
    void theBitSetScansReadWhatTheListScansRead() {
        AttackModel queens = TestProblem.of(13, 13, TestProblem.queen(), Objective.MIN_DOMINATION, null).model();
        AttackModel knights = TestProblem.of(12, 17, new Knight(), Objective.MIN_DOMINATION, null).model();
        walk(new Layout(queens, List.of(queens.symmetries().get(0))), 1);
        walk(new Layout(knights, List.of(knights.symmetries().get(0))), 2);
        walk(AnnealingSolver.centralOrbits(queens), 3);
    }

    private static void walk(Layout layout, long seed) {
        assertThat(layout.hoodWords).isNotNull();
        CoverState bits = new CoverState(layout, true);
        CoverState lists = new CoverState(layout, false);
        SplittableRandom random = new SplittableRandom(seed);
        for (int step = 0; step < 3_000; step++) {
            int unit = random.nextInt(layout.units);
            if (bits.chosen[unit]) {
                bits.unplace(unit);
                lists.unplace(unit);
            } else if (bits.placedCount < 12) {
                bits.place(unit);
                lists.place(unit);
            }
            int probe = random.nextInt(layout.units);
            int[] sharedBits = new int[layout.units];
            int[] sharedLists = new int[layout.units];
            int[] sharedCounted = new int[layout.units];
            int gain = bits.gain(probe, sharedBits);
            assertThat(lists.gain(probe, sharedLists)).isEqualTo(gain).isEqualTo(uncoveredIn(bits, probe, sharedCounted));
            assertThat(sharedBits).isEqualTo(sharedLists).isEqualTo(sharedCounted);
            int[] flagsBits = new int[layout.units];
            int[] flagsLists = new int[layout.units];
            bits.attackers(probe, flagsBits);
            lists.attackers(probe, flagsLists);
            assertThat(flagsBits).isEqualTo(flagsLists).isEqualTo(attackersCounted(bits, probe));
            for (int i = 0; i < bits.placedCount; i++) {
                int placed = bits.placed[i];
                assertThat(bits.soleCells(placed)).isEqualTo(lists.soleCells(placed)).isEqualTo(soleCounted(bits, placed));
            }
        }
    }

    /** How often {@code v} is covered by the placed units, from their neighbourhoods alone. */
    private static int coverOf(CoverState s, int v) {
        int count = 0;
        for (int i = 0; i < s.placedCount; i++) {
            if (contains(s.layout.hood[s.placed[i]], v)) {
                count++;
            }
        }
        return count;
    }

    private static int uncoveredIn(CoverState s, int unit, int[] shared) {
        int gain = 0;
        for (int v : s.layout.hood[unit]) {
            int c = coverOf(s, v);
            gain += c == 0 ? 1 : 0;
            if (c == 1) {
                for (int i = 0; i < s.placedCount; i++) {
                    if (contains(s.layout.hood[s.placed[i]], v)) {
                        shared[i]++;
                    }
                }
            }
        }
        return gain;
    }

    private static int[] attackersCounted(CoverState s, int unit) {
        int[] flags = new int[s.layout.units];
        for (int i = 0; i < s.placedCount; i++) {
            for (int cell : s.layout.members[s.placed[i]]) {
                if (contains(s.layout.hood[unit], cell)) {
                    flags[i] = 1;
                }
            }
        }
        return flags;
    }

    private static int soleCounted(CoverState s, int unit) {
        int count = 0;
        for (int v : s.layout.hood[unit]) {
            count += coverOf(s, v) == 1 ? 1 : 0;
        }
        return count;
    }

    private static boolean contains(int[] sorted, int v) {
        return Arrays.binarySearch(sorted, v) >= 0;
    }
}
