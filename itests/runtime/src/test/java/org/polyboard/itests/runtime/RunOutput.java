package org.polyboard.itests.runtime;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Reading what a run of the distribution wrote: its checkpoint journal's lines and its JSON result's fields. */
final class RunOutput {

    private RunOutput() {
    }

    /** The lines of {@code file}, 0 while it does not exist. */
    static long lines(Path file) throws IOException {
        if (!Files.exists(file)) {
            return 0;
        }
        try (Stream<String> lines = Files.lines(file)) {
            return lines.count();
        }
    }

    /** A top-level or stats value of the JSON: a number, a boolean or a string's text. */
    static String field(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\":(\"([^\"]*)\"|[^,}]*)").matcher(json);
        if (!m.find()) {
            throw new AssertionError("no " + name + " in " + json);
        }
        return m.group(2) != null ? m.group(2) : m.group(1);
    }
}
