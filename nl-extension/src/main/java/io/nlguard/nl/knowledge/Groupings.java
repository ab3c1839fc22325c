package io.nlguard.nl.knowledge;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The default grouping of a table or a metric ({@code orders} → {@code orders.region}): what "revenue" means
 * per, when the question does not say.
 *
 * @param byName table or metric name → grouping columns
 */
public record Groupings(Map<String, List<String>> byName) {

    public static final Groupings NONE = new Groupings(Map.of());

    public Groupings {
        Map<String, List<String>> copy = new LinkedHashMap<>();
        byName.forEach((name, columns) -> copy.put(name, List.copyOf(columns)));
        byName = Collections.unmodifiableMap(copy);
    }

    /** The grouping of a table or metric (case-insensitive); empty when the file gives none. */
    public List<String> of(String name) {
        String wanted = name.toLowerCase(Locale.ROOT);
        return byName.entrySet().stream().filter(e -> e.getKey().toLowerCase(Locale.ROOT).equals(wanted))
                .map(Map.Entry::getValue).findFirst().orElse(List.of());
    }

    /** A metric's grain: its own, else the grouping of its name, else of its table. */
    public List<String> grainOf(Metric metric) {
        if (!metric.grain().isEmpty()) {
            return metric.grain();
        }
        List<String> byMetric = of(metric.name());
        return byMetric.isEmpty() ? of(metric.tableName()) : byMetric;
    }
}
