package org.polyboard.core.journal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.polyboard.api.problem.Instance;
import org.polyboard.api.problem.Objective;
import org.polyboard.api.solve.Checkpoints;
import org.polyboard.api.solve.Placement;
import org.polyboard.api.solve.Recorded;
import org.polyboard.api.solve.SolveResult;
import org.polyboard.core.render.JsonCodec;

/**
 * The journal of one data folder: {@code results.jsonl}, one record per finished solve (the JSON of
 * the result, as {@code solve --format json} prints it, plus {@code when}, {@code solverVersion},
 * {@code all} and {@code timeoutMillis}), and {@code checkpoints.jsonl}, one record per finished
 * subproblem of a solve (its solve's short id, the subproblem {@code id} and the solver's {@code data}) after a
 * header per run that says which solve the short id names (see {@link #checkpoints}). Both are
 * {@link JournalFile}s. Thread-safe.
 */
public final class Journal {

    public static final String RESULTS = "results.jsonl";
    public static final String CHECKPOINTS = "checkpoints.jsonl";
    /** The member of a checkpoint header that holds its solve's short id. */
    static final String SOLVE = "solve";
    /** The member of a subproblem's checkpoint that names its solve by the short id. */
    static final String SOLVE_ID = "s";
    /**
     * The member that holds a checkpoint's data deflated (base64 of its JSON text, deflated), instead of {@code data},
     * when the text is longer than {@link #DEFLATE_OVER} characters: the units that split list the nodes they left
     * open, most of a long search's checkpoints by size, and those lists deflate to about a third.
     */
    static final String DATA_DEFLATED = "dz";
    static final int DEFLATE_OVER = 512;

    private final Path folder;
    private final JournalFile results;
    private final JournalFile checkpoints;

    /**
     * Results with more pieces than this (over all their solutions) are recorded without their solutions, which
     * would make the journal grow by megabytes per solve and slow every read of it; such records are listed but
     * not reused by {@code table}, which re-verifies what it reuses.
     */
    static final long MAX_RECORDED_PIECES = 100_000;

    /** The stat that says a record left out its solutions, and how many pieces they had. */
    static final String SOLUTIONS_OMITTED = "solutionsOmitted";

    public Journal(Path folder, Executor executor, Consumer<String> warnings) {
        this.folder = folder;
        this.results = new JournalFile(folder.resolve(RESULTS), executor, warnings);
        this.checkpoints = new JournalFile(folder.resolve(CHECKPOINTS), executor, warnings);
    }

    public Path folder() {
        return folder;
    }

    /**
     * Records a finished solve; returns once the record is on the disk, after every checkpoint queued
     * before it.
     */
    public void record(SolveResult result, String solverVersion, boolean all, long timeoutMillis, Instant when) {
        record(result, solverVersion, all, timeoutMillis, when, Map.of());
    }

    /** As {@link #record(SolveResult, String, boolean, long, Instant)}, with the run settings of the solve. */
    public void record(SolveResult result, String solverVersion, boolean all, long timeoutMillis, Instant when,
            Map<String, String> settings) {
        checkpoints.flush();
        long pieces = 0;
        for (Placement p : result.solutions()) {
            pieces += p.cells().size() + p.black().size();
        }
        SolveResult kept = pieces <= MAX_RECORDED_PIECES ? result
                : result.toBuilder().solutions(List.of()).stat(SOLUTIONS_OMITTED, pieces + " pieces").build();
        JsonObject codec = JsonParser.parseString(JsonCodec.write(kept)).getAsJsonObject();
        JsonObject record = new JsonObject();
        record.addProperty("when", when.toString());
        for (Map.Entry<String, JsonElement> e : codec.entrySet()) {
            record.add(e.getKey(), e.getValue());
            if (e.getKey().equals("solver")) {
                record.addProperty("solverVersion", solverVersion);
            }
        }
        record.addProperty("all", all);
        record.addProperty("timeoutMillis", timeoutMillis);
        if (!settings.isEmpty()) {
            JsonObject runSettings = new JsonObject();
            settings.forEach(runSettings::addProperty);
            record.add("settings", runSettings);
        }
        results.append(record);
    }

