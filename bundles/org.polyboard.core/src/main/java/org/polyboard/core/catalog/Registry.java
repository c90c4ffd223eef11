package org.polyboard.core.catalog;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.osgi.framework.Bundle;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceReference;
import org.polyboard.api.solve.Description;

/** Services of one kind by id, in id order; the highest service ranking wins a duplicate id. Thread-safe. */
final class Registry<T> {

    private final List<Entry<T>> entries = new CopyOnWriteArrayList<>();
    private final Function<T, String> id;
    private final Function<T, String> description;

    Registry(Function<T, String> id, Function<T, String> description) {
        this.id = id;
        this.description = description;
    }

    void add(T service, ServiceReference<?> reference) {
        Object ranking = reference == null ? null : reference.getProperty(Constants.SERVICE_RANKING);
        Bundle bundle = reference == null ? null : reference.getBundle();
        entries.add(new Entry<>(service, ranking instanceof Integer r ? r : 0,
                bundle == null ? "" : bundle.getSymbolicName(), bundle == null ? "" : bundle.getVersion().toString()));
    }

    void remove(T service) {
        entries.removeIf(e -> e.service == service);
    }

    /** The version of the bundle that registered {@code service}, or "" when unknown. */
    String version(T service) {
        return new ArrayList<>(entries).stream().filter(e -> e.service == service).map(e -> e.version)
                .findFirst().orElse("");
    }

    Optional<T> get(String key) {
        return new ArrayList<>(entries).stream().filter(e -> id.apply(e.service).equals(key))
                .max(Comparator.comparingInt(e -> e.ranking)).map(e -> e.service);
    }

    List<T> all() {
        Map<String, T> byId = new LinkedHashMap<>();
        for (Entry<T> e : new ArrayList<>(entries)) {
            byId.putIfAbsent(id.apply(e.service), get(id.apply(e.service)).orElse(e.service));
        }
        return byId.keySet().stream().sorted().map(byId::get).collect(Collectors.toList());
    }

    String ids() {
        return all().stream().map(id).collect(Collectors.joining(", "));
    }

    List<Description> describe(Function<T, List<String>> details) {
        List<Description> result = new ArrayList<>();
        for (T service : all()) {
            String origin = new ArrayList<>(entries).stream().filter(e -> e.service == service)
                    .map(e -> e.origin).findFirst().orElse("");
            result.add(new Description(id.apply(service), description.apply(service), details.apply(service), origin));
        }
        return result;
    }

    private record Entry<T>(T service, int ranking, String origin, String version) {
    }
}
