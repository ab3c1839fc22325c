package io.nlguard.guard.schema;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An immutable snapshot of the relations a connection can see: the tables and views of the schemas
 * on its search path, with columns, keys and foreign keys. Built once per target by a loader and shared
 * by every connection of the JVM; every snapshot gets a fresh {@link #version()} so caches keyed by it
 * never mix the answers of two schema states.
 */
public final class Catalog {

    /** Schemas PostgreSQL always searches and that tools query freely; the guard does not model them. */
    public static final Set<String> SYSTEM_SCHEMAS = Set.of("pg_catalog", "information_schema");

    private static final AtomicLong VERSIONS = new AtomicLong();
    private static final Catalog EMPTY = new Catalog(List.of("public"), List.of(), true, true);
    private static final Catalog UNAVAILABLE = new Catalog(List.of("public"), List.of(), false, true);

    private final long version;
    private final boolean available;
    private final boolean complete;
    private final List<String> searchPath;
    private final List<Table> tables;
    private final Map<String, List<Table>> byFoldedName;
    private final Map<String, List<Table>> tablesByFoldedColumn;
    /** {@link #foreignKeys()}, on first use. */
    private volatile List<ForeignKey> foreignKeys;

    private Catalog(List<String> searchPath, List<Table> tables, boolean available, boolean complete) {
        this.version = VERSIONS.incrementAndGet();
        this.available = available;
        this.complete = complete;
        this.searchPath = List.copyOf(searchPath);
        this.tables = List.copyOf(tables);
        this.byFoldedName = new HashMap<>(tables.size() * 2);
        this.tablesByFoldedColumn = new HashMap<>();
        for (Table table : this.tables) {
            byFoldedName.computeIfAbsent(Names.fold(table.name().name()), k -> new ArrayList<>(1)).add(table);
            for (Column column : table.columns()) {
                tablesByFoldedColumn.computeIfAbsent(Names.fold(column.name()), k -> new ArrayList<>(2)).add(table);
            }
        }
    }

    /** A catalog over these tables; {@code searchPath} orders the schemas unqualified names resolve in. */
    public static Catalog of(List<String> searchPath, Collection<Table> tables) {
        return new Catalog(searchPath, new ArrayList<>(tables), true, true);
    }

    /**
     * This snapshot, marked as missing what the connection changed since inside its transaction (DDL
     * the guard may not look at before it commits): a name it does not know may be a relation the
     * transaction created, so none is reported unknown. A new version.
     */
    public Catalog missingOwnChanges() {
        return new Catalog(searchPath, tables, available, false);
    }

    /**
     * False for a snapshot {@link #missingOwnChanges() missing the connection's own uncommitted DDL}:
     * relations it does not know may exist.
     */
    public boolean isComplete() {
        return complete;
    }

    /**
     * The catalog used when the schema could not be read (or reading is turned off): unlike an
     * {@link #empty()} database, it does not mean that every table is unknown.
     */
    public static Catalog unavailable() {
        return UNAVAILABLE;
    }

    /** False for {@link #unavailable()}: table and column references cannot be checked. */
    public boolean isAvailable() {
        return available;
    }

    /** A catalog that knows no tables: the guard then checks only what needs no schema. */
    public static Catalog empty() {
        return EMPTY;
    }

    /** Unique per snapshot within this JVM; a reload yields a new version. */
    public long version() {
        return version;
    }

    public List<String> searchPath() {
        return searchPath;
    }

    public List<Table> tables() {
        return tables;
    }

    public boolean isEmpty() {
        return tables.isEmpty();
    }

    /**
     * Resolves a table reference. A qualified name looks only in its schema; an unqualified one takes
     * the first schema of the search path that has it. Quoted names match exactly, unquoted ones
     * case-insensitively (see {@link Table#column(String, boolean)}).
     */
    public Optional<Table> table(String schema, String name, boolean quoted) {
        List<Table> candidates = byFoldedName.get(Names.fold(name));
        if (candidates == null) {
            return Optional.empty();
        }
        Table best = null;
        int bestRank = Integer.MAX_VALUE;
        for (Table candidate : candidates) {
            if (quoted && !candidate.name().name().equals(name)) {
                continue;
            }
            int rank = schemaRank(schema, candidate.name().schema());
            if (rank < bestRank || (rank == bestRank && best != null && candidate.name().name().equals(name))) {
                best = candidate;
                bestRank = rank;
            }
        }
        return Optional.ofNullable(best);
    }

    public Optional<Table> table(String name) {
        return table(null, name, false);
    }

    /** Every table that has a column of this name (case-insensitive), in catalog order. */
    public List<Table> tablesWithColumn(String columnName) {
        return tablesByFoldedColumn.getOrDefault(Names.fold(columnName), List.of());
    }

    /** Whether the name denotes a PostgreSQL system schema. */
    public static boolean isSystemSchema(String schema) {
        return schema != null && SYSTEM_SCHEMAS.contains(Names.fold(schema));
    }

    /**
     * Foreign keys of all tables, in catalog order; gathered once per snapshot (the lint rules ask on every
     * statement with a join, and a walk of every table per statement costs with the catalog's size).
     */
    public List<ForeignKey> foreignKeys() {
        List<ForeignKey> known = foreignKeys;
        if (known == null) {
            List<ForeignKey> all = new ArrayList<>();
            for (Table table : tables) {
                all.addAll(table.foreignKeys());
            }
            known = List.copyOf(all);
            foreignKeys = known;
        }
        return known;
    }

    /** Number of columns over all tables; used by size reports. */
    public int columnCount() {
        int count = 0;
        for (Table table : tables) {
            count += table.columns().size();
        }
        return count;
    }

    @Override
    public String toString() {
        Map<String, Integer> perSchema = new LinkedHashMap<>();
        for (Table table : tables) {
            perSchema.merge(table.name().schema(), 1, Integer::sum);
        }
        return "Catalog[v" + version + ", search_path=" + searchPath + ", tables=" + perSchema + "]";
    }

    /** 0 for the asked schema or the first search-path entry, higher further down; MAX when not visible. */
    private int schemaRank(String askedSchema, String tableSchema) {
        if (askedSchema != null) {
            return tableSchema != null && Names.fold(tableSchema).equals(Names.fold(askedSchema)) ? 0 : Integer.MAX_VALUE;
        }
        for (int i = 0; i < searchPath.size(); i++) {
            if (searchPath.get(i).equalsIgnoreCase(tableSchema)) {
                return i;
            }
        }
        return Integer.MAX_VALUE;
    }
}
