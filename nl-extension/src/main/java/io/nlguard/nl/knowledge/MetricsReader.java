package io.nlguard.nl.knowledge;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads the {@code metrics} section: metric name → definition, its SQL checked by the guard's parser. */
final class MetricsReader {

    static final List<String> KEYS = List.of("description", "words", "sql", "table", "filters", "grain");

    private MetricsReader() {
    }

    static Map<String, Metric> read(JsonPlace section) {
        Map<String, Metric> metrics = new LinkedHashMap<>();
        for (Map.Entry<String, JsonPlace> entry : section.namedMembers()) {
            JsonPlace metric = entry.getValue();
            metric.members(KEYS);
            JsonPlace description = metric.optional("description");
            List<String> words = JsonPlace.texts(metric.optional("words"));
            JsonPlace sql = metric.required("sql");
            SqlFragments.notAnExpression(sql.text()).ifPresent(p -> {
                throw new JsonPlace.Problem(sql.path(), p);
            });
            List<String> filters = JsonPlace.texts(metric.optional("filters"));
            JsonPlace filterPlace = metric.optional("filters");
            for (int i = 0; i < filters.size(); i++) {
                String at = filterPlace.path() + "[" + i + "]";
                SqlFragments.notACondition(filters.get(i)).ifPresent(p -> {
                    throw new JsonPlace.Problem(at, p);
                });
            }
            String table = metric.required("table").text();
            metrics.put(entry.getKey(), new Metric(entry.getKey(), description == null ? "" : description.text(),
                    words.isEmpty() ? List.of(entry.getKey().replace('_', ' ')) : words, sql.text(), table, filters,
                    JsonPlace.textOrTexts(metric.optional("grain"))));
        }
        return metrics;
    }
}
