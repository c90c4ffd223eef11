package org.polyboard.solver.enumerate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The most two-dimensional queens on a set of cells, as {@link PlaneMaxima} bounds them by the lines of four
 * directions and searches them, against a brute force that knows only the queens' moves: random sets of cells of
 * every density on boards of 1×1 to 9×9, each asked under every limit, twice (the second answer from the cache).
 */
class PlaneMaximaTest {

    @Test
    void theMostQueensOnRandomSetsOfCellsAreThoseOfABruteForce() {
        Random random = new Random(12);
        for (int n = 1; n <= 9; n++) {
            int words = (n * n + 63) / 64;
            PlaneMaxima maxima = new PlaneMaxima(n, words);
            for (int trial = 0; trial < 60; trial++) {
                long[] cells = randomCells(random, n, words);
                int most = most(cells, n, 0, new int[n], 0);
                for (int limit = n; limit >= 0; limit--) {
                    for (int again = 0; again < 2; again++) {
                        assertThat(maxima.atMost(cells, 0, limit)).as("n=%d trial %d limit %d", n, trial, limit)
                                .isEqualTo(Math.min(limit, most));
                    }
                }
            }
        }
    }

    /**
     * Asked down to a floor only, the answer is exact when the most queens reach the floor, and below the floor but
     * not below the most otherwise: on fresh caches and on caches that already hold a part of the answer.
     */
    @Test
    void aFloorStopsTheRefutationsWithoutLosingTheAnswer() {
        Random random = new Random(34);
        for (int n = 2; n <= 8; n++) {
            int words = (n * n + 63) / 64;
            PlaneMaxima warm = new PlaneMaxima(n, words);
            for (int trial = 0; trial < 60; trial++) {
                long[] cells = randomCells(random, n, words);
                int most = most(cells, n, 0, new int[n], 0);
                for (int limit = n; limit >= 0; limit--) {
                    for (int floor = 0; floor <= limit; floor++) {
                        for (PlaneMaxima maxima : new PlaneMaxima[] {new PlaneMaxima(n, words), warm}) {
                            int answer = maxima.atMost(cells, 0, limit, floor);
                            String as = String.format("n=%d trial %d limit %d floor %d most %d", n, trial, limit, floor,
                                    most);
                            if (Math.min(limit, most) >= floor) {
                                assertThat(answer).as(as).isEqualTo(Math.min(limit, most));
                            } else {
                                assertThat(answer).as(as).isLessThan(floor).isGreaterThanOrEqualTo(most);
                            }
                        }
                    }
                }
                assertThat(warm.atMost(cells, 0, n)).isEqualTo(most);
            }
        }
    }

    /**
     * Planes named as a walk names them, their cells shrinking a few at a time and growing back to an earlier set, as
     * when queens are placed and taken away: every answer, given down to a random floor, is the brute force's, whether
     * it comes from a kept placement, the cache or a search.
     */
    @Test
    void keptPlacementsAnswerOnlyWhileTheyLieOnFreeCells() {
        Random random = new Random(56);
        for (int n = 3; n <= 8; n++) {
            int words = (n * n + 63) / 64;
            int planes = 3;
            PlaneMaxima maxima = new PlaneMaxima(n, words, planes);
            for (int trial = 0; trial < 16; trial++) {
                int plane = random.nextInt(planes);
                long[][] levels = new long[41][];
                levels[0] = randomCells(random, n, words);
                int depth = 0;
                for (int step = 0; step < 40; step++) {
                    if (depth > 0 && random.nextInt(4) == 0) {
                        depth = random.nextInt(depth);
                    } else {
                        long[] next = levels[depth].clone();
                        for (int cut = random.nextInt(4); cut > 0; cut--) {
                            int c = random.nextInt(n * n);
                            next[c >>> 6] &= ~(1L << c);
                        }
                        levels[++depth] = next;
                    }
                    long[] cells = levels[depth];
                    int most = most(cells, n, 0, new int[n], 0);
                    int limit = random.nextInt(n + 1);
                    int floor = random.nextInt(limit + 1);
                    int answer = maxima.atMost(cells, 0, limit, floor, plane);
                    String as = String.format("n=%d trial %d step %d limit %d floor %d most %d", n, trial, step, limit,
                            floor, most);
                    if (Math.min(limit, most) >= floor) {
                        assertThat(answer).as(as).isEqualTo(Math.min(limit, most));
                    } else {
                        assertThat(answer).as(as).isLessThan(floor).isGreaterThanOrEqualTo(most);
                    }
                }
            }
        }
    }

    /** The cells of an n×n plane, each kept with a probability drawn for the whole set. */
    private static long[] randomCells(Random random, int n, int words) {
        double density = random.nextDouble();
        long[] cells = new long[words];
        for (int c = 0; c < n * n; c++) {
            if (random.nextDouble() < density) {
                cells[c >>> 6] |= 1L << c;
            }
        }
        return cells;
    }

    private static boolean attacks(int c, int d, int n) {
        int dr = Math.abs(c / n - d / n);
        int dc = Math.abs(c % n - d % n);
        return c != d && (dr == 0 || dc == 0 || dr == dc);
    }

    /** The most queens on {@code cells} from cell {@code from} on, none attacking the {@code count} in {@code placed}. */
    private static int most(long[] cells, int n, int from, int[] placed, int count) {
        int best = count;
        for (int c = from; c < n * n; c++) {
            if ((cells[c >>> 6] & 1L << c) == 0) {
                continue;
            }
            boolean free = true;
            for (int i = 0; i < count && free; i++) {
                free = !attacks(placed[i], c, n);
            }
            if (free) {
                placed[count] = c;
                best = Math.max(best, most(cells, n, c + 1, placed, count + 1));
            }
        }
        return best;
    }
}
