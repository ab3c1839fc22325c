package io.nlguard.guard.rules.lint;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * A qualifier that names no source in scope. The commonest cause is qualifying with a table's name
 * after aliasing it ({@code singer.name} with {@code singer AS T1}): PostgreSQL then knows only the alias.
 */
final class UnknownQualifier extends LintRule {

    UnknownQualifier() {
        super("unknown-qualifier", Severity.WARN, "A column qualifier that names no table or alias in scope (e.g. the table's name after it was aliased).");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        for (ColumnRef ref : scopes.columns()) {
            if (ref.status() == ColumnRef.Status.UNKNOWN_QUALIFIER) {
                explain(context, scopes, ref.node());
            }
        }
    }

    private void explain(RuleContext context, Scopes scopes, SqlNode node) {
        SqlNode qualifierNode = node.child(Role.QUALIFIER);
        String qualifier = qualifierNode == null || qualifierNode.name() == null ? "?" : qualifierNode.name();
        List<Source> visible = SourceNames.visible(scopes.scopeOf(node));
        String why = "no table or alias " + qualifier + " in scope (in scope: " + SourceNames.list(visible) + ").";
        Source aliased = aliasedTable(visible, qualifier);
        if (aliased != null) {
            report(context, node, why + " " + qualifier + " is aliased as " + aliased.alias()
                    + ", and PostgreSQL then knows it only by the alias.",
                    "write " + aliased.alias() + "." + node.name() + ".");
            return;
        }
        List<String> aliases = new ArrayList<>();
        for (Source source : visible) {
            aliases.add(source.alias());
        }
        String closest = Suggestions.closest(qualifier, aliases);
        if (closest != null) {
            report(context, node, why, "did you mean " + closest + "." + node.name() + "?");
            return;
        }
        Catalog catalog = context.catalog();
        boolean isTable = catalog != null && catalog.table(qualifier).isPresent();
        report(context, node, why, isTable ? "table " + qualifier + " is not in the FROM clause of this query; add it with a JOIN." : null);
    }

    /** The source that is the table {@code name} under another alias. */
    private static Source aliasedTable(List<Source> visible, String name) {
        for (Source source : visible) {
            if (source instanceof TableSource table && table.node().name() != null
                    && table.node().name().equalsIgnoreCase(name) && !table.alias().equalsIgnoreCase(name)) {
                return source;
            }
        }
        return null;
    }
}
