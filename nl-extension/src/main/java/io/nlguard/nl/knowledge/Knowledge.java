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
 */
public record Knowledge(Map<String, ModuleDefinition> modules, List<Confusable> confusables) {

    /** No file: no modules, no confusable tables. */
    public static final Knowledge EMPTY = new Knowledge(Map.of(), List.of());

    public Knowledge {
        modules = Collections.unmodifiableMap(new LinkedHashMap<>(modules));
        confusables = List.copyOf(confusables);
    }
}
