package org.polyboard.core.journal;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import com.google.gson.JsonObject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(30)
class JournalFileTest {

    @TempDir
    Path dir;

    private final List<String> warnings = Collections.synchronizedList(new ArrayList<>());

    private JournalFile open() {
        return new JournalFile(dir.resolve("j.jsonl"), Runnable::run, warnings::add);
    }

    private static JsonObject record(int i) {
        JsonObject o = new JsonObject();
        o.addProperty("i", i);
        o.addProperty("text", "record " + i + " \"quoted\"\nsecond line");
        return o;
    }

    @Test
    void eachRecordIsOneLineOfJsonWithItsChecksum() throws Exception {
        JournalFile journal = open();
        journal.append(record(1));
        List<String> lines = Files.readAllLines(journal.file(), StandardCharsets.UTF_8);
        assertThat(lines).hasSize(1);
        assertThat(lines.get(0)).startsWith("{\"i\":1,").matches(".*,\"crc32\":\"[0-9a-f]{8}\"}$");
        assertThat(journal.read()).containsExactly(record(1));
        assertThat(warnings).isEmpty();
    }

    @Test
    void aTornLastRecordIsSkippedWithAWarningAndLaterAppendsStayReadable() throws Exception {
        JournalFile journal = open();
        for (int i = 1; i <= 3; i++) {
            journal.append(record(i));
        }
        String torn = JournalFile.encode(record(4));
        Files.writeString(journal.file(), torn.substring(0, torn.length() / 2), StandardOpenOption.APPEND);

        JournalFile reopened = open();
        assertThat(reopened.read()).containsExactly(record(1), record(2), record(3));
        assertThat(warnings).singleElement().asString().contains("torn record at the end").contains("line 4");

        reopened.append(record(5));
        warnings.clear();
        assertThat(open().read()).containsExactly(record(1), record(2), record(3), record(5));
        assertThat(warnings).singleElement().asString().contains("corrupt record at line 4");
    }

    @Test
    void aChecksumMismatchIsDetected() throws Exception {
        JournalFile journal = open();
        for (int i = 1; i <= 3; i++) {
            journal.append(record(i));
        }
        String text = Files.readString(journal.file(), StandardCharsets.UTF_8);
        Files.writeString(journal.file(), text.replace("\"i\":2,", "\"i\":7,"), StandardCharsets.UTF_8);

        assertThat(open().read()).containsExactly(record(1), record(3));
        assertThat(warnings).singleElement().asString().contains("line 2").contains("checksum mismatch");
        assertThat(JournalFile.decode(JournalFile.encode(record(2)).replace("\"i\":2", "\"i\":3"))).isNull();
        assertThat(JournalFile.decode(JournalFile.encode(record(2)))).isEqualTo(record(2));
    }

    @Test
    void queuedRecordsFromManyThreadsAllReachTheFileByTheFlush() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        JournalFile journal = new JournalFile(dir.resolve("j.jsonl"), pool, warnings::add);
        try {
            ExecutorService writers = Executors.newFixedThreadPool(4);
            for (int t = 0; t < 4; t++) {
                int base = t * 100;
                writers.execute(() -> {
                    for (int i = 0; i < 100; i++) {
                        journal.appendLater(record(base + i));
                    }
                });
            }
            writers.shutdown();
            assertThat(writers.awaitTermination(20, TimeUnit.SECONDS)).isTrue();
            journal.flush();
            List<JsonObject> read = open().read();
            assertThat(read).hasSize(400);
            assertThat(read.stream().map(o -> o.get("i").getAsInt()).distinct().count()).isEqualTo(400);
            assertThat(warnings).isEmpty();
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The file is read in chunks, one record at a time: records longer than a chunk, records that straddle two
     * chunks and characters of several bytes come back whole, and a reader may stop keeping them as they pass.
     */
    @Test
    void recordsOfAnyLengthComeBackWholeOneAtATime() throws Exception {
        JournalFile journal = open();
        List<JsonObject> written = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            JsonObject o = record(i);
            o.addProperty("open", "\u00e9\u2192".repeat(i * 997 % 50_000)); // up to 250 KB of UTF-8
            written.add(o);
            journal.append(o);
        }
        List<Integer> kept = new ArrayList<>();
        open().read(o -> {
            if (o.get("i").getAsInt() % 7 == 0) {
                kept.add(o.get("i").getAsInt());
            }
        });
        assertThat(kept).containsExactly(0, 7, 14, 21, 28, 35);
        assertThat(open().read()).isEqualTo(written);
        assertThat(Files.size(journal.file())).isGreaterThan(1L << 20);
        assertThat(warnings).isEmpty();
    }

    /**
     * A record is found again at the offset its read gave, whatever its length and wherever it lies in the chunks;
     * an offset that is not a record's line, or beyond the end, gives nothing.
     */
    @Test
    void aRecordIsReadAgainAtItsOffset() throws Exception {
        JournalFile journal = open();
        List<JsonObject> written = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            JsonObject o = record(i);
            o.addProperty("open", "\u00e9\u2192".repeat(i * 997 % 20_000));
            written.add(o);
            journal.append(o);
        }
        String torn = JournalFile.encode(record(99));
        Files.writeString(journal.file(), torn.substring(0, torn.length() / 2), StandardOpenOption.APPEND);
        List<Long> offsets = new ArrayList<>();
        JournalFile reader = open();
        reader.readOffsets((o, offset) -> offsets.add(offset));

        assertThat(offsets).hasSize(40).startsWith(0L).isSorted();
        for (int i = 39; i >= 0; i--) {
            assertThat(reader.readAt(offsets.get(i))).isEqualTo(written.get(i));
        }
        assertThat(reader.readAt(offsets.get(3) + 1)).isNull();
        assertThat(reader.readAt(Files.size(journal.file()) - 5)).isNull();
        assertThat(reader.readAt(Files.size(journal.file()) + 5)).isNull();
    }

    @Test
    void aMissingFileReadsAsEmpty() {
        assertThat(open().read()).isEmpty();
        assertThat(warnings).isEmpty();
    }
}