    /** The recorded solves, oldest first, of {@code family} (all when {@code null}) whose parameters include {@code params}. */
    public List<Recorded> results(String family, Map<String, String> params) {
        List<Recorded> list = new ArrayList<>();
        for (JsonObject o : results.read()) {
            Recorded r;
            try {
                r = recorded(o);
            } catch (RuntimeException e) {
                continue; // a record this version cannot read (checksum fine, fields not)
            }
            SolveResult result = r.result();
            if (family != null && !family.equals(result.family())) {
                continue;
            }
            boolean match = params.entrySet().stream()
                    .allMatch(p -> p.getValue().equals(result.params().get(p.getKey())));
            if (match) {
                list.add(r);
            }
        }
        return list;
    }

    /**
     * The checkpoints of one solve. When resuming, the file is read one record at a time and only where this solve's
     * records are is kept (an offset per subproblem), each read again when asked for, so memory holds the ids, not
     * what was saved: a resumed run of a long proof has hundreds of thousands of them.
     * <p>
     * A run writes its solve's key once, in a header record ({@code "solve"}: the key's {@link Key#sid() short id},
     * the key's fields and the time), and each finished subproblem as {@code {"s":<short id>,"id":…,"data":{…}}}:
     * the key and a time on every record made them three times larger (27×27 independent queen domination: 447 MB
     * for 827 063 units). Data longer than {@link #DEFLATE_OVER} characters (the open nodes of a unit that split) is
     * written deflated. Records written before that, with the whole key, are still read.
     *
     * @param resume whether {@link Checkpoints#load} returns what earlier runs saved (else always empty)
     */
    public Checkpoints checkpoints(Instance instance, boolean all, String solver, String solverVersion, boolean resume) {
        Key key = new Key(instance.family(), new LinkedHashMap<>(instance.params()), instance.objective().name(), all,
                solver, solverVersion == null ? "" : solverVersion);
        String sid = key.sid();
        Map<String, Long> saved = new ConcurrentHashMap<>();
        if (resume) {
            checkpoints.readOffsets((o, offset) -> {
                try {
                    JsonElement s = o.get(SOLVE_ID);
                    boolean ours = s != null ? sid.equals(s.getAsString()) : o.has("family") && key.equals(Key.of(o));
                    if (ours && o.has("id") && (o.has(DATA_DEFLATED) || o.get("data").isJsonObject())) {
                        saved.put(o.get("id").getAsString(), offset);
                    }
                } catch (RuntimeException e) {
                    // not a checkpoint this version can read
                }
            });
        }
        return new Checkpoints() {
            /** Whether this run wrote the key's header yet: once, before its first subproblem. */
            private boolean headed;

            @Override
            public Optional<Map<String, String>> load(String id) {
                Long offset = saved.get(id);
                JsonObject o = offset == null ? null : checkpoints.readAt(offset);
                try {
                    return o == null || !id.equals(o.get("id").getAsString()) ? Optional.empty()
                            : Optional.of(strings(data(o)));
                } catch (RuntimeException e) {
                    return Optional.empty();
                }
            }

            @Override
            public void save(String id, Map<String, String> data) {
                synchronized (this) {
                    // queued under the lock: no subproblem of this run goes to the file before the header
                    if (!headed) {
                        JsonObject header = new JsonObject();
                        header.addProperty(SOLVE, sid);
                        key.json().entrySet().forEach(e -> header.add(e.getKey(), e.getValue()));
                        header.addProperty("when", Instant.now().toString());
                        checkpoints.appendLater(header);
                        headed = true;
                    }
                }
                JsonObject record = new JsonObject();
                record.addProperty(SOLVE_ID, sid);
                record.addProperty("id", id);
                JsonObject d = new JsonObject();
                data.forEach(d::addProperty);
                String text = d.toString();
                if (text.length() > DEFLATE_OVER) {
                    record.addProperty(DATA_DEFLATED, deflate(text));
                } else {
                    record.add("data", d);
                }
                checkpoints.appendLater(record);
            }
        };
    }

