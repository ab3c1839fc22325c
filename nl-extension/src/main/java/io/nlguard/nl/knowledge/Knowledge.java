package io.nlguard.nl.knowledge;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The contents of a knowledge file, one field per top-level key.
 *
 * @param modules     the modules by name, in the file's order
 * @param confusables the tables a model is known to mistake for others, in the file's order
 * @param metrics     the business metrics by name, in the file's order
 * @param synonyms    other names of tables, columns and values
 * @param time        the time rules
 * @param groupings   default groupings of tables and metrics
 */
public record Knowledge(Map<String, ModuleDefinition> modules, List<Confusable> confusables,
                        Map<String, Metric> metrics, Synonyms synonyms, TimeRules time, Groupings groupings) {

    /** No file: nothing known. */
    public static final Knowledge EMPTY = new Knowledge(Map.of(), List.of());

    public Knowledge {
        modules = Collections.unmodifiableMap(new LinkedHashMap<>(modules));
        confusables = List.copyOf(confusables);
        metrics = Collections.unmodifiableMap(new LinkedHashMap<>(metrics));
    }

    /** Modules and confusable tables only. */
    public Knowledge(Map<String, ModuleDefinition> modules, List<Confusable> confusables) {
        this(modules, confusables, Map.of(), Synonyms.NONE, TimeRules.NONE, Groupings.NONE);
    }
}
