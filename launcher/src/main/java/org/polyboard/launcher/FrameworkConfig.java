package org.polyboard.launcher;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The framework properties of a run: {@code conf/config.properties} of the distribution, with
 * {@code ${name}} expanded, and overridden by system properties of the same name. System properties
 * in the framework's own namespaces ({@code felix.}, {@code gosh.}, {@code org.osgi.framework.},
 * {@code ds.}) are passed on too.
 */
final class FrameworkConfig {

    static final String HOME = "polyboard.home";
    static final String VERSION = "polyboard.version";

    private static final Pattern VARIABLE = Pattern.compile("\\$\\{([^}]+)}");
    private static final List<String> PASSED_ON = List.of("felix.", "gosh.", "org.osgi.framework.", "ds.");

    private FrameworkConfig() {
    }

    static Map<String, String> load(Path home, String version, Properties system) throws IOException {
        Properties file = new Properties();
        Path path = home.resolve("conf").resolve("config.properties");
        if (Files.isRegularFile(path)) {
            try (Reader reader = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
                file.load(reader);
            }
        }
        Map<String, String> variables = new LinkedHashMap<>();
        system.stringPropertyNames().forEach(name -> variables.put(name, system.getProperty(name)));
        variables.put(HOME, home.toString());

        Map<String, String> config = new LinkedHashMap<>();
        for (String name : file.stringPropertyNames()) {
            String value = system.getProperty(name, file.getProperty(name));
            config.put(name, expand(value, variables));
        }
        for (String name : system.stringPropertyNames()) {
            if (PASSED_ON.stream().anyMatch(name::startsWith)) {
                config.putIfAbsent(name, system.getProperty(name));
            }
        }
        config.put(HOME, home.toString());
        config.put(VERSION, version);
        return config;
    }

    /** Replaces each {@code ${name}} by its value in {@code variables}, or by nothing. */
    static String expand(String value, Map<String, String> variables) {
        Matcher matcher = VARIABLE.matcher(value);
        StringBuilder expanded = new StringBuilder();
        while (matcher.find()) {
            String replacement = variables.getOrDefault(matcher.group(1), "");
            matcher.appendReplacement(expanded, Matcher.quoteReplacement(replacement));
        }
        matcher.appendTail(expanded);
        return expanded.toString();
    }
}
