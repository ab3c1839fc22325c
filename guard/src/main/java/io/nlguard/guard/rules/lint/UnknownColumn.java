package io.nlguard.guard.rules.lint;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * A column no source in scope has. The fix names the closest column, another source in scope or
 * a catalog table that has it, or a single-quoted string when a double-quoted value was meant.
 */
final class UnknownColumn extends LintRule {

    UnknownColumn() {
        super("unknown-column", Severity.WARN, "A column that none of the tables in scope has (with the closest match, or the table that has it).");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        for (ColumnRef ref : scopes.columns()) {
            if (ref.status() == ColumnRef.Status.UNKNOWN_COLUMN) {
                explain(context, scopes, ref);
            }
        }
    }

    private void explain(RuleContext context, Scopes scopes, ColumnRef ref) {
        SqlNode node = ref.node();
        String name = node.name();
        if (name == null) {
            return;
        }
        List<Source> visible = SourceNames.visible(scopes.scopeOf(node));
        if (ref.source() != null) {
            Source source = ref.source();
            String why = SourceNames.label(source) + " has no column " + name + ".";
            String closest = source.columnNames() == null ? null : Suggestions.closest(name, source.columnNames());
            Source other = SourceNames.having(visible, name, source);
            String fix = closest != null ? "did you mean " + prefix(node) + closest + "?"
                    : other != null ? "column " + name + " exists on " + SourceNames.label(other) + ": write " + other.alias() + "." + name + "."
                    : elsewhereInCatalog(context.catalog(), name);
            report(context, node, why, fix);
            return;
        }
        if (looksLikeStringValue(node)) {
            report(context, node, "PostgreSQL reads double-quoted \"" + name + "\" as a column name, and no table in scope ("
                    + SourceNames.list(visible) + ") has it; string values take single quotes.",
                    "write '" + name.replace("'", "''") + "'.");
            return;
        }
        Scope scope = scopes.scopeOf(node);
        SqlNode aliased = scope.node().type() == NodeType.SELECT ? QueryParts.aliasedItem(scope.node(), name) : null;
        if (aliased != null) {
            SqlNode expression = QueryParts.expressionOf(aliased);
            report(context, node, name + " is an output alias of this SELECT (at " + aliased.position()
                    + "); PostgreSQL does not let WHERE, GROUP BY expressions or HAVING see output aliases.",
                    "repeat the expression " + expression.text() + ".");
            return;
        }
        report(context, node, "no table in scope (" + SourceNames.list(visible) + ") has a column " + name + ".",
                unqualifiedFix(context.catalog(), visible, name));
    }

    private static String unqualifiedFix(Catalog catalog, List<Source> visible, String name) {
        List<String> names = new ArrayList<>();
        List<Source> owners = new ArrayList<>();
        for (Source source : visible) {
            List<String> columns = source.columnNames();
            if (columns != null) {
                for (String column : columns) {
                    names.add(column);
                    owners.add(source);
                }
            }
        }
        String closest = Suggestions.closest(name, names);
        if (closest != null) {
            Source owner = owners.get(names.indexOf(closest));
            return "did you mean " + owner.alias() + "." + closest + "?";
        }
        return elsewhereInCatalog(catalog, name);
    }

    /** A catalog table the query does not read that has the column, as a hint to join it. */
    private static String elsewhereInCatalog(Catalog catalog, String name) {
        List<Table> tables = catalog == null ? List.of() : catalog.tablesWithColumn(name);
        if (tables.isEmpty()) {
            return null;
        }
        return "column " + name + " exists on table " + tables.get(0).name().name() + ", which the query does not read here; join it.";
    }

    private static String prefix(SqlNode column) {
        SqlNode qualifier = column.child(Role.QUALIFIER);
        return qualifier == null ? "" : qualifier.name() + ".";
    }

    /** {@code WHERE country = "France"}: a double-quoted operand of a comparison, as SQLite and MySQL write strings. */
    private static boolean looksLikeStringValue(SqlNode column) {
        if (!column.quoted() || column.child(Role.QUALIFIER) != null || !column.text().startsWith("\"")) {
            return false;
        }
        SqlNode parent = column.parent();
        if (parent == null) {
            return false;
        }
        NodeType type = parent.type();
        return type.isComparison() || type == NodeType.IN || type == NodeType.LIKE || type == NodeType.ILIKE
                || type == NodeType.BETWEEN;
    }
}
