package org.polyboard.api.problem;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A {@code key=value} parameter a family accepts, with helpers that read and check it.
 *
 * @param name the key, e.g. {@code "n"}
 * @param description its meaning, one line
 * @param range the accepted values in words, e.g. {@code "1..128"}
 * @param defaultValue the value when absent, or {@code null} when there is none
 */
public record Parameter(String name, String description, String range, String defaultValue) {

    /**
     * Rejects keys that are not among {@code accepted}.
     *
     * @throws IllegalArgumentException naming the unknown key and the valid ones
     */
    public static void checkKeys(String family, Map<String, String> params, List<Parameter> accepted) {
        for (String key : params.keySet()) {
            if (accepted.stream().noneMatch(p -> p.name().equals(key))) {
                throw new IllegalArgumentException("Unknown parameter '" + key + "' for " + family + "; valid: "
                        + accepted.stream().map(Parameter::name).collect(Collectors.joining(", ")) + ".");
            }
        }
    }

    /** Whether {@code params} sets this parameter. */
    public boolean isSet(Map<String, String> params) {
        return params.containsKey(name);
    }

    /**
     * Reads this parameter as a whole number in {@code min..max}, falling back to the default.
     *
     * @throws IllegalArgumentException when it is absent without default, not a whole number, or out of range
     */
    public int intValue(Map<String, String> params, int min, int max) {
        String text = params.getOrDefault(name, defaultValue);
        if (text == null) {
            throw new IllegalArgumentException("Missing parameter " + name + "= (" + description + ", " + range + ").");
        }
        long value;
        try {
            value = Long.parseLong(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + "=" + text + " is not a whole number (" + range + ").");
        }
        if (value < min || value > max) {
            throw new IllegalArgumentException(name + "=" + text + " is out of range " + min + ".." + max + ".");
        }
        return (int) value;
    }

    /**
     * Reads this parameter as one of {@code choices}, falling back to the default.
     *
     * @throws IllegalArgumentException naming the valid choices
     */
    public String choice(Map<String, String> params, List<String> choices) {
        String text = params.getOrDefault(name, defaultValue);
        if (text == null || !choices.contains(text)) {
            throw new IllegalArgumentException(name + "=" + text + " is not valid; valid: " + String.join(", ", choices) + ".");
        }
        return text;
    }
}
