package org.polyboard.launcher;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import java.lang.reflect.InvocationTargetException;

import org.junit.Test;

public class MessagesTest {

    @Test
    public void theFirstNonBlankLineOfTheMessage() {
        assertEquals("n=0 is out of range 1..400.",
                Messages.firstLine(new IllegalArgumentException("\n  n=0 is out of range 1..400.  \nmore")));
        assertEquals("IllegalStateException", Messages.firstLine(new IllegalStateException()));
    }

    @Test
    public void aReflectiveWrapperShowsItsCause() {
        Exception wrapped = new InvocationTargetException(new IllegalArgumentException("Unknown family 'kings'."));
        assertEquals("Unknown family 'kings'.", Messages.firstLine(wrapped));
    }

    @Test
    public void anExhaustedHeapSaysHowToGiveTheRunMore() {
        String line = Messages.firstLine(new InvocationTargetException(new OutOfMemoryError("Java heap space")));
        assertTrue(line, line.startsWith("out of memory (Java heap space, "));
        assertTrue(line, line.contains(" MB at most): give the run more with JAVA_OPTS=-Xmx"));
    }
}
