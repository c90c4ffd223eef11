package org.polyboard.core.journal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;
import java.util.function.ObjLongConsumer;
import java.util.zip.CRC32;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * An append-only file of JSON records, one per line, each closed by its own checksum:
 * {@code {...,"crc32":"1a2b3c4d"}} where the CRC-32 is that of the line's UTF-8 bytes without the
 * {@code ,"crc32":"…"} member. Each line is still plain JSON. Records are never rewritten; each is
 * written with one write call and forced to the disk before it counts as written, so a process killed
 * at any moment leaves at most one torn record at the end, which {@link #read()} detects by its
 * checksum (or its missing end) and skips with a one-line warning, as it skips any corrupt record.
 *
 * <p>Writes go through a queue drained by one task on the given executor: records queued while a
 * batch is being forced go to the disk together with the next force (group commit), so many small
 * records cost few forces. {@link #append} waits until its record is on the disk; {@link #appendLater}
 * does not, and {@link #flush()} waits for everything queued. Other processes appending to the same
 * file are kept apart by a file lock. Thread-safe.
 */
public final class JournalFile {

    static final String CRC_MEMBER = ",\"crc32\":\"";
    /** {@code ,"crc32":"} + 8 hex digits + {@code "}}. */
    private static final int CRC_SUFFIX = CRC_MEMBER.length() + 8 + 2;

    private final Path file;
    private final Executor executor;
    private final Consumer<String> warnings;
    private final Set<String> warned = new HashSet<>();
    /** Held while this process reads or writes the file: file locks do not exclude threads of one process. */
    private final Object fileAccess = new Object();
    private final List<byte[]> pending = new ArrayList<>();
    private long queued;
    private long written;
    private boolean draining;
    private boolean writeFailed;

    /**
     * @param executor runs the writes; {@code Runnable::run} writes on the caller's thread
     * @param warnings receives one line per problem met (torn or corrupt records, write failures)
     */
    public JournalFile(Path file, Executor executor, Consumer<String> warnings) {
        this.file = file;
        this.executor = executor;
        this.warnings = warnings;
    }

    public Path file() {
        return file;
    }

    /** Appends {@code record} and returns once it is on the disk (or its write failed and was reported). */
    public void append(JsonObject record) {
        await(enqueue(record));
    }

    /** Queues {@code record} for appending and returns at once. */
    public void appendLater(JsonObject record) {
        enqueue(record);
    }

    /** Waits until every record queued so far is on the disk (or failed and was reported). */
    public void flush() {
        long upTo;
        synchronized (this) {
            upTo = queued;
        }
        await(upTo);
    }

    /** The complete records, oldest first; torn and corrupt ones are skipped with a warning. */
    public List<JsonObject> read() {
        List<JsonObject> records = new ArrayList<>();
        read(records::add);
        return records;
    }

    /**
     * Hands the complete records to {@code each}, oldest first, one line at a time: the file is never held in memory
     * whole, so a reader that keeps only some records (the checkpoints of one solve among many) needs memory for
     * those alone, and the file may grow beyond what one array holds. Torn and corrupt records are skipped with a
     * warning. The file stays under a shared lock until the end, so that no append is half seen.
     */
    public void read(Consumer<JsonObject> each) {
        readOffsets((record, offset) -> each.accept(record));
    }

    /**
     * As {@link #read(Consumer)}, with the offset in the file of each record's line, where {@link #readAt} finds it
     * again: a reader that needs only some records later keeps their offsets, not the records.
     */
    public void readOffsets(ObjLongConsumer<JsonObject> each) {
        synchronized (fileAccess) {
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
                    FileLock lock = channel.lock(0, Long.MAX_VALUE, true)) {
                readLines(channel, each);
            } catch (NoSuchFileException e) {
                // no journal yet: no records
            } catch (IOException | RuntimeException e) {
                warn("cannot read the journal " + file + ": " + e.getMessage());
            }
        }
    }

    /**
     * The record whose line starts at {@code offset} (as {@link #readOffsets} gave it), or null when it
     * cannot be read there (the file is gone or changed). Lines are never rewritten, so a complete record stays where
     * it was read, and this needs no lock: appends only add after it.
     */
    public JsonObject readAt(long offset) {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer buffer = ByteBuffer.allocate(1 << 12);
            byte[] line = new byte[0];
            int length = 0;
            for (long at = offset; ; at += buffer.position(), buffer.clear()) {
                int read = channel.read(buffer, at);
                if (read < 0) {
                    return null;
                }
                byte[] chunk = buffer.array();
                for (int i = 0; i < read; i++) {
                    if (chunk[i] == '\n') {
                        line = append(line, length, chunk, 0, i);
                        return decode(new String(line, 0, length + i, StandardCharsets.UTF_8));
                    }
                }
                line = append(line, length, chunk, 0, read);
                length += read;
            }
        } catch (IOException e) {
            return null;
        }
    }

    private void readLines(FileChannel channel, ObjLongConsumer<JsonObject> each) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(1 << 16);
        byte[] chunk = buffer.array();
        byte[] line = new byte[1 << 12];
        int length = 0;
        int lineNumber = 0;
        // the offset of the first byte of the chunk, and of the line being read
        long base = 0;
        long start = 0;
        for (int read = channel.read(buffer); read >= 0; base += read, buffer.clear(), read = channel.read(buffer)) {
            int from = 0;
            for (int i = 0; i < read; i++) {
                if (chunk[i] != '\n') {
                    continue;
                }
                line = append(line, length, chunk, from, i - from);
                length += i - from;
                from = i + 1;
                lineNumber++;
                line(line, length, start, lineNumber, false, each);
                length = 0;
                start = base + from;
            }
            line = append(line, length, chunk, from, read - from);
            length += read - from;
        }
        if (length > 0) {
            line(line, length, start, lineNumber + 1, true, each);
        }
    }

    private static byte[] append(byte[] line, int length, byte[] chunk, int from, int count) {
        byte[] to = length + count <= line.length ? line : Arrays.copyOf(line, Math.max(2 * line.length, length + count));
        System.arraycopy(chunk, from, to, length, count);
        return to;
    }

    /**
     * One line of the file, starting at {@code offset}: its record to {@code each}, or a warning; {@code last} when no
     * newline ends it.
     */
    private void line(byte[] line, int length, long offset, int lineNumber, boolean last,
            ObjLongConsumer<JsonObject> each) {
        if (length == 0) {
            return;
        }
        JsonObject record = decode(new String(line, 0, length, StandardCharsets.UTF_8));
        if (record != null) {
            each.accept(record, offset);
        } else if (last) {
            warn("journal " + file + ": skipped a torn record at the end (line " + lineNumber + ", " + length
                    + " bytes), left by an interrupted write");
        } else {
            warn("journal " + file + ": skipped a corrupt record at line " + lineNumber + " (checksum mismatch)");
        }
    }

    /** The line for {@code record}: its compact JSON with the checksum member added, without the newline. */
    static String encode(JsonObject record) {
        String body = record.toString();
        if (record.size() == 0) {
            throw new IllegalArgumentException("an empty record");
        }
        return body.substring(0, body.length() - 1) + CRC_MEMBER + String.format(java.util.Locale.ROOT, "%08x", crc(body)) + "\"}";
    }

    /** The record on {@code line}, or {@code null} when it is torn, corrupt or not a record. */
    static JsonObject decode(String line) {
        if (line.length() < CRC_SUFFIX + 1 || !line.endsWith("\"}")) {
            return null;
        }
        int at = line.length() - CRC_SUFFIX;
        if (!line.startsWith(CRC_MEMBER, at)) {
            return null;
        }
        String body = line.substring(0, at) + "}";
        String hex = line.substring(line.length() - 10, line.length() - 2);
        long expected;
        try {
            expected = Long.parseLong(hex, 16);
        } catch (NumberFormatException e) {
            return null;
        }
        if (crc(body) != expected) {
            return null;
        }
        try {
            JsonElement parsed = JsonParser.parseString(body);
            return parsed.isJsonObject() ? parsed.getAsJsonObject() : null;
        } catch (JsonParseException e) {
            if (e.getCause() instanceof OutOfMemoryError exhausted) {
                throw exhausted; // Gson wraps it: the record is sound, the heap is not
            }
            return null;
        }
    }

    private static long crc(String text) {
        CRC32 crc = new CRC32();
        crc.update(text.getBytes(StandardCharsets.UTF_8));
        return crc.getValue();
    }

    private long enqueue(JsonObject record) {
        byte[] line = (encode(record) + "\n").getBytes(StandardCharsets.UTF_8);
        long ticket;
        boolean start;
        synchronized (this) {
            pending.add(line);
            ticket = ++queued;
            start = !draining;
            draining = true;
        }
        if (start) {
            try {
                executor.execute(this::drain);
            } catch (RejectedExecutionException e) {
                drain();
            }
        }
        return ticket;
    }

    private synchronized void await(long ticket) {
        boolean interrupted = false;
        while (written < ticket) {
            try {
                wait();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private void drain() {
        while (true) {
            List<byte[]> batch;
            long upTo;
            synchronized (this) {
                if (pending.isEmpty()) {
                    draining = false;
                    notifyAll();
                    return;
                }
                batch = new ArrayList<>(pending);
                pending.clear();
                upTo = queued;
            }
            try {
                write(batch);
            } catch (IOException | RuntimeException e) {
                boolean first;
                synchronized (this) {
                    first = !writeFailed;
                    writeFailed = true;
                }
                if (first) {
                    warn("cannot write the journal " + file + ": " + e + "; results are not recorded");
                }
            }
            synchronized (this) {
                written = upTo;
                notifyAll();
            }
        }
    }

    private void write(List<byte[]> batch) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        int size = 1;
        for (byte[] line : batch) {
            size += line.length;
        }
        synchronized (fileAccess) {
            writeLocked(batch, size);
        }
    }

    private void writeLocked(List<byte[]> batch, int size) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE); FileLock lock = channel.lock()) {
            long end = channel.size();
            ByteBuffer buffer = ByteBuffer.allocate(size);
            if (end > 0) {
                // a torn record left by a killed process has no newline: keep it on a line of its own
                ByteBuffer last = ByteBuffer.allocate(1);
                channel.read(last, end - 1);
                if (last.get(0) != '\n') {
                    buffer.put((byte) '\n');
                }
            }
            for (byte[] line : batch) {
                buffer.put(line);
            }
            buffer.flip();
            long position = end;
            while (buffer.hasRemaining()) {
                position += channel.write(buffer, position);
            }
            channel.force(false);
        }
    }

    private void warn(String message) {
        synchronized (warned) {
            if (!warned.add(message)) {
                return;
            }
        }
        warnings.accept(message);
    }
}
