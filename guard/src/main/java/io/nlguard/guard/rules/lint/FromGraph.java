package io.nlguard.guard.rules.lint;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.DerivedSource;
import io.nlguard.guard.scope.OpaqueSource;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * The FROM items of one query level (a SELECT, or an UPDATE/DELETE whose target is the first item)
 * as the nodes of a small graph: an explicit join (ON, USING, NATURAL, CROSS) links an item to the
 * one before it, and each equality in WHERE or ON links the items whose columns it compares.
 * Connected groups of items are kept in a union-find array.
 */
final class FromGraph {

    private static final int UNATTRIBUTED = -1;

    private final Scopes scopes;
    private final SqlNode query;
    private final List<SqlNode> items = new ArrayList<>();
    private final List<SqlNode> joins = new ArrayList<>();
    private final Map<Source, Integer> itemOf = new IdentityHashMap<>();
    private int[] parent;
    /** An equality read a column whose source is unknown: which items it links cannot be told. */
    private boolean uncertain;

    FromGraph(Scopes scopes, SqlNode query) {
        this.scopes = scopes;
        this.query = query;
        for (SqlNode child : query.children()) {
            if (child.role() == Role.TARGET && child.type() == NodeType.TABLE) {
                add(child, null);
            } else if (child.type() == NodeType.FROM) {
                for (SqlNode item : child.children()) {
                    add(item, null);
                }
            } else if (child.type() == NodeType.JOIN && child.child(Role.THIS) != null) {
                add(child.child(Role.THIS), child);
            }
        }
    }

    SqlNode query() {
        return query;
    }

    SqlNode item(int index) {
        return items.get(index);
    }

    /** The join that brought item {@code index} in: a Join node, or null for further FROM-list items. */
    SqlNode joinOf(int index) {
        return joins.get(index);
    }

    /** Whether a join leaves the pairing of rows to the WHERE clause (null: a further item of a FROM list). */
    static boolean isImplicit(SqlNode join) {
        if (join == null) {
            return true;
        }
        String kind = join.name() == null ? "" : join.name();
        if (kind.equals(",")) {
            return true;
        }
        return !kind.startsWith("CROSS") && !kind.startsWith("NATURAL") && join.child(Role.ON) == null
                && join.child(Role.USING) == null;
    }

    /**
     * The items (by index) that an implicit join brought in and that are not connected to the first
     * item's group, one per disconnected group; empty when every item is connected or the graph
     * cannot be trusted.
     */
    List<Integer> disconnected() {
        List<Integer> found = new ArrayList<>(1);
        if (!hasImplicitJoin()) {
            return found;
        }
        connect();
        if (uncertain) {
            return found;
        }
        int main = -1;
        boolean[] reported = new boolean[items.size()];
        for (int i = 0; i < items.size(); i++) {
            if (isSingleRowOrLateral(items.get(i))) {
                continue;
            }
            if (main < 0) {
                main = find(i);
                continue;
            }
            int group = find(i);
            if (group != main && !reported[group] && isImplicit(joins.get(i))) {
                reported[group] = true;
                found.add(i);
            }
        }
        return found;
    }

    /** The index of the first item the rest is measured against (the main group). */
    int mainItem() {
        for (int i = 0; i < items.size(); i++) {
            if (!isSingleRowOrLateral(items.get(i))) {
                return i;
            }
        }
        return 0;
    }

    boolean connected(int a, int b) {
        return find(a) == find(b);
    }

    int size() {
        return items.size();
    }

    /** The sources of the items, with the index of the item each belongs to. */
    Map<Source, Integer> sources() {
        return itemOf;
    }

    private boolean hasImplicitJoin() {
        for (int i = 1; i < joins.size(); i++) {
            if (isImplicit(joins.get(i))) {
                return true;
            }
        }
        return false;
    }

    private void add(SqlNode item, SqlNode join) {
        int index = items.size();
        items.add(item);
        joins.add(join);
        register(item, index);
    }

    /** Maps the sources of an item to its index; a parenthesised join is one item. */
    private void register(SqlNode item, int index) {
        Source source = scopes.sourceOf(item);
        if (source != null) {
            itemOf.put(source, index);
        }
        if (item.type() == NodeType.PAREN) {
            for (SqlNode child : item.children()) {
                if (child.role() == Role.THIS) {
                    register(child, index);
                } else if (child.type() == NodeType.JOIN && child.child(Role.THIS) != null) {
                    register(child.child(Role.THIS), index);
                }
            }
        }
    }

    private void connect() {
        parent = new int[items.size()];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
        for (int i = 1; i < items.size(); i++) {
            if (!isImplicit(joins.get(i))) {
                union(i, i - 1);
            }
        }
        QueryParts.walk(QueryParts.clause(query, NodeType.WHERE), this::linkEquality);
        for (SqlNode join : joins) {
            if (join != null) {
                for (SqlNode on : join.children()) {
                    if (on.role() == Role.ON) {
                        QueryParts.walk(on, this::linkEquality);
                    }
                }
            }
        }
    }

    /** An equality comparing columns of different items connects them. */
    private void linkEquality(SqlNode node) {
        if (node.type() != NodeType.EQ || !"=".equals(node.name())) {
            return;
        }
        List<Integer> left = itemsOf(node.child(Role.THIS));
        List<Integer> right = itemsOf(node.child(Role.EXPRESSION));
        if (left.isEmpty() || right.isEmpty()) {
            return;
        }
        List<Integer> all = new ArrayList<>(left);
        all.addAll(right);
        int first = UNATTRIBUTED;
        for (int i : all) {
            if (i == UNATTRIBUTED) {
                uncertain = true;
            } else if (first == UNATTRIBUTED) {
                first = i;
            } else {
                union(first, i);
            }
        }
    }

    /**
     * The items whose columns a side of an equality reads; UNATTRIBUTED for a column of this level
     * whose source is not known (an unknown table's unqualified column), which could link anything.
     */
    private List<Integer> itemsOf(SqlNode side) {
        List<Integer> found = new ArrayList<>(2);
        QueryParts.walk(side, node -> {
            ColumnRef ref = node.type() == NodeType.COLUMN ? scopes.column(node) : null;
            if (ref == null || ref.outerLevels() > 0 || ref.status() == ColumnRef.Status.OUTPUT_ALIAS) {
                return;
            }
            Integer index = ref.source() == null ? null : itemOf.get(ref.source());
            found.add(index == null ? UNATTRIBUTED : index);
        });
        return found;
    }

    /**
     * Items whose product is fine: a derived table of one row ({@code (SELECT avg(x) ...) a}), a
     * function or LATERAL subquery (which usually depends on the items before it).
     */
    private boolean isSingleRowOrLateral(SqlNode item) {
        Source source = scopes.sourceOf(item);
        if (source instanceof OpaqueSource) {
            return true;
        }
        if (source instanceof DerivedSource derived && !derived.cte()) {
            if ("LATERAL".equals(item.name())) {
                return true;
            }
            SqlNode inner = derived.inner() == null ? null : derived.inner().node();
            return inner != null && inner.type() == NodeType.SELECT && QueryParts.clause(inner, NodeType.GROUP) == null
                    && QueryParts.firstGroupingAggregate(inner) != null;
        }
        return false;
    }

    private int find(int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private void union(int a, int b) {
        parent[find(a)] = find(b);
    }
}
