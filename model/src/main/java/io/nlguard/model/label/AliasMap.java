package io.nlguard.model.label;

import java.util.HashMap;
import java.util.Map;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.DerivedSource;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * Where each column qualifier of one tree points: the paper's alias-to-table map. Resolution goes
 * through the guard's scopes, so an alias reused in a subquery for another table resolves per query
 * level, and the alias names themselves (alias wrappers) play no part in the result.
 *
 * <p>A qualifier resolves to {@code table <name>} for a table or CTE (the folded name, schema left
 * out), to {@code derived <n>} for the n-th derived table of the tree in pre-order (their aliases
 * are free names too, so the first derived table of the generated tree is taken to stand for the
 * first of the gold tree), and to null when it names nothing in scope or a table function.
 */
final class AliasMap {

    private final String[] targetByQualifierId;

    private AliasMap(String[] targetByQualifierId) {
        this.targetByQualifierId = targetByQualifierId;
    }

    static AliasMap of(SqlTree tree) {
        // no catalog: only the FROM items' names matter here, not their columns
        Scopes scopes = Scopes.resolve(tree, Catalog.empty());
        Map<SqlNode, Integer> derivedOrdinals = derivedOrdinals(tree, scopes);
        String[] targets = new String[tree.size()];
        for (SqlNode node : tree.nodes()) {
            SqlNode qualifier = node.child(Role.QUALIFIER);
            if (qualifier != null && (node.type() == NodeType.COLUMN || node.type() == NodeType.STAR)) {
                targets[qualifier.id()] = target(sourceOf(node, qualifier, scopes), derivedOrdinals);
            }
        }
        return new AliasMap(targets);
    }

    /** What {@code qualifier} (a qualifier Identifier of this tree) resolves to, or null when unresolved. */
    String resolve(SqlNode qualifier) {
        return targetByQualifierId[qualifier.id()];
    }

    private static Source sourceOf(SqlNode qualified, SqlNode qualifier, Scopes scopes) {
        if (qualified.type() == NodeType.COLUMN) {
            ColumnRef ref = scopes.column(qualified);
            if (ref != null) {
                return ref.source();
            }
        }
        // stars (and columns outside any walked scope) look the qualifier up level by level, as columns do
        for (Scope scope = scopes.scopeOf(qualified); scope != null; scope = scope.outer()) {
            Source source = scope.source(qualifier.name());
            if (source != null) {
                return source;
            }
        }
        return null;
    }

    private static String target(Source source, Map<SqlNode, Integer> derivedOrdinals) {
        if (source == null) {
            return null;
        }
        SqlNode item = source.node();
        if (item.type() == NodeType.TABLE) {
            return "table " + NodeKinds.nameKey(item);
        }
        Integer ordinal = derivedOrdinals.get(item);
        return ordinal == null ? null : "derived " + ordinal;
    }

    private static Map<SqlNode, Integer> derivedOrdinals(SqlTree tree, Scopes scopes) {
        Map<SqlNode, Integer> ordinals = new HashMap<>();
        for (SqlNode node : tree.nodes()) {
            if (node.type() == NodeType.SUBQUERY && scopes.sourceOf(node) instanceof DerivedSource) {
                ordinals.put(node, ordinals.size());
            }
        }
        return ordinals;
    }
}
