package io.nlguard.nl.route;

import java.util.List;
import java.util.Objects;
import java.util.Set;

import io.nlguard.guard.schema.Table;

/**
 * Where a question was routed: the modules (at most {@link ModuleRouter#MAX_MODULES}) and their tables,
 * which retrieval then ranks alone; no module means no filter.
 *
 * @param modules the modules, keyword matches first, then by similarity
 * @param tables  the union of their tables; empty when not narrowed
 * @param note    what else the report should say (embeddings unavailable, nothing matched); may be empty
 */
public record Routing(List<RoutedModule> modules, Set<Table> tables, String note) {

    public Routing {
        modules = List.copyOf(modules);
        tables = Set.copyOf(tables);
        Objects.requireNonNull(note, "note");
    }

    static Routing none(String why) {
        return new Routing(List.of(), Set.of(), why);
    }

    public boolean narrowed() {
        return !modules.isEmpty();
    }

    /** One line for the translation report. */
    public String summary() {
        String what = narrowed() ? modules.size() + " module" + (modules.size() == 1 ? "" : "s") + ": "
                + String.join(", ", modules.stream().map(RoutedModule::toString).toList()) + "; " + tables.size()
                + " tables" : "no filter";
        return note.isEmpty() ? what : what + " (" + note + ")";
    }
}
