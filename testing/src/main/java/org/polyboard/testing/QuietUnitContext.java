package org.polyboard.testing;

import org.polyboard.api.work.UnitContext;

/** The context of a work unit run by hand, in a test or a bench program: never stopped, its nodes not shown. */
public final class QuietUnitContext implements UnitContext {

    public static final UnitContext QUIET = new QuietUnitContext();

    private QuietUnitContext() {
    }

    @Override
    public boolean shouldStop() {
        return false;
    }

    @Override
    public void nodes(long delta) {
    }
}
