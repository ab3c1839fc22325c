package io.nlguard.compare.validate;

import java.util.HashMap;
import java.util.Map;

import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;

/**
 * Gives every table and derived table a query reads the alias {@code t1}, {@code t2}... in the order
 * they appear, and rewrites the qualifiers that name them (resolved through the guard's scopes, so a
 * name reused in a subquery is told apart). {@code FROM artist a} and {@code FROM artist AS x} then
 * read alike, and so do {@code artist.name} and {@code a.name}. CTE names and unqualified columns
 * stay as written. Changes the tree's AST objects.
 */
final class AliasNames {

    private AliasNames() {
    }

    static void canonicalize(SqlTree tree, Scopes scopes) {
        Map<Integer, String> renamed = new HashMap<>();
        for (SqlNode node : tree.nodes()) {
            if (scopes.sourceOf(node) == null) {
                continue;
            }
            String alias = "t" + (renamed.size() + 1);
            if (node.ast() instanceof Table table) {
                table.setAlias(renamedAlias(table.getAlias(), alias));
                renamed.put(node.id(), alias);
            } else if (node.ast() instanceof ParenthesedSelect derived) {
                derived.setAlias(renamedAlias(derived.getAlias(), alias));
                renamed.put(node.id(), alias);
            }
        }
        if (renamed.isEmpty()) {
            return;
        }
        for (SqlNode node : tree.nodes()) {
            SqlNode qualifier = node.child(Role.QUALIFIER);
            if (qualifier == null || qualifier.name() == null) {
                continue;
            }
            Source source = resolve(scopes, node, qualifier.name());
            String alias = source == null ? null : renamed.get(source.node().id());
            if (alias == null) {
                continue;
            }
            if (node.type() == NodeType.COLUMN && node.ast() instanceof Column column
                    && column.getTable() != null && column.getTable().getSchemaName() == null) {
                column.setTable(new Table(alias));
            } else if (node.ast() instanceof AllTableColumns star) {
                star.setTable(new Table(alias));
            }
        }
    }

    private static Alias renamedAlias(Alias old, String name) {
        Alias alias = new Alias(name, true);
        if (old != null && old.getAliasColumns() != null) {
            alias.setAliasColumns(old.getAliasColumns());
        }
        return alias;
    }

    /** The source a qualifier names where it stands: its own query level, then the levels it may see. */
    private static Source resolve(Scopes scopes, SqlNode node, String qualifier) {
        for (Scope scope = scopes.scopeOf(node); scope != null; scope = scope.outer()) {
            Source source = scope.source(qualifier);
            if (source != null) {
                return source;
            }
        }
        return null;
    }
}
