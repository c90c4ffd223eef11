package org.polyboard.family.peaceable;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

import org.polyboard.api.problem.Fraction;
import org.polyboard.api.problem.KnownValue;

/** Published values (problem, key, value, status, source), read from {@code published.tsv}; for comparison only. */
final class PublishedValues {

    private final Map<String, KnownValue> values;

    private PublishedValues(Map<String, KnownValue> values) {
        this.values = values;
    }

    static PublishedValues load() {
        Map<String, KnownValue> values = new HashMap<>();
        try (InputStream in = PublishedValues.class.getResourceAsStream("published.tsv")) {
            if (in == null) {
                throw new IllegalStateException("published.tsv is missing from " + PublishedValues.class.getPackageName());
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            reader.readLine();
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String[] f = line.split("\t");
                if (f.length >= 5) {
                    values.put(f[0] + "/" + f[1], new KnownValue(Fraction.parse(f[2]), f[3].startsWith("proven"), f[4]));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new PublishedValues(values);
    }

    Optional<KnownValue> get(String problem, String key) {
        return Optional.ofNullable(values.get(problem + "/" + key));
    }
}
