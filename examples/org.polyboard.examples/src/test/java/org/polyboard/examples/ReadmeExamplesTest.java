package org.polyboard.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/** Every Java block of the project's README.md is an excerpt of this module's sources, which the build compiles. */
class ReadmeExamplesTest {

    private static final Path README = Paths.get("../../README.md");
    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);

    @Test
    void everyJavaBlockOfTheReadmeIsCompiledHere() throws IOException {
        List<String> sources = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Paths.get("src/main/java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                sources.add(normalized(Files.readString(file)));
            }
        }
        Matcher blocks = JAVA_BLOCK.matcher(Files.readString(README));
        int count = 0;
        while (blocks.find()) {
            String block = normalized(blocks.group(1));
            count++;
            assertThat(sources).as("README.md Java block %d is not in src/main/java:%n%s", count, blocks.group(1))
                    .anyMatch(source -> source.contains(block));
        }
        assertThat(count).as("Java blocks in README.md").isGreaterThanOrEqualTo(5);
    }

    private static String normalized(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }
}
