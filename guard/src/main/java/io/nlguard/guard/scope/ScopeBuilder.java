package io.nlguard.guard.scope;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.RelationSyntax;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * Walks a statement tree once: opens a scope per query level, registers each level's sources
 * before visiting its expressions (so correlated references find enclosing sources), and resolves
 * every column reference on the way.
 */
final class ScopeBuilder {

    private final SqlTree tree;
    private final Catalog catalog;
    private final ColumnRef[] refs;
    private final Source[] sources;
    private final RelationUse[] uses;
    private final SqlNode[] ctes;
    private final ColumnResolver resolver = new ColumnResolver();

    ScopeBuilder(SqlTree tree, Catalog catalog) {
        this.tree = tree;
        this.catalog = catalog;
        this.refs = new ColumnRef[tree.size()];
        this.sources = new Source[tree.size()];
        this.uses = new RelationUse[tree.size()];
        this.ctes = new SqlNode[tree.size()];
    }

    Scopes build() {
        SqlNode root = tree.root();
        Scope scope = isQueryNode(root) ? query(root, null, Scope.Kind.ROOT, CteEnvironment.EMPTY)
                : statement(root, null, Scope.Kind.ROOT, CteEnvironment.EMPTY);
        return new Scopes(tree, catalog, scope, refs, sources, uses, ctes);
    }

    /**
     * DML and other statements, at the root or as a data-modifying CTE's body: the target table and FROM
     * items are the sources of one level; a DML statement's output columns are its RETURNING list.
     */
    private Scope statement(SqlNode root, Scope parent, Scope.Kind kind, CteEnvironment outer) {
        Scope scope = new Scope(root, parent, kind);
        CteEnvironment env = with(root, scope, outer);
        for (SqlNode child : root.children()) {
            if (child.type() == NodeType.TABLE && child.role() == Role.TARGET) {
                target(scope, root, child);
            } else if (child.type() == NodeType.FROM || child.type() == NodeType.JOIN) {
                fromClause(scope, child, env);
            }
        }
        Source target = targetSource(root);
        for (SqlNode child : root.children()) {
            if (target != null && isTargetColumnList(child)) {
                targetColumns(child, target, scope, env);
            } else if (child.role() == Role.QUERY && isQueryNode(child)) {
                // INSERT ... SELECT and CREATE VIEW ... AS SELECT: a query of its own that cannot see the target
                // (a ROOT scope sees no enclosing sources), nested here so scopeOf finds it
                query(child, scope, Scope.Kind.ROOT, env);
            } else if (child.type() != NodeType.WITH && child.role() != Role.TARGET) {
                walk(child, scope, env);
            }
        }
        if (root.type().isWrite()) {
            scope.outputColumns(OutputColumns.ofReturning(root, scope));
        }
        return scope;
    }

    /**
     * The relation a statement writes, alters, drops or creates. It is a stored relation, never a CTE
     * ({@code WITH x AS (...) DELETE FROM x} deletes from table x); one the statement creates or an
     * object the catalog does not model is no source of the statement.
     */
    private void target(Scope scope, SqlNode statement, SqlNode table) {
        RelationUse use = statement.type().isDdl() ? useOf(RelationSyntax.ddlTarget(statement)) : RelationUse.REFERENCE;
        if (use == RelationUse.REFERENCE || use == RelationUse.OPTIONAL_REFERENCE) {
            addSource(scope, table, CteEnvironment.EMPTY);
        }
        uses[table.id()] = use;
    }

    private static RelationUse useOf(RelationSyntax.DdlTarget target) {
        return switch (target) {
            case DEFINES -> RelationUse.DEFINITION;
            case REFERENCES -> RelationUse.REFERENCE;
            case REFERENCES_IF_EXISTS -> RelationUse.OPTIONAL_REFERENCE;
            case OTHER_OBJECT -> RelationUse.OTHER_OBJECT;
        };
    }

    private Source targetSource(SqlNode root) {
        SqlNode target = root.child(Role.TARGET);
        return target == null ? null : sources[target.id()];
    }

    /** INSERT's column list, UPDATE's SET items: their left-hand columns name columns of the target. */
    private static boolean isTargetColumnList(SqlNode child) {
        return child.type() == NodeType.SET_ITEM || (child.type() == NodeType.COLUMN && child.role() == Role.COLUMNS);
    }

    private void targetColumns(SqlNode child, Source target, Scope scope, CteEnvironment env) {
        if (child.type() == NodeType.COLUMN) {
            scope.addColumn(child);
            refs[child.id()] = resolver.resolveInTarget(child, target);
            return;
        }
        for (SqlNode part : child.children()) {
            if (part.role() == Role.THIS && part.type() == NodeType.COLUMN) {
                scope.addColumn(part);
                refs[part.id()] = resolver.resolveInTarget(part, target);
            } else {
                walk(part, scope, env);
            }
        }
    }

