package io.nlguard.nl.values;

import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/** The columns whose values a question may name: those of a character type. */
public final class TextColumns {

    private static final Set<Integer> TEXT_TYPES = Set.of(Types.VARCHAR, Types.CHAR, Types.LONGVARCHAR, Types.NVARCHAR,
            Types.NCHAR, Types.LONGNVARCHAR, Types.CLOB, Types.NCLOB);
    private static final Set<String> TEXT_NAMES = Set.of("text", "varchar", "character varying", "char", "character",
            "bpchar", "citext", "name");

    private TextColumns() {
    }

    public static boolean isText(Column column) {
        return TEXT_TYPES.contains(column.jdbcType())
                || TEXT_NAMES.contains(column.nativeType().toLowerCase(Locale.ROOT));
    }

    /** Every text column of the catalog, table by table. */
    public static List<ColumnValues> of(Catalog catalog) {
        List<ColumnValues> columns = new ArrayList<>();
        for (Table table : catalog.tables()) {
            for (Column column : table.columns()) {
                if (isText(column)) {
                    columns.add(new ColumnValues(table, column, List.of()));
                }
            }
        }
        return columns;
    }
}
