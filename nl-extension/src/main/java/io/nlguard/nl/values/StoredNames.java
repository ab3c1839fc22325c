package io.nlguard.nl.values;

import io.nlguard.guard.schema.Table;

/**
 * Catalog names as SQL text, quoted exactly: a catalog holds names as the database stores them
 * ({@code Customers} created quoted stays {@code "Customers"}), so none may be folded again.
 */
public final class StoredNames {

    private StoredNames() {
    }

    public static String quoted(String stored) {
        return '"' + stored.replace("\"", "\"\"") + '"';
    }

    /** The table, with its schema when asked to and it has one. */
    public static String relation(Table table, boolean qualified) {
        String schema = table.name().schema();
        return qualified && schema != null && !schema.isEmpty()
                ? quoted(schema) + "." + quoted(table.name().name()) : quoted(table.name().name());
    }
}