    private Scope query(SqlNode node, Scope parent, Scope.Kind kind, CteEnvironment env) {
        if (node.type() == NodeType.SUBQUERY) {
            SqlNode inner = node.child(Role.QUERY);
            return query(inner == null ? node.children().get(0) : inner, parent, kind, env);
        }
        if (node.type().isSetOperation()) {
            return setOperation(node, parent, kind, env);
        }
        Scope scope = new Scope(node, parent, kind);
        CteEnvironment visible = with(node, scope, env);
        if (node.type() == NodeType.VALUES) {
            walkChildren(node, scope, visible);
            scope.outputColumns(OutputColumns.ofValues(node));
            return scope;
        }
        for (SqlNode child : node.children()) {
            if (child.type() == NodeType.FROM || child.type() == NodeType.JOIN) {
                fromClause(scope, child, visible);
            } else if (child.type() == NodeType.ALIAS && child.role() == Role.ITEM) {
                scope.addOutputAlias(child.name(), child);
            }
        }
        for (SqlNode child : node.children()) {
            if (child.type() != NodeType.WITH) {
                walk(child, scope, visible);
            }
        }
        scope.outputColumns(OutputColumns.ofSelect(node, scope));
        return scope;
    }

    private Scope setOperation(SqlNode node, Scope parent, Scope.Kind kind, CteEnvironment env) {
        Scope result = new Scope(node, parent, kind);
        CteEnvironment visible = with(node, result, env);
        Scope first = null;
        for (SqlNode child : node.children()) {
            if (isQueryNode(child)) {
                Scope branch = query(child, result, Scope.Kind.SET_OPERATION, visible);
                first = first == null ? branch : first;
            }
        }
        List<String> columns = first == null ? null : first.outputColumns();
        result.outputColumns(columns);
        if (columns != null) {
            for (String column : columns) {
                result.addOutputAlias(column, node);
            }
        }
        for (SqlNode child : node.children()) {
            if (!isQueryNode(child) && child.type() != NodeType.WITH) {
                walk(child, result, visible);
            }
        }
        return result;
    }

    /**
     * Registers the CTEs of a WITH child of {@code node}; returns the names visible to the query. As in
     * PostgreSQL, a CTE's body sees the CTEs before it; under WITH RECURSIVE it also sees itself and
     * the ones after it. Without RECURSIVE, a body naming its own CTE names the stored relation.
     */
    private CteEnvironment with(SqlNode node, Scope scope, CteEnvironment env) {
        SqlNode with = node.child(NodeType.WITH);
        if (with == null) {
            return env;
        }
        boolean recursive = RelationSyntax.isRecursive(with);
        List<SqlNode> list = with.children();
        CteEnvironment visible = env;
        for (int i = 0; i < list.size(); i++) {
            SqlNode cte = list.get(i);
            SqlNode body = cte.child(Role.QUERY);
            List<String> declared = nullIfEmpty(aliasColumns(cte.child(NodeType.TABLE_ALIAS)));
            CteEnvironment bodyEnv = visible;
            if (recursive) {
                // itself and the later CTEs, with the columns they declare (or unknown ones)
                for (int j = list.size() - 1; j >= i; j--) {
                    bodyEnv = bodyEnv.with(list.get(j), null, nullIfEmpty(aliasColumns(list.get(j).child(NodeType.TABLE_ALIAS))));
                }
            }
            Scope inner = body == null ? null
                    : body.type().isWrite() ? statement(body, scope, Scope.Kind.CTE, bodyEnv)
                    : query(body, scope, Scope.Kind.CTE, bodyEnv);
            List<String> columns = declared != null ? declared : inner == null ? null : inner.outputColumns();
            visible = visible.with(cte, inner, columns);
        }
        return visible;
    }

    private void fromClause(Scope scope, SqlNode clause, CteEnvironment env) {
        SqlNode item = clause.type() == NodeType.JOIN ? clause.child(Role.THIS) : null;
        if (clause.type() == NodeType.FROM) {
            for (SqlNode child : clause.children()) {
                addSource(scope, child, env);
            }
            return;
        }
        if (item != null) {
            addSource(scope, item, env);
        }
        for (SqlNode using : clause.children()) {
            if (using.role() == Role.USING) {
                scope.addMergedColumn(using.name());
            }
        }
        if (clause.name() != null && clause.name().startsWith("NATURAL") && item != null) {
            mergeNaturalColumns(scope, item);
        }
    }

    private void addSource(Scope scope, SqlNode item, CteEnvironment env) {
        Source source = switch (item.type()) {
            case TABLE -> tableSource(item, env);
            case SUBQUERY -> derivedSource(scope, item, env);
            case PAREN -> {
                for (SqlNode child : item.children()) {
                    if (child.role() == Role.THIS) {
                        addSource(scope, child, env);
                    } else if (child.type() == NodeType.JOIN) {
                        fromClause(scope, child, env);
                    }
                }
                yield null;
            }
            default -> new OpaqueSource(aliasOr(item, item.name() == null ? "?" : item.name()), item,
                    nullIfEmpty(aliasColumns(item.child(NodeType.TABLE_ALIAS))));
        };
        if (source != null) {
            sources[item.id()] = source;
            scope.addSource(source);
        }
    }

