package io.nlguard.guard.features;

import java.lang.ref.WeakReference;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableName;

/**
 * What features need of a catalog, prepared once per catalog snapshot: lower-case table and column
 * names for nearest-name search (with each name's distances memoized), each table's key columns, and
 * the column pairs and table pairs its foreign keys link. Shared by all threads; read-only once built
 * but for the distance memo.
 */
final class CatalogVocabulary {

    /** Catalog snapshots kept: more than the targets a JVM usually guards. Weak keys: a dropped snapshot goes. */
    private static final Cache<Catalog, CatalogVocabulary> BY_CATALOG = Caffeine.newBuilder()
            .weakKeys()
            .maximumSize(64)
            .build();

    /** Names memoized per catalog; past this, distances are computed without being kept (a bound on memory). */
    static final int MAX_MEMOIZED_NAMES = 20_000;

    /** The key facts of one table. */
    record TableFacts(String[] columnNames, Set<Column> primaryKey, Set<Column> foreignKey, Set<Column> referenced,
                      int incomingKeys) {
    }

    private final String[] tableNames;
    private final String[] columnNames;
    private final Set<String> schemas = new HashSet<>();
    private final int tableCount;
    private final int columnCount;
    private final Map<Table, TableFacts> tables = new IdentityHashMap<>();
    private final Map<Column, Set<Column>> keyPartners = new IdentityHashMap<>();
    private final Map<Table, Set<Table>> linkedTables = new IdentityHashMap<>();
    private final Map<String, NameDistances> distances = new ConcurrentHashMap<>();
    private final Lookalikes lookalikes;

    private CatalogVocabulary(Catalog catalog) {
        Set<String> tableSet = new LinkedHashSet<>();
        Set<String> columnSet = new LinkedHashSet<>();
        Map<Table, Set<Column>> referenced = new IdentityHashMap<>();
        Map<Table, Integer> incoming = new IdentityHashMap<>();
        for (Table table : catalog.tables()) {
            if (table.name().schema() != null) {
                schemas.add(fold(table.name().schema()));
            }
            tableSet.add(fold(table.name().name()));
            for (Column column : table.columns()) {
                columnSet.add(fold(column.name()));
            }
        }
        for (Table table : catalog.tables()) {
            for (ForeignKey key : table.foreignKeys()) {
                Table target = resolve(catalog, key.toTable());
                if (target != null) {
                    link(table, key, target, referenced);
                    incoming.merge(target, 1, Integer::sum);
                }
            }
        }
        for (Table table : catalog.tables()) {
            tables.put(table, facts(table, referenced.getOrDefault(table, Set.of()), incoming.getOrDefault(table, 0)));
        }
        this.tableNames = tableSet.toArray(new String[0]);
        this.columnNames = columnSet.toArray(new String[0]);
        this.tableCount = catalog.tables().size();
        this.columnCount = catalog.columnCount();
        this.lookalikes = new Lookalikes(catalog);
    }

    /**
     * The vocabulary last handed out and its snapshot (weakly: a dropped snapshot still goes): a JVM mostly
     * guards one snapshot at a time, and this spares each statement the cache's lookup.
     */
    private static volatile Recent recent = new Recent(new WeakReference<>(null), null);

    private record Recent(WeakReference<Catalog> catalog, CatalogVocabulary vocabulary) {
    }

    /** The vocabulary of this catalog snapshot, built on first use. */
    static CatalogVocabulary of(Catalog catalog) {
        Recent last = recent;
        if (last.catalog().get() == catalog) {
            return last.vocabulary();
        }
        CatalogVocabulary vocabulary = BY_CATALOG.get(catalog, CatalogVocabulary::new);
        recent = new Recent(new WeakReference<>(catalog), vocabulary);
        return vocabulary;
    }

    /** Distances of a name (as written) to the catalog's names; memoized per name. */
    NameDistances distances(String name) {
        NameDistances known = distances.get(name);
        if (known != null) {
            return known;
        }
        NameDistances computed = NameDistances.of(name, tableNames, columnNames);
        if (distances.size() < MAX_MEMOIZED_NAMES) {
            distances.put(name, computed);
        }
        return computed;
    }

    /** Which names of the catalog share words. */
    Lookalikes lookalikes() {
        return lookalikes;
    }

    /** Whether the catalog declares any foreign key: without any, "not on a key" says nothing. */
    boolean hasForeignKeys() {
        return !linkedTables.isEmpty();
    }

    int tableCount() {
        return tableCount;
    }

    int columnCount() {
        return columnCount;
    }

    /** Whether some catalog table lives in this schema (any case), or it is a PostgreSQL system schema. */
    boolean hasSchema(String schema) {
        return Catalog.isSystemSchema(schema) || schemas.contains(fold(schema));
    }

    /** The facts of a catalog table, or null for a table of another catalog. */
    TableFacts facts(Table table) {
        return table == null ? null : tables.get(table);
    }

    /** Whether a declared foreign key pairs these two columns, in either direction. */
    boolean keyPair(Column a, Column b) {
        Set<Column> partners = keyPartners.get(a);
        return partners != null && partners.contains(b);
    }

    /** Whether a foreign key links the two tables, in either direction. */
    boolean linked(Table a, Table b) {
        Set<Table> partners = linkedTables.get(a);
        return partners != null && partners.contains(b);
    }

    /** Records a foreign key: the two tables are linked, each column pair are partners, the targets are referenced. */
    private void link(Table table, ForeignKey key, Table target, Map<Table, Set<Column>> referenced) {
        linkedTables.computeIfAbsent(table, t -> identitySet()).add(target);
        linkedTables.computeIfAbsent(target, t -> identitySet()).add(table);
        for (int i = 0; i < key.fromColumns().size(); i++) {
            Column from = table.column(key.fromColumns().get(i)).orElse(null);
            Column to = target.column(key.toColumns().get(i)).orElse(null);
            if (from != null && to != null) {
                referenced.computeIfAbsent(target, t -> identitySet()).add(to);
                keyPartners.computeIfAbsent(from, c -> identitySet()).add(to);
                keyPartners.computeIfAbsent(to, c -> identitySet()).add(from);
            }
        }
    }

    private static TableFacts facts(Table table, Set<Column> referenced, int incomingKeys) {
        String[] names = new String[table.columns().size()];
        for (int i = 0; i < names.length; i++) {
            names[i] = fold(table.columns().get(i).name());
        }
        Set<Column> primaryKey = identitySet();
        for (String name : table.primaryKey()) {
            table.column(name).ifPresent(primaryKey::add);
        }
        Set<Column> foreignKey = identitySet();
        for (ForeignKey key : table.foreignKeys()) {
            for (String name : key.fromColumns()) {
                table.column(name).ifPresent(foreignKey::add);
            }
        }
        return new TableFacts(names, primaryKey, foreignKey, referenced, incomingKeys);
    }

    /** A key's target table: in its own schema, else wherever the search path finds the name. */
    private static Table resolve(Catalog catalog, TableName name) {
        Table found = catalog.table(name.schema(), name.name(), false).orElse(null);
        return found != null ? found : catalog.table(null, name.name(), false).orElse(null);
    }

    private static <T> Set<T> identitySet() {
        return Collections.newSetFromMap(new IdentityHashMap<>());
    }

    static String fold(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
