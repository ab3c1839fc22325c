package io.nlguard.guard.rules.lint;

import java.util.StringJoiner;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.DerivedSource;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/** An unqualified column that more than one source in scope has: PostgreSQL refuses to guess. */
final class AmbiguousColumn extends LintRule {

    AmbiguousColumn() {
        super("ambiguous-column", Severity.WARN, "An unqualified column that more than one table in scope has.");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        for (ColumnRef ref : scopes.columns()) {
            if (ref.status() == ColumnRef.Status.AMBIGUOUS) {
                explain(context, ref);
            }
        }
    }

    private void explain(RuleContext context, ColumnRef ref) {
        SqlNode node = ref.node();
        String name = node.name();
        if (ref.candidates().size() == 1 && ref.candidates().get(0) instanceof DerivedSource derived) {
            report(context, node, SourceNames.label(derived) + " has more than one column named " + name
                    + " (a star over a join), so PostgreSQL cannot tell which is meant.",
                    "select the columns explicitly in " + derived.alias() + " and alias one of them.");
            return;
        }
        StringJoiner owners = new StringJoiner(", ");
        StringJoiner qualified = new StringJoiner(" or ");
        for (Source source : ref.candidates()) {
            owners.add(SourceNames.label(source));
            qualified.add(source.alias() + "." + name);
        }
        report(context, node, "column " + name + " is in more than one table in scope (" + owners
                + "), so PostgreSQL fails with 'column reference is ambiguous'.", "qualify it: " + qualified + ".");
    }
}
