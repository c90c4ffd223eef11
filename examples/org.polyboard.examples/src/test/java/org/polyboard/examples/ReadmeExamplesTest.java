package org.polyboard.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The documentation against the code: every Java block of the guides is an excerpt of this module's sources, which
 * the build compiles, and the README's table of API versions says what the {@code package-info} files say.
 */
class ReadmeExamplesTest {

    private static final Path ROOT = Paths.get("../..");
    private static final List<Path> GUIDES = List.of(ROOT.resolve("README.md"), ROOT.resolve("docs/embedding.md"),
            ROOT.resolve("docs/extending.md"));
    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL);
    /** In the README's bundle table: {@code `org.polyboard.api.board` 1.1.0, `.problem` 1.3.0, ...}. */
    private static final Pattern API_VERSION = Pattern.compile("`(?:org\\.polyboard\\.api)?\\.([a-z]+)` (\\d+\\.\\d+\\.\\d+)");
    private static final Pattern PACKAGE_VERSION = Pattern.compile("@org\\.osgi\\.annotation\\.versioning\\.Version\\(\"([^\"]+)\"\\)");

    @Test
    void everyJavaBlockOfTheGuidesIsCompiledHere() throws IOException {
        List<String> sources = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Paths.get("src/main/java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                sources.add(normalized(Files.readString(file)));
            }
        }
        int count = 0;
        for (Path guide : GUIDES) {
            Matcher blocks = JAVA_BLOCK.matcher(Files.readString(guide));
            while (blocks.find()) {
                String block = normalized(blocks.group(1));
                count++;
                assertThat(sources).as("%s: Java block %d is not in src/main/java:%n%s", guide, count, blocks.group(1))
                        .anyMatch(source -> source.contains(block));
            }
        }
        assertThat(count).as("Java blocks in the guides").isGreaterThanOrEqualTo(5);
    }

    @Test
    void theReadmesApiVersionsAreThoseOfThePackageInfos() throws IOException {
        String row = Files.readAllLines(ROOT.resolve("README.md")).stream()
                .filter(line -> line.startsWith("| `org.polyboard.api` |")).findFirst().orElseThrow();
        Map<String, String> documented = new LinkedHashMap<>();
        Matcher m = API_VERSION.matcher(row);
        while (m.find()) {
            documented.put(m.group(1), m.group(2));
        }
        Map<String, String> declared = new LinkedHashMap<>();
        Path api = ROOT.resolve("bundles/org.polyboard.api/src/main/java/org/polyboard/api");
        try (Stream<Path> infos = Files.walk(api)) {
            for (Path info : infos.filter(p -> p.getFileName().toString().equals("package-info.java")).sorted().toList()) {
                Matcher v = PACKAGE_VERSION.matcher(Files.readString(info));
                assertThat(v.find()).as(info.toString()).isTrue();
                declared.put(info.getParent().getFileName().toString(), v.group(1));
            }
        }
        assertThat(declared).isNotEmpty();
        assertThat(documented).as("the api row of README.md's bundle table").isEqualTo(declared);
    }

    private static String normalized(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }
}