    /**
     * A checkpoint's data, written as it is or deflated ({@link #DATA_DEFLATED}).
     *
     * @throws IllegalArgumentException when deflated data does not inflate to a JSON object
     */
    private static JsonObject data(JsonObject o) {
        JsonElement deflated = o.get(DATA_DEFLATED);
        if (deflated == null) {
            return o.getAsJsonObject("data");
        }
        byte[] bytes = Base64.getDecoder().decode(deflated.getAsString());
        try (InputStream in = new InflaterInputStream(new ByteArrayInputStream(bytes))) {
            return JsonParser.parseString(new String(in.readAllBytes(), StandardCharsets.UTF_8)).getAsJsonObject();
        } catch (IOException e) {
            throw new IllegalArgumentException("a deflated checkpoint that does not inflate", e);
        }
    }

    private static String deflate(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        try (OutputStream out = new DeflaterOutputStream(bytes, deflater)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a stream in memory does not fail
        } finally {
            deflater.end();
        }
        return Base64.getEncoder().encodeToString(bytes.toByteArray());
    }

    /** Waits until everything queued is on the disk. */
    public void flush() {
        checkpoints.flush();
        results.flush();
    }

    private static Recorded recorded(JsonObject o) {
        SolveResult parsed = JsonCodec.read(o.toString());
        SolveResult.Builder b = parsed.toBuilder();
        b.verified(o.has("verified") && o.get("verified").getAsBoolean());
        b.millis(o.has("millis") ? o.get("millis").getAsLong() : 0);
        b.proof(string(o, "proof"));
        b.message(string(o, "message"));
        if (o.has("stats") && o.get("stats").isJsonObject()) {
            strings(o.getAsJsonObject("stats")).forEach(b::stat);
        }
        Instant when;
        try {
            when = Instant.parse(string(o, "when"));
        } catch (DateTimeParseException e) {
            when = Instant.EPOCH;
        }
        Map<String, String> settings = o.has("settings") && o.get("settings").isJsonObject()
                ? strings(o.getAsJsonObject("settings")) : Map.of();
        return new Recorded(b.build(), string(o, "solverVersion"), o.has("all") && o.get("all").getAsBoolean(),
                o.has("timeoutMillis") ? o.get("timeoutMillis").getAsLong() : 0, when, settings);
    }

    private static String string(JsonObject o, String key) {
        JsonElement e = o.get(key);
        return e == null || e.isJsonNull() ? "" : e.getAsString();
    }

    private static Map<String, String> strings(JsonObject o) {
        Map<String, String> map = new LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> e : o.entrySet()) {
            map.put(e.getKey(), e.getValue().getAsString());
        }
        return map;
    }

    /** What a checkpoint belongs to: one solve, as a resumed run must repeat it. */
    private record Key(String family, Map<String, String> params, String objective, boolean all, String solver,
            String solverVersion) {

        static Key of(JsonObject o) {
            return new Key(o.get("family").getAsString(), strings(o.getAsJsonObject("params")),
                    Objective.valueOf(o.get("objective").getAsString()).name(), o.get("all").getAsBoolean(),
                    o.get("solver").getAsString(), o.get("solverVersion").getAsString());
        }

        /**
         * The key's short id, which the checkpoints of its subproblems carry instead of the key: 64 bits of the SHA-256
         * of its fields (parameters in name order), so that two keys sharing one is not a risk worth a thought.
         */
        String sid() {
            StringBuilder text = new StringBuilder();
            text.append(family).append('\n');
            new TreeMap<>(params).forEach((k, v) -> text.append(k).append('=').append(v).append('\n'));
            text.append(objective).append('\n').append(all).append('\n').append(solver).append('\n')
                    .append(solverVersion);
            try {
                byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.toString()
                        .getBytes(StandardCharsets.UTF_8));
                return HexFormat.of().formatHex(digest, 0, 8);
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException("this Java has no SHA-256", e);
            }
        }

        JsonObject json() {
            JsonObject o = new JsonObject();
            o.addProperty("family", family);
            JsonObject p = new JsonObject();
            params.forEach(p::addProperty);
            o.add("params", p);
            o.addProperty("objective", objective);
            o.addProperty("all", all);
            o.addProperty("solver", solver);
            o.addProperty("solverVersion", solverVersion);
            return o;
        }
    }
}
