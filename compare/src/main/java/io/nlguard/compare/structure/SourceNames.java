package io.nlguard.compare.structure;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.TableName;
import io.nlguard.guard.scope.DerivedSource;
import io.nlguard.guard.scope.OpaqueSource;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

import static io.nlguard.compare.structure.SqlText.fold;

/**
 * The canonical name of every source of a statement, which replaces the alias the query gave it:
 * a catalog table is named by its base table (schema-qualified only outside the first search-path
 * schema), a derived table {@code subquery}, a CTE {@code cte_1}, {@code cte_2}... in order of
 * definition. Where a name would be ambiguous (the same table twice in one query level, or in a
 * level and one it is nested in) later occurrences are numbered: {@code employee_2}.
 */
final class SourceNames {

    static final String DERIVED_TABLE = "subquery";

    private final Catalog catalog;
    private final Map<Source, String> bases = new IdentityHashMap<>();
    private final Map<Source, String> names = new IdentityHashMap<>();
    private final Map<String, String> cteNames = new HashMap<>();
    private final Map<SqlNode, String> cteNodes = new IdentityHashMap<>();

    SourceNames(Scopes scopes, Catalog catalog) {
        this.catalog = catalog;
        for (SqlNode cte : scopes.tree().nodesOf(NodeType.CTE)) {
            String canonical = "cte_" + (cteNodes.size() + 1);
            cteNodes.put(cte, canonical);
            cteNames.putIfAbsent(fold(cte.name()), canonical);
        }
        assign(scopes.root(), new HashMap<>());
    }

    /** The name the source's columns are qualified with. */
    String name(Source source) {
        String name = names.get(source);
        return name != null ? name : fold(source.alias());
    }

    /** What the FROM item shows before any {@code AS}: the base table, {@code subquery}, a CTE name. */
    String base(Source source) {
        String base = bases.get(source);
        return base != null ? base : fold(source.alias());
    }

    /** The canonical name of a CTE definition node. */
    String cte(SqlNode cteNode) {
        return cteNodes.getOrDefault(cteNode, fold(cteNode.name()));
    }

    private void assign(Scope scope, Map<String, Integer> used) {
        Map<String, Integer> visible = new HashMap<>(used);
        for (Source source : scope.sources()) {
            String base = baseOf(source);
            int occurrence = visible.merge(base, 1, Integer::sum);
            bases.put(source, base);
            names.put(source, occurrence == 1 ? base : lastSegment(base) + "_" + occurrence);
        }
        for (Scope child : scope.children()) {
            assign(child, visible);
        }
    }

    private String baseOf(Source source) {
        if (source instanceof TableSource table && table.isKnown()) {
            return tableName(table.table().name());
        }
        if (source instanceof DerivedSource derived) {
            return derived.cte() ? cteNames.getOrDefault(fold(derived.node().name()), fold(derived.node().name()))
                    : DERIVED_TABLE;
        }
        SqlNode node = source.node();
        if (node.type() == NodeType.TABLE) {
            return writtenTableName(node);
        }
        if (source instanceof OpaqueSource && node.name() != null
                && (node.type() == NodeType.FUNCTION || node.type() == NodeType.AGGREGATE)) {
            return fold(node.name());
        }
        return fold(source.alias());
    }

    private String tableName(TableName name) {
        String schema = name.schema();
        boolean onPath = schema == null || schema.isEmpty() || (!catalog.searchPath().isEmpty()
                && catalog.searchPath().get(0).equalsIgnoreCase(schema));
        return onPath ? fold(name.name()) : fold(schema) + "." + fold(name.name());
    }

    /** A table the catalog does not know: named as written, schema included. */
    static String writtenTableName(SqlNode table) {
        SqlNode schema = table.child(Role.SCHEMA);
        return schema == null ? fold(table.name()) : fold(schema.name()) + "." + fold(table.name());
    }

    private static String lastSegment(String name) {
        return name.substring(name.lastIndexOf('.') + 1);
    }
}
