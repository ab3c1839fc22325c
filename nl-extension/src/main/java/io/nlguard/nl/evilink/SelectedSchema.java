package io.nlguard.nl.evilink;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.linking.SchemaItems;
import io.nlguard.nl.retrieve.ChosenTable;
import io.nlguard.nl.retrieve.MSchema;
import io.nlguard.nl.retrieve.SchemaComments;
import io.nlguard.nl.retrieve.TokenCount;

/**
 * A selection of schema items as the prompt would carry it: the catalog's tables that are selected or own a
 * selected field, each with its selected columns in table order, rendered as M-Schema.
 */
public final class SelectedSchema {

    private SelectedSchema() {
    }

    public static List<ChosenTable> tables(SchemaItems items, Catalog catalog) {
        List<ChosenTable> chosen = new ArrayList<>();
        for (Table table : catalog.tables()) {
            List<Column> columns = table.columns().stream()
                    .filter(c -> items.fields().contains(SchemaItems.field(table, c))).toList();
            if (items.tables().contains(SchemaItems.table(table)) || !columns.isEmpty()) {
                chosen.add(new ChosenTable(table, columns, false));
            }
        }
        return chosen;
    }

    /** Every table and column of the catalog: the whole schema, and the items cross-voting votes on. */
    public static SchemaItems whole(Catalog catalog) {
        Set<String> tables = new LinkedHashSet<>();
        Set<String> fields = new LinkedHashSet<>();
        for (Table table : catalog.tables()) {
            tables.add(SchemaItems.table(table));
            for (Column column : table.columns()) {
                fields.add(SchemaItems.field(table, column));
            }
        }
        return new SchemaItems(tables, fields);
    }

    /** The M-Schema text's size in tokens ({@link TokenCount}), with the same comments retrieval shows. */
    public static int tokens(String dbId, SchemaItems items, Catalog catalog, SchemaComments comments) {
        return TokenCount.of(MSchema.render(dbId, tables(items, catalog), comments));
    }
}
