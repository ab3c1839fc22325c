package io.nlguard.nl.linking;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.retrieve.ChosenTable;
import io.nlguard.nl.retrieve.SchemaContext;

/**
 * The schema items of a question, gold or retrieved: table names and {@code table.column} names, in lower
 * case (the metrics compare them case-insensitively, as EviLink's do).
 */
public record SchemaItems(Set<String> tables, Set<String> fields) {

    public SchemaItems {
        tables = Set.copyOf(tables);
        fields = Set.copyOf(fields);
    }

    /** What a schema context offers: its tables and their kept columns. */
    public static SchemaItems of(SchemaContext context) {
        Set<String> tables = new LinkedHashSet<>();
        Set<String> fields = new LinkedHashSet<>();
        for (ChosenTable chosen : context.tables()) {
            tables.add(table(chosen.table()));
            for (Column column : chosen.columns()) {
                fields.add(field(chosen.table(), column));
            }
        }
        return new SchemaItems(tables, fields);
    }

    /** Both selections together, as one schema context would offer them. */
    public SchemaItems union(SchemaItems other) {
        Set<String> t = new LinkedHashSet<>(tables);
        t.addAll(other.tables);
        Set<String> f = new LinkedHashSet<>(fields);
        f.addAll(other.fields);
        return new SchemaItems(t, f);
    }

    public static String table(Table table) {
        return table.name().name().toLowerCase(Locale.ROOT);
    }

    public static String field(Table table, Column column) {
        return table(table) + "." + column.name().toLowerCase(Locale.ROOT);
    }
}
