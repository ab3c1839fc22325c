package io.nlguard.nl.retrieve;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.gloss.Glosses;

/**
 * The text a table is embedded as: its name's gloss and comment, then its columns' glosses and comments
 * ({@code "order items. columns: order id, product id, qty"}). Short on purpose: a small model reads the
 * first couple of hundred word pieces only.
 */
public final class TableDocuments {

    private TableDocuments() {
    }

    public static String of(Table table, SchemaComments comments) {
        StringBuilder text = new StringBuilder(Glosses.ofName(table.name().name()));
        appendComment(text, comments.of(table, null));
        text.append(". columns: ");
        List<Column> columns = table.columns();
        for (int i = 0; i < columns.size(); i++) {
            if (i > 0) {
                text.append(", ");
            }
            text.append(Glosses.ofName(columns.get(i).name()));
            appendComment(text, comments.of(table, columns.get(i)));
        }
        return text.toString();
    }

    /** Every table's document, in the catalog's order. */
    public static List<String> of(Catalog catalog, SchemaComments comments) {
        List<String> texts = new ArrayList<>(catalog.tables().size());
        for (Table table : catalog.tables()) {
            texts.add(of(table, comments));
        }
        return texts;
    }

    private static void appendComment(StringBuilder text, String comment) {
        if (comment != null && !comment.isBlank()) {
            text.append(" (").append(comment.strip()).append(')');
        }
    }
}
