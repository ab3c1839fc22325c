package io.nlguard.guard.rules.lint;

import java.util.Map;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * Sources joined by a comma (or a JOIN without ON/USING) that no equality predicate connects to the
 * rest of the FROM clause: every row is paired with every row. UPDATE ... FROM and DELETE ... USING
 * are checked the same way, their target taking the place of the first FROM item. See {@link FromGraph}.
 */
final class ImplicitCrossJoin extends LintRule {

    ImplicitCrossJoin() {
        super("implicit-cross-join", Severity.WARN, "Tables joined by a comma (or JOIN without ON) that no equality condition connects: a Cartesian product (an explicit CROSS JOIN is not reported).");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        for (Scope scope : scopes.all()) {
            NodeType type = scope.node().type();
            if (type == NodeType.SELECT || type == NodeType.UPDATE || type == NodeType.DELETE) {
                FromGraph graph = new FromGraph(scopes, scope.node());
                for (int index : graph.disconnected()) {
                    explain(context, scopes, graph, index);
                }
            }
        }
    }

    private void explain(RuleContext context, Scopes scopes, FromGraph graph, int index) {
        SqlNode join = graph.joinOf(index);
        String how = join == null ? "is in the FROM list"
                : ",".equals(join.name()) ? "is joined by a comma" : "is joined without ON or USING";
        int main = graph.mainItem();
        report(context, graph.item(index), label(scopes, graph, index) + " " + how + ", and no equality in WHERE or ON links it to "
                + groupLabels(scopes, graph, main) + ": every row of one is paired with every row of the other.",
                suggestedCondition(graph, index, main));
    }

    private static String label(Scopes scopes, FromGraph graph, int index) {
        SqlNode item = graph.item(index);
        Source source = scopes.sourceOf(item);
        if (source != null) {
            return SourceNames.label(source);
        }
        SqlNode alias = item.child(NodeType.TABLE_ALIAS);
        return alias != null && alias.name() != null ? "the join " + alias.name() : "the parenthesised join";
    }

    private static String groupLabels(Scopes scopes, FromGraph graph, int main) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < graph.size(); i++) {
            if (graph.connected(i, main)) {
                out.append(out.length() == 0 ? "" : ", ").append(label(scopes, graph, i));
            }
        }
        return out.toString();
    }

    /** A declared foreign key between the isolated tables and the main group, as the condition to add. */
    private static String suggestedCondition(FromGraph graph, int index, int main) {
        String orCrossJoin = graph.query().type() == NodeType.SELECT
                ? ", or write CROSS JOIN if every pairing is intended." : " to WHERE.";
        for (Map.Entry<Source, Integer> isolated : graph.sources().entrySet()) {
            if (!graph.connected(isolated.getValue(), index) || !(isolated.getKey() instanceof TableSource a)) {
                continue;
            }
            for (Map.Entry<Source, Integer> other : graph.sources().entrySet()) {
                if (graph.connected(other.getValue(), main) && other.getKey() instanceof TableSource b) {
                    for (ForeignKey key : ForeignKeys.between(a.table(), b.table())) {
                        boolean fromA = ForeignKeys.same(key.fromTable(), a.table().name());
                        String condition = ForeignKeys.condition(key, fromA ? a.alias() : b.alias(), fromA ? b.alias() : a.alias());
                        return "add the join condition " + condition + " (a declared foreign key)" + orCrossJoin;
                    }
                }
            }
        }
        return "add the join condition" + orCrossJoin;
    }
}
