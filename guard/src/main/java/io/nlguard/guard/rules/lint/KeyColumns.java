package io.nlguard.guard.rules.lint;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;

/** What the catalog says, or its naming suggests, about a column being a key. */
final class KeyColumns {

    private KeyColumns() {
    }

    /** A primary key column, a foreign key column, or a column some foreign key references. */
    static boolean isKeyColumn(Catalog catalog, Table table, String column) {
        if (inPrimaryKey(table, column) || !references(table, column).isEmpty()) {
            return true;
        }
        for (ForeignKey key : catalog.foreignKeys()) {
            if (ForeignKeys.same(key.toTable(), table.name()) && containsIgnoreCase(key.toColumns(), column)) {
                return true;
            }
        }
        return false;
    }

    /** The {@code table.column} targets the column's declared foreign keys point at. */
    static List<String> references(Table table, String column) {
        List<String> targets = new ArrayList<>(1);
        for (ForeignKey key : table.foreignKeys()) {
            for (int i = 0; i < key.fromColumns().size(); i++) {
                if (key.fromColumns().get(i).equalsIgnoreCase(column)) {
                    targets.add((key.toTable().name() + "." + key.toColumns().get(i)).toLowerCase(Locale.ROOT));
                }
            }
        }
        return targets;
    }

    static boolean referenceSameColumn(Table a, String columnA, Table b, String columnB) {
        List<String> targetsOfA = references(a, columnA);
        for (String target : references(b, columnB)) {
            if (targetsOfA.contains(target)) {
                return true;
            }
        }
        return false;
    }

    /** {@code league_id} or {@code leagueId} for League.id; {@code setCode} for sets.code. */
    static boolean namedAfter(String column, Table table, String keyColumn) {
        String folded = column.replace("_", "").toLowerCase(Locale.ROOT);
        String key = keyColumn.replace("_", "").toLowerCase(Locale.ROOT);
        String name = table.name().name().replace("_", "").toLowerCase(Locale.ROOT);
        String singular = name.endsWith("ies") ? name.substring(0, name.length() - 3) + "y"
                : name.endsWith("s") ? name.substring(0, name.length() - 1) : name;
        for (String stem : List.of(name, singular)) {
            // OwnerUserId for users.Id, ExcerptPostId for posts.Id: a role prefix before the table's name
            if (folded.endsWith(stem + key) || folded.endsWith(stem + "id")) {
                return true;
            }
        }
        return false;
    }

    private static boolean containsIgnoreCase(List<String> names, String name) {
        for (String candidate : names) {
            if (candidate.equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    static boolean inPrimaryKey(Table table, String column) {
        for (String key : table.primaryKey()) {
            if (key.equalsIgnoreCase(column)) {
                return true;
            }
        }
        return false;
    }
}
