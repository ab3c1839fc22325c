package io.nlguard.guard.scope;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * The scopes of one statement and the resolution of each of its column references: the one place
 * rules, features, autocorrect and labeling ask "which table does this column come from?".
 */
public final class Scopes {

    private final SqlTree tree;
    private final Catalog catalog;
    private final Scope root;
    private final List<Scope> all;
    private final ColumnRef[] byNodeId;
    private final Source[] sourceByNodeId;
    private final RelationUse[] useByNodeId;
    private final SqlNode[] cteByNodeId;
    private final Map<Class<?>, Object> derived = new HashMap<>(2);

    Scopes(SqlTree tree, Catalog catalog, Scope root, ColumnRef[] byNodeId, Source[] sourceByNodeId,
           RelationUse[] useByNodeId, SqlNode[] cteByNodeId) {
        this.tree = tree;
        this.catalog = catalog;
        this.root = root;
        this.byNodeId = byNodeId;
        this.sourceByNodeId = sourceByNodeId;
        this.useByNodeId = useByNodeId;
        this.cteByNodeId = cteByNodeId;
        List<Scope> ordered = new ArrayList<>();
        collect(root, ordered);
        this.all = Collections.unmodifiableList(ordered);
    }

    /** Builds the scopes of {@code tree} and resolves its columns against {@code catalog}. */
    public static Scopes resolve(SqlTree tree, Catalog catalog) {
        return new ScopeBuilder(tree, catalog).build();
    }

    public SqlTree tree() {
        return tree;
    }

    /** The catalog the references were resolved against. */
    public Catalog catalog() {
        return catalog;
    }

    /**
     * A fact derived from these resolutions alone (such as the diagnoses of the unresolved references),
     * computed on first use under {@code key} and shared by everyone who shares these scopes: the rewrite
     * passes of one tree and the rules after them. One thread uses a statement's scopes.
     */
    public <T> T derived(Class<T> key, Function<Scopes, T> compute) {
        Object value = derived.get(key);
        if (value == null) {
            value = compute.apply(this);
            derived.put(key, value);
        }
        return key.cast(value);
    }

    public Scope root() {
        return root;
    }

    /** Every scope, outermost first (pre-order). */
    public List<Scope> all() {
        return all;
    }

    /** How a Column node resolved, or null for a node that is not a column reference. */
    public ColumnRef column(SqlNode columnNode) {
        return byNodeId[columnNode.id()];
    }

    /** Every column reference's resolution, in source order. */
    public List<ColumnRef> columns() {
        List<ColumnRef> refs = new ArrayList<>();
        for (ColumnRef ref : byNodeId) {
            if (ref != null) {
                refs.add(ref);
            }
        }
        return refs;
    }

    /** The source a FROM item node (Table, Subquery, function) stands for, or null. */
    public Source sourceOf(SqlNode fromItem) {
        return sourceByNodeId[fromItem.id()];
    }

    /**
     * What the statement does with the relation a Table node names: reads or writes a stored relation,
     * names a CTE visible there, creates it, tolerates its absence, or names an object that is no
     * relation. Null for a node that is not a relation name, or one in a place scope resolution does
     * not know; rules that guard relations treat such a name as a stored relation.
     */
    public RelationUse useOf(SqlNode table) {
        return useByNodeId[table.id()];
    }

    /**
     * The Table nodes that name a relation which must exist and which the catalog does not know (system
     * relations aside, which it does not model): what PostgreSQL will answer with "relation does not
     * exist", unless the schema changed since the catalog's snapshot. None when the snapshot misses the
     * connection's own uncommitted DDL ({@link Catalog#isComplete()}).
     */
    public List<SqlNode> unknownRelations() {
        List<SqlNode> unknown = new ArrayList<>();
        if (!catalog.isComplete()) {
            return unknown;
        }
        for (int id = 0; id < useByNodeId.length; id++) {
            if (useByNodeId[id] == RelationUse.REFERENCE && sourceByNodeId[id] instanceof TableSource table
                    && !table.isKnown() && !table.system()) {
                unknown.add(table.node());
            }
        }
        return unknown;
    }

    /** Whether a Table node names a CTE (as PostgreSQL resolves it there), not a stored relation. */
    public boolean namesCte(SqlNode table) {
        return useByNodeId[table.id()] == RelationUse.CTE;
    }

    /**
     * The nodes of {@code subtree} and of the bodies of the CTEs it reads, transitively, each once: what
     * a query part reads, wherever its CTEs were written ({@code WITH c AS (SELECT ... FROM pg_shadow)
     * ... UNION SELECT * FROM c} reads pg_shadow in its second branch).
     */
    public List<SqlNode> nodesReadBy(SqlNode subtree) {
        List<SqlNode> nodes = new ArrayList<>();
        boolean[] seen = new boolean[useByNodeId.length];
        List<SqlNode> pending = new ArrayList<>(List.of(subtree));
        while (!pending.isEmpty()) {
            SqlNode top = pending.remove(pending.size() - 1);
            if (seen[top.id()]) {
                continue;
            }
            seen[top.id()] = true;
            nodes.add(top);
            SqlNode cte = cteByNodeId[top.id()];
            if (cte != null && cte.child(Role.QUERY) != null) {
                pending.add(cte.child(Role.QUERY));
            }
            for (int i = top.children().size() - 1; i >= 0; i--) {
                pending.add(top.children().get(i));
            }
        }
        return nodes;
    }

    /**
     * The expression an output alias names, for a reference that resolved to one ({@code ORDER BY n}
     * after {@code count(x) AS n}); null for any other reference, and for the output columns of a set
     * operation, which name no single expression.
     */
    public SqlNode aliasedExpression(ColumnRef ref) {
        if (ref.status() != ColumnRef.Status.OUTPUT_ALIAS) {
            return null;
        }
        SqlNode alias = scopeOf(ref.node()).outputAlias(ref.node().name());
        return alias != null && alias.type() == NodeType.ALIAS && !alias.children().isEmpty() ? alias.children().get(0) : null;
    }

    /** The innermost scope a node belongs to. */
    public Scope scopeOf(SqlNode node) {
        Scope best = root;
        for (Scope scope : all) {
            if (isWithin(node, scope.node()) && scope.node().depth() >= best.node().depth()) {
                best = scope;
            }
        }
        return best;
    }

    private static boolean isWithin(SqlNode node, SqlNode ancestor) {
        for (SqlNode n = node; n != null; n = n.parent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    private static void collect(Scope scope, List<Scope> into) {
        into.add(scope);
        for (Scope child : scope.children()) {
            collect(child, into);
        }
    }
}