    private Source tableSource(SqlNode table, CteEnvironment env) {
        String name = table.name();
        SqlNode schemaNode = table.child(Role.SCHEMA);
        String alias = aliasOr(table, name);
        if (schemaNode == null) {
            DerivedSource cte = env.sourceFor(table, alias);
            if (cte != null) {
                uses[table.id()] = RelationUse.CTE;
                ctes[table.id()] = env.cteFor(table);
                return cte;
            }
        }
        uses[table.id()] = RelationUse.REFERENCE;
        String schema = schemaNode == null ? null : schemaNode.name();
        if (!catalog.isAvailable()) {
            return new OpaqueSource(alias, table, null);
        }
        Table found = catalog.table(schema, name, table.quoted()).orElse(null);
        boolean system = found == null && (Catalog.isSystemSchema(schema)
                || (schema == null && name.toLowerCase(Locale.ROOT).startsWith("pg_")));
        return new TableSource(alias, table, found, system);
    }

    private Source derivedSource(Scope scope, SqlNode subquery, CteEnvironment env) {
        boolean lateral = "LATERAL".equals(subquery.name());
        Scope inner = query(subquery, scope, lateral ? Scope.Kind.SUBQUERY : Scope.Kind.DERIVED_TABLE, env);
        List<String> declared = aliasColumns(subquery.child(NodeType.TABLE_ALIAS));
        return new DerivedSource(aliasOr(subquery, "?subquery" + subquery.id()), subquery, inner,
                declared.isEmpty() ? inner.outputColumns() : declared, false);
    }

    /** Visits expressions: resolves columns, opens scopes for nested queries. FROM items are already sources. */
    private void walk(SqlNode node, Scope scope, CteEnvironment env) {
        switch (node.type()) {
            case COLUMN -> {
                scope.addColumn(node);
                refs[node.id()] = resolver.resolve(node, scope);
            }
            case INTO -> {
                // SELECT ... INTO t creates t
                for (SqlNode table : node.children()) {
                    if (table.type() == NodeType.TABLE) {
                        uses[table.id()] = RelationUse.DEFINITION;
                    }
                }
            }
            case FROM -> {
                for (SqlNode item : node.children()) {
                    walkFromItem(item, scope, env);
                }
            }
            case JOIN -> {
                for (SqlNode child : node.children()) {
                    if (child.role() == Role.THIS) {
                        walkFromItem(child, scope, env);
                    } else if (child.role() != Role.USING) {
                        walk(child, scope, env);
                    }
                }
            }
            default -> {
                if (isQueryNode(node)) {
                    query(node, scope, Scope.Kind.SUBQUERY, env);
                } else {
                    walkChildren(node, scope, env);
                }
            }
        }
    }

    /** Inside FROM only function arguments and parenthesised joins' conditions hold expressions of this level. */
    private void walkFromItem(SqlNode item, Scope scope, CteEnvironment env) {
        switch (item.type()) {
            case TABLE, SUBQUERY -> {
                // names, and queries already given their own scope
            }
            case PAREN -> {
                for (SqlNode child : item.children()) {
                    if (child.type() == NodeType.JOIN) {
                        walk(child, scope, env);
                    }
                }
            }
            default -> {
                for (SqlNode child : item.children()) {
                    if (child.type() != NodeType.TABLE_ALIAS) {
                        walk(child, scope, env);
                    }
                }
            }
        }
    }

    private void walkChildren(SqlNode node, Scope scope, CteEnvironment env) {
        for (SqlNode child : node.children()) {
            walk(child, scope, env);
        }
    }

    private void mergeNaturalColumns(Scope scope, SqlNode item) {
        Source right = sources[item.id()];
        if (right == null || right.columnNames() == null) {
            return;
        }
        for (String column : right.columnNames()) {
            for (Source other : scope.sources()) {
                if (other != right && Boolean.TRUE.equals(other.hasColumn(column, false))) {
                    scope.addMergedColumn(column);
                }
            }
        }
    }

    private static boolean isQueryNode(SqlNode node) {
        return node.type().isQuery() || node.type() == NodeType.SUBQUERY;
    }

    private static String aliasOr(SqlNode item, String fallback) {
        SqlNode alias = item.child(NodeType.TABLE_ALIAS);
        return alias != null && alias.name() != null ? alias.name() : fallback;
    }

    private static List<String> aliasColumns(SqlNode alias) {
        if (alias == null) {
            return List.of();
        }
        List<String> columns = new ArrayList<>();
        for (SqlNode child : alias.children()) {
            if (child.role() == Role.COLUMNS) {
                columns.add(child.name());
            }
        }
        return columns;
    }

    private static List<String> nullIfEmpty(List<String> names) {
        return names.isEmpty() ? null : names;
    }
}
