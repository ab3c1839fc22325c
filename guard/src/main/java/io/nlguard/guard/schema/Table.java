package io.nlguard.guard.schema;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A table or view of the catalog with its columns (in ordinal order), primary key and outgoing foreign keys. */
public final class Table {

    private final TableName name;
    private final TableKind kind;
    private final List<Column> columns;
    private final List<String> primaryKey;
    private final List<ForeignKey> foreignKeys;
    private final Map<String, Column> byExactName;
    private final Map<String, Column> byFoldedName;

    public Table(TableName name, TableKind kind, List<Column> columns, List<String> primaryKey, List<ForeignKey> foreignKeys) {
        this.name = name;
        this.kind = kind;
        this.columns = List.copyOf(columns);
        this.primaryKey = List.copyOf(primaryKey);
        this.foreignKeys = List.copyOf(foreignKeys);
        this.byExactName = new HashMap<>(columns.size() * 2);
        this.byFoldedName = new HashMap<>(columns.size() * 2);
        for (Column column : columns) {
            byExactName.put(column.name(), column);
            byFoldedName.putIfAbsent(Names.fold(column.name()), column);
        }
    }

    public TableName name() {
        return name;
    }

    public TableKind kind() {
        return kind;
    }

    public List<Column> columns() {
        return columns;
    }

    public List<String> primaryKey() {
        return primaryKey;
    }

    public List<ForeignKey> foreignKeys() {
        return foreignKeys;
    }

    /**
     * Finds a column the way PostgreSQL resolves an identifier: a quoted name must match exactly; an
     * unquoted one matches case-insensitively (PostgreSQL would fold it to lower case; catalogs built
     * from description files keep the original case, so insensitive matching is the useful reading).
     */
    public Optional<Column> column(String columnName, boolean quoted) {
        Column exact = byExactName.get(columnName);
        if (exact != null || quoted) {
            return Optional.ofNullable(exact);
        }
        return Optional.ofNullable(byFoldedName.get(Names.fold(columnName)));
    }

    public Optional<Column> column(String columnName) {
        return column(columnName, false);
    }

    @Override
    public String toString() {
        return name.toString();
    }

}
