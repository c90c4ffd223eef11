package org.polyboard.api.problem;

/**
 * A {@code key=value} parameter a family accepts.
 *
 * @param name the key, e.g. {@code "n"}
 * @param description its meaning, one line
 * @param range the accepted values in words, e.g. {@code "1..128"}
 * @param defaultValue the value when absent, or {@code null} when the parameter is required or optional
 *     without default
 */
public record Parameter(String name, String description, String range, String defaultValue) {
}
