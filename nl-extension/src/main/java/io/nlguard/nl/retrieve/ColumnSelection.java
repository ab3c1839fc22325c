package io.nlguard.nl.retrieve;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;

/**
 * Which columns of a chosen table go into the schema context: its keys (a join needs them), the columns
 * the question matched, best first, up to a number, and every column of a small table.
 */
public final class ColumnSelection {

    private ColumnSelection() {
    }

    /**
     * @param matches the question's column matches over the whole catalog, best first
     * @return the kept columns in the table's own order
     */
    public static List<Column> of(Table table, List<ScoredColumn> matches, int matchedColumns, int smallTable) {
        if (table.columns().size() <= smallTable) {
            return table.columns();
        }
        Set<Column> kept = new HashSet<>(keys(table));
        int taken = 0;
        for (ScoredColumn match : matches) {
            if (taken >= matchedColumns) {
                break;
            }
            if (match.table() == table) {
                kept.add(match.column());
                taken++;
            }
        }
        List<Column> ordered = new ArrayList<>(kept.size());
        for (Column column : table.columns()) {
            if (kept.contains(column)) {
                ordered.add(column);
            }
        }
        return ordered;
    }

    /** Primary-key columns and the columns of the table's foreign keys. */
    static Set<Column> keys(Table table) {
        Set<Column> keys = new HashSet<>();
        for (String name : table.primaryKey()) {
            table.column(name).ifPresent(keys::add);
        }
        for (ForeignKey fk : table.foreignKeys()) {
            fk.fromColumns().forEach(name -> table.column(name).ifPresent(keys::add));
        }
        return keys;
    }
}
