package io.nlguard.guard.names;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableName;

/** The tables one declared foreign key away from a table, in either direction, and the JOIN that reaches them. */
final class ForeignKeyPaths {

    /** {@code table}'s columns {@code ownColumns} pair with {@code neighbour}'s {@code neighbourColumns}. */
    record Link(Table table, List<String> ownColumns, Table neighbour, List<String> neighbourColumns) {

        /** {@code JOIN budget ON expense.link_to_budget = budget.budget_id}, with {@code table} qualified as {@code qualifier}. */
        String join(Catalog catalog, String qualifier) {
            String other = PgNames.table(catalog, neighbour);
            StringBuilder text = new StringBuilder("JOIN ").append(other).append(" ON ");
            for (int i = 0; i < ownColumns.size(); i++) {
                if (i > 0) {
                    text.append(" AND ");
                }
                text.append(qualifier).append('.').append(PgNames.spell(column(table, ownColumns.get(i))))
                        .append(" = ").append(other).append('.')
                        .append(PgNames.spell(column(neighbour, neighbourColumns.get(i))));
            }
            return text.toString();
        }

        private static String column(Table table, String name) {
            return table.column(name).map(c -> c.name()).orElse(name);
        }
    }

    private ForeignKeyPaths() {
    }

    /** Every foreign key between {@code table} and another catalog table: its own keys first, then those referencing it. */
    static List<Link> links(Catalog catalog, Table table) {
        List<Link> links = new ArrayList<>();
        for (ForeignKey key : table.foreignKeys()) {
            Table target = resolve(catalog, key.toTable());
            if (target != null && target != table) {
                links.add(new Link(table, key.fromColumns(), target, key.toColumns()));
            }
        }
        for (Table other : catalog.tables()) {
            if (other == table) {
                continue;
            }
            for (ForeignKey key : other.foreignKeys()) {
                if (resolve(catalog, key.toTable()) == table) {
                    links.add(new Link(table, key.toColumns(), other, key.fromColumns()));
                }
            }
        }
        return links;
    }

    private static Table resolve(Catalog catalog, TableName name) {
        return catalog.table(name.schema(), name.name(), false).orElse(null);
    }
}
