package org.polyboard.testing;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import org.polyboard.api.solve.Checkpoints;

/**
 * Checkpoints kept in memory, as the journal keeps them on disk. With a {@link #limit}, saves after that many are
 * lost, as they are when the process is killed.
 */
public final class MemoryCheckpoints implements Checkpoints {
    public final Map<String, Map<String, String>> saved;
    public final boolean resume;
    public final AtomicInteger saves = new AtomicInteger();
    public final AtomicInteger loads = new AtomicInteger();
    public int limit = Integer.MAX_VALUE;

    /** Saving into {@code saved}; loading from it only when {@code resume}. */
    public MemoryCheckpoints(Map<String, Map<String, String>> saved, boolean resume) {
        this.saved = saved;
        this.resume = resume;
    }

    @Override
    public Optional<Map<String, String>> load(String id) {
        Optional<Map<String, String>> data = resume ? Optional.ofNullable(saved.get(id)) : Optional.empty();
        data.ifPresent(d -> loads.incrementAndGet());
        return data;
    }

    @Override
    public void save(String id, Map<String, String> data) {
        if (saves.incrementAndGet() <= limit) {
            saved.put(id, Map.copyOf(data));
        }
    }
}
