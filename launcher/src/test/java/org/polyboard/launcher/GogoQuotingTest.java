package org.polyboard.launcher;

import static org.junit.Assert.assertEquals;

import java.util.List;

import org.junit.Test;

public class GogoQuotingTest {

    @Test
    public void everyWordIsSingleQuoted() {
        assertEquals("pb:table 'knight-cover' 'n=1..10' '--format' 'json'",
                GogoQuoting.commandLine("pb", "table", List.of("knight-cover", "n=1..10", "--format", "json")));
    }

    @Test
    public void aSingleQuoteIsClosedEscapedAndReopened() {
        assertEquals("'it'\\''s'", GogoQuoting.quote("it's"));
    }

    @Test
    public void gogoSyntaxStaysInsideTheQuotes() {
        assertEquals("'$x {a} ; | \\ \"q\"'", GogoQuoting.quote("$x {a} ; | \\ \"q\""));
        assertEquals("''", GogoQuoting.quote(""));
    }
}
