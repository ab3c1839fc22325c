package io.nlguard.nl.route;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.nlguard.nl.knowledge.ModuleDefinition;
import io.nlguard.guard.names.NameWords;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;

/**
 * The modules a catalog is routed over: the named groups of the domain knowledge when it gives any, else
 * the catalog's schemas (a PostgreSQL catalog spanning several), each with its name's words as keywords.
 * A catalog of one schema and no knowledge has no modules, and is not routed.
 */
public final class Modules {

    /** Schema names that say nothing about what a question is about. */
    private static final List<String> GENERIC = List.of("public", "dbo", "main", "default");

    private Modules() {
    }

    public static List<Module> of(Catalog catalog, Map<String, ModuleDefinition> knowledge) {
        return knowledge.isEmpty() ? bySchema(catalog) : byKnowledge(catalog, knowledge);
    }

    private static List<Module> byKnowledge(Catalog catalog, Map<String, ModuleDefinition> knowledge) {
        List<Module> modules = new ArrayList<>(knowledge.size());
        knowledge.forEach((name, spec) -> {
            List<Table> tables = catalog.tables().stream().filter(spec::covers).toList();
            if (!tables.isEmpty()) {
                modules.add(new Module(name, tables, spec.keywords()));
            }
        });
        return modules;
    }

    private static List<Module> bySchema(Catalog catalog) {
        Map<String, List<Table>> bySchema = new LinkedHashMap<>();
        for (Table table : catalog.tables()) {
            String schema = table.name().schema();
            if (schema != null && !Catalog.isSystemSchema(schema)) {
                bySchema.computeIfAbsent(schema, s -> new ArrayList<>()).add(table);
            }
        }
        if (bySchema.size() < 2) {
            return List.of();
        }
        List<Module> modules = new ArrayList<>(bySchema.size());
        bySchema.forEach((schema, tables) -> {
            List<String> keywords = GENERIC.contains(schema.toLowerCase(Locale.ROOT)) ? List.of()
                    : List.of(String.join(" ", NameWords.of(schema)));
            modules.add(new Module(schema, tables, keywords));
        });
        return modules;
    }
}
