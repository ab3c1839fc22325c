package io.nlguard.nl.knowledge;

import java.util.List;
import java.util.Locale;

import io.nlguard.guard.schema.Table;

/**
 * A part of the schema that belongs together (sales, purchasing, HR), for routing a question to it.
 *
 * @param name     the module's name (the key in the file)
 * @param tables   its tables, by name or {@code schema.name}
 * @param prefixes table-name prefixes that put a table in the module ({@code sales_})
 * @param keywords words of a question that point to the module
 */
public record ModuleDefinition(String name, List<String> tables, List<String> prefixes, List<String> keywords) {

    public ModuleDefinition {
        tables = List.copyOf(tables);
        prefixes = List.copyOf(prefixes);
        keywords = List.copyOf(keywords);
    }

    /**
     * Whether the table is one of the module's: a {@code tables} entry naming it bare or as
     * {@code schema.name} (an entry ending in {@code *} is a prefix: {@code sales.*} is a whole schema,
     * {@code tax.archive_1*} a schema's tables by prefix), or a bare-name prefix of {@code prefixes}.
     * Case-insensitive.
     */
    public boolean covers(Table table) {
        for (String entry : tables) {
            if (names(entry.toLowerCase(Locale.ROOT).strip(), table)) {
                return true;
            }
        }
        String bare = table.name().name().toLowerCase(Locale.ROOT);
        for (String p : prefixes) {
            if (bare.startsWith(p.toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    private static boolean names(String entry, Table table) {
        String bare = table.name().name().toLowerCase(Locale.ROOT);
        String schema = table.name().schema() == null ? "" : table.name().schema().toLowerCase(Locale.ROOT);
        String target = entry.contains(".") ? (schema.isEmpty() ? bare : schema + "." + bare) : bare;
        return entry.endsWith("*") ? target.startsWith(entry.substring(0, entry.length() - 1)) : target.equals(entry);
    }
}
