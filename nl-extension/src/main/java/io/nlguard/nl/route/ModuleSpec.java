package io.nlguard.nl.route;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

import io.nlguard.guard.schema.Table;

/**
 * A named group of tables as the domain knowledge gives it: which tables, and which words in a question
 * point at it.
 *
 * @param tables   table names ({@code orders}), schema-qualified names ({@code sales.orders}), or prefixes
 *                 ending in {@code *} ({@code gl_*}, {@code sales.*}); case-insensitive
 * @param keywords words or phrases that route a question here when it contains them ({@code invoice},
 *                 {@code purchase order}); case-insensitive, a trailing plural s ignored
 */
public record ModuleSpec(List<String> tables, List<String> keywords) {

    public ModuleSpec {
        tables = List.copyOf(tables);
        keywords = List.copyOf(keywords);
    }

    /** Whether one of the table entries names this table. */
    public boolean covers(Table table) {
        for (String entry : tables) {
            if (matches(entry.toLowerCase(Locale.ROOT).strip(), table)) {
                return true;
            }
        }
        return false;
    }

    private static boolean matches(String entry, Table table) {
        String name = table.name().name().toLowerCase(Locale.ROOT);
        String schema = Objects.requireNonNullElse(table.name().schema(), "").toLowerCase(Locale.ROOT);
        String qualified = schema.isEmpty() ? name : schema + "." + name;
        String target = entry.contains(".") ? qualified : name;
        if (entry.endsWith("*")) {
            return target.startsWith(entry.substring(0, entry.length() - 1));
        }
        return target.equals(entry);
    }
}
