package org.polyboard.launcher;

import java.util.List;

/** Turns command-line words into one Gogo command line that hands every word over unchanged. */
final class GogoQuoting {

    private GogoQuoting() {
    }

    /**
     * Quotes one word. Gogo, like sh, takes everything between single quotes literally ({@code $},
     * {@code {}}, {@code ;}, {@code |}, spaces, ...); a single quote itself is written as {@code '\''}.
     */
    static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    /** {@code scope:function 'arg1' 'arg2' ...}. */
    static String commandLine(String scope, String function, List<String> args) {
        StringBuilder line = new StringBuilder(scope).append(':').append(function);
        for (String arg : args) {
            line.append(' ').append(quote(arg));
        }
        return line.toString();
    }
}
