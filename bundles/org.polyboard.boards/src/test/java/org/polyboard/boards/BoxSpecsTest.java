package org.polyboard.boards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Box sizes: a box whose cells a board cannot count is refused with its size and the limit, not an overflow. */
class BoxSpecsTest {

    private final BoxBoardFactory boxes = new BoxBoardFactory();

    @Test
    void aBoxOfMoreCellsThanALongHoldsIsRefusedWithItsSize() {
        assertThatThrownBy(() -> boxes.create("100^12")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Board box:100^12 has 1.0e24 cells; a board holds at most 2^63 - 1 (about 9.2e18).");
        assertThatThrownBy(() -> boxes.create("10000^5"))
                .hasMessage("Board box:10000^5 has 1.0e20 cells; a board holds at most 2^63 - 1 (about 9.2e18).");
        assertThatThrownBy(() -> new RectBoardFactory().create("10000000x10000000x10000000"))
                .hasMessageContaining("has 1.0e21 cells");
    }

    @Test
    void theLargestBoxesThatFitAreBuilt() {
        assertThat(boxes.create("1000^6").cellCount()).isEqualTo(1_000_000_000_000_000_000L);
        assertThat(boxes.create("9^12").cellCount()).isEqualTo(282_429_536_481L);
        assertThat(boxes.create("4^3").cellCount()).isEqualTo(64);
    }
}
