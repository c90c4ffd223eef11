package org.polyboard.support.words;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import org.polyboard.api.solve.ClusterTarget;
import org.polyboard.api.solve.Renderer;

/**
 * Reads the {@code key=value} words of a command and the ranges in them: the one reading of parameters that the
 * shell commands and the HTTP API share, with the same messages.
 */
public final class Words {

    /** Most values one range may expand to. */
    public static final int MAX_RANGE = 10_000;

    private Words() {
    }

    /**
     * The output formats of the registered renderers, by name, from their service properties ({@link
     * Renderer#FORMAT}); none when {@code renderers} is {@code null} (none registered yet).
     */
    public static List<String> formats(List<Map<String, Object>> renderers) {
        TreeSet<String> names = new TreeSet<>();
        for (Map<String, Object> properties : renderers == null ? List.<Map<String, Object>>of() : renderers) {
            Object format = properties.get(Renderer.FORMAT);
            if (format != null) {
                names.add(format.toString());
            }
        }
        return List.copyOf(names);
    }

    /**
     * Reads {@code key=value} words.
     *
     * @throws IllegalArgumentException for options the command does not know, words without '=', repeated keys
     */
    public static Map<String, String> params(String[] words) {
        Map<String, String> params = new LinkedHashMap<>();
        for (String word : words == null ? new String[0] : words) {
            if (word.startsWith("-")) {
                throw new IllegalArgumentException("Unknown option '" + word + "'; 'help' lists the options of each command.");
            }
            int eq = word.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("Expected key=value, got '" + word + "' (e.g. n=8).");
            }
            String key = word.substring(0, eq).trim();
            if (params.put(key, word.substring(eq + 1).trim()) != null) {
                throw new IllegalArgumentException("Parameter " + key + "= is given twice.");
            }
        }
        return params;
    }

    /**
     * The family id that starts the words of {@code command}.
     *
     * @throws IllegalArgumentException when the words do not start with one
     */
    public static String family(String command, String example, String[] words) {
        if (words == null || words.length == 0 || words[0].contains("=") || words[0].startsWith("-")) {
            throw new IllegalArgumentException(command + " needs a family first, e.g. " + command + " " + example
                    + "; 'families' lists them.");
        }
        return words[0];
    }

    /** The words after the family id. */
    public static String[] rest(String[] words) {
        return java.util.Arrays.copyOfRange(words, 1, words.length);
    }

    /** The one job id in {@code words}. */
    public static int jobId(String[] words) {
        try {
            if (words != null && words.length == 1 && Integer.parseInt(words[0].trim()) >= 0) {
                return Integer.parseInt(words[0].trim());
            }
        } catch (NumberFormatException e) {
            // below
        }
        throw new IllegalArgumentException("cancel takes one job id, a number as 'jobs' lists it.");
    }

    /**
     * Whether a parameter value of {@code table} is meant as a range: "1..10", "4,6,8" or a mix, perhaps
     * malformed ("1..x", "3..1"), but not a value that merely holds dots or commas such as a shape file
     * "file:../ring.txt" or "file:a,b.txt".
     */
    public static boolean isRange(String value) {
        return (value.contains("..") || value.contains(",")) && !value.contains(":") && !value.contains("/")
                && !value.contains("\\");
    }

    /**
     * The one key of {@code params} whose value is a range, for the table of {@code family}.
     *
     * @throws IllegalArgumentException when there is none, or more than one
     */
    public static String rangeKey(String family, Map<String, String> params) {
        String rangeKey = null;
        for (Map.Entry<String, String> e : params.entrySet()) {
            if (isRange(e.getValue())) {
                if (rangeKey != null) {
                    throw new IllegalArgumentException("Only one parameter may be a range; got " + rangeKey + "= and " + e.getKey() + "=.");
                }
                rangeKey = e.getKey();
            }
        }
        if (rangeKey == null) {
            throw new IllegalArgumentException("table needs a range, e.g. table " + family + " n=1..10.");
        }
        return rangeKey;
    }

    /**
     * Expands {@code 1..10}, {@code 1,3,5} or {@code 4..12,16} to the integers it names.
     *
     * @throws IllegalArgumentException when malformed, descending or too long
     */
    public static List<Integer> range(String key, String text) {
        List<Integer> values = new ArrayList<>();
        for (String part : text.split(",")) {
            String p = part.trim();
            int dots = p.indexOf("..");
            try {
                if (dots < 0) {
                    values.add(Integer.parseInt(p));
                } else {
                    int from = Integer.parseInt(p.substring(0, dots).trim());
                    int to = Integer.parseInt(p.substring(dots + 2).trim());
                    if (to < from) {
                        throw new IllegalArgumentException(key + "=" + text + ": the range " + p + " is empty.");
                    }
                    if ((long) to - from + values.size() >= MAX_RANGE) {
                        throw new IllegalArgumentException(key + "=" + text + " names more than " + MAX_RANGE + " values.");
                    }
                    for (int v = from; v <= to; v++) {
                        values.add(v);
                    }
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(key + "=" + text + " is not a range such as 1..10 or 1,3,5.");
            }
        }
        return values;
    }

    /**
     * The cluster {@code --cluster} and {@code --name} name, or {@code null} when {@code --cluster} is not given.
     *
     * @throws IllegalArgumentException for a malformed address or name, or a name without a cluster
     */
    public static ClusterTarget cluster(String members, String name) {
        if (members.isEmpty()) {
            if (!name.isEmpty()) {
                throw new IllegalArgumentException("--name names the cluster of --cluster; give --cluster HOST:PORT too.");
            }
            return null;
        }
        return ClusterTarget.parse(members, name);
    }

    /** The most threads a solve may ask for: far above any machine's pool, low enough to catch a typo. */
    public static final int MAX_THREADS = 4096;

    /**
     * Reads a solve's share of the shared pool ({@code --threads N}): how many of its tasks may run at once; 0 means
     * the whole pool (a share larger than the pool gets the pool).
     *
     * @throws IllegalArgumentException when not a whole number from 0 to {@link #MAX_THREADS}
     */
    public static int threads(String text) {
        try {
            int threads = Integer.parseInt(text.trim());
            if (threads < 0 || threads > MAX_THREADS) {
                throw new NumberFormatException();
            }
            return threads;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--threads " + text + " is not a number of threads from 0 to "
                    + MAX_THREADS + " (0: all of the pool).");
        }
    }

    /**
     * Reads the share of the units found in the checkpoints that a resumed run searches again ({@code --recheck}): a
     * fraction from 0 to 1 ({@code 0.01}) or a percentage ({@code 1%}); returned as the fraction's text.
     *
     * @throws IllegalArgumentException when malformed or out of range
     */
    public static String recheck(String text) {
        String t = text.trim();
        boolean percent = t.endsWith("%");
        try {
            double share = Double.parseDouble(percent ? t.substring(0, t.length() - 1) : t) / (percent ? 100 : 1);
            if (!(share >= 0 && share <= 1)) {
                throw new NumberFormatException();
            }
            return Double.toString(share);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--recheck " + text + " is not a share from 0 to 1 or a percentage"
                    + " (e.g. 0.01 or 1%).");
        }
    }

    /**
     * Reads {@code --proof}: {@code own} (a proof by our own search only: true) or {@code any} (or nothing: false).
     *
     * @throws IllegalArgumentException for any other word
     */
    public static boolean ownProof(String text) {
        String t = text.trim();
        if (t.isEmpty() || t.equals("any")) {
            return false;
        }
        if (t.equals("own")) {
            return true;
        }
        throw new IllegalArgumentException("--proof " + text + " is neither own (a proof by Polyboard's own search only)"
                + " nor any.");
    }

    /**
     * Reads a time limit in seconds (decimals allowed) as milliseconds; 0 means none.
     *
     * @throws IllegalArgumentException when malformed or negative
     */
    public static long timeoutMillis(String text) {
        try {
            double seconds = Double.parseDouble(text.trim());
            if (seconds < 0 || Double.isNaN(seconds) || seconds > 1e9) {
                throw new NumberFormatException();
            }
            return Math.round(seconds * 1000);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--timeout " + text + " is not a number of seconds (0 for none).");
        }
    }
}
