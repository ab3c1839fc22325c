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
public record Module(String name, List<String> tables, List<String> prefixes, List<String> keywords) {

    public Module {
        tables = List.copyOf(tables);
        prefixes = List.copyOf(prefixes);
        keywords = List.copyOf(keywords);
    }

    /** Whether the table is one of the module's, by name ({@code schema.name} or bare) or by prefix. */
    public boolean covers(Table table) {
        String bare = table.name().name().toLowerCase(Locale.ROOT);
        String qualified = table.name().toString().toLowerCase(Locale.ROOT);
        for (String t : tables) {
            String name = t.toLowerCase(Locale.ROOT);
            if (name.equals(bare) || name.equals(qualified)) {
                return true;
            }
        }
        for (String p : prefixes) {
            if (bare.startsWith(p.toLowerCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }
}
