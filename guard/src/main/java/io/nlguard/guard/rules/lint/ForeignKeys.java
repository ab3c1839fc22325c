package io.nlguard.guard.rules.lint;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableName;

/** Declared foreign keys between two catalog tables, in either direction. */
final class ForeignKeys {

    private ForeignKeys() {
    }

    /** Keys of {@code a} referencing {@code b}, then keys of {@code b} referencing {@code a}. */
    static List<ForeignKey> between(Table a, Table b) {
        List<ForeignKey> keys = new ArrayList<>(2);
        if (a == null || b == null) {
            return keys;
        }
        for (ForeignKey key : a.foreignKeys()) {
            if (same(key.toTable(), b.name())) {
                keys.add(key);
            }
        }
        for (ForeignKey key : b.foreignKeys()) {
            if (same(key.toTable(), a.name())) {
                keys.add(key);
            }
        }
        return keys;
    }

    /** Table names compared the way catalogs built from different sources spell them. */
    static boolean same(TableName x, TableName y) {
        if (x == null || y == null || !x.name().equalsIgnoreCase(y.name())) {
            return false;
        }
        return x.schema() == null || y.schema() == null || x.schema().equalsIgnoreCase(y.schema());
    }

    /** {@code T2.singer_id = T1.singer_id AND ...} for a key between sources aliased {@code fromAlias} and {@code toAlias}. */
    static String condition(ForeignKey key, String fromAlias, String toAlias) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < key.fromColumns().size(); i++) {
            if (i > 0) {
                text.append(" AND ");
            }
            text.append(fromAlias).append('.').append(key.fromColumns().get(i)).append(" = ")
                    .append(toAlias).append('.').append(key.toColumns().get(i));
        }
        return text.toString();
    }
}
