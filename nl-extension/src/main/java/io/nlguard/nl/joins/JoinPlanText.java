package io.nlguard.nl.joins;

import java.util.List;

import io.nlguard.guard.names.PgNames;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;

/**
 * The plan as the prompt's {@code Join paths} section: the skeleton as {@code FROM} and {@code JOIN ... ON}
 * lines the model can copy, at most {@link #MAX_OTHER_PATHS} other paths that cost almost as much (as their
 * clauses: the model chooses when the question says which), and the tables no
 * foreign key reaches. Empty when there is nothing to join.
 */
public final class JoinPlanText {

    /** The most clauses shown: a longer skeleton is cut (the prompt's budget), said in a last line. */
    static final int MAX_JOINS = 10;

    static final int MAX_OTHER_PATHS = 3;

    private JoinPlanText() {
    }

    public static String render(Catalog catalog, JoinPlan plan) {
        if (plan.skeleton().isEmpty() && plan.unreachable().isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder();
        if (!plan.skeleton().isEmpty()) {
            text.append("FROM ").append(PgNames.table(catalog, plan.root())).append('\n');
            List<JoinEdge> shown = plan.skeleton().subList(0, Math.min(MAX_JOINS, plan.skeleton().size()));
            for (JoinEdge edge : shown) {
                text.append(clause(catalog, edge)).append('\n');
            }
            if (shown.size() < plan.skeleton().size()) {
                text.append("(").append(plan.skeleton().size() - shown.size()).append(" more joins not shown)\n");
            }
        }
        int others = 0;
        for (PairPaths pair : plan.pairs()) {
            if (pair.paths().size() > 1 && others < MAX_OTHER_PATHS
                    && pair.costs().get(1) - pair.costs().get(0) < 1.0) {
                text.append("Or from ").append(pair.from().name().name()).append(" to ")
                        .append(pair.to().name().name()).append(": ").append(clauses(catalog, pair.paths().get(1)))
                        .append('\n');
                others++;
            }
        }
        for (Table table : plan.unreachable()) {
            text.append("No foreign-key path joins ").append(table.name().name()).append(" to ")
                    .append(plan.root().name().name()).append('\n');
        }
        return text.toString();
    }

    /** A path's clauses on one line, for an alternative: two keys to one table (billing or shipping address) differ only there. */
    static String clauses(Catalog catalog, JoinPath path) {
        StringBuilder text = new StringBuilder();
        for (JoinEdge edge : path.edges()) {
            text.append(text.isEmpty() ? "" : " ").append(clause(catalog, edge));
        }
        return text.toString();
    }

    /** {@code JOIN customers ON orders.customer_id = customers.id}, with {@code AND} for a composite key. */
    public static String clause(Catalog catalog, JoinEdge edge) {
        String from = PgNames.table(catalog, edge.from());
        String to = PgNames.table(catalog, edge.to());
        StringBuilder text = new StringBuilder("JOIN ").append(to).append(" ON ");
        for (int i = 0; i < edge.fromColumns().size(); i++) {
            if (i > 0) {
                text.append(" AND ");
            }
            text.append(from).append('.').append(PgNames.spell(column(edge.from(), edge.fromColumns().get(i))))
                    .append(" = ").append(to).append('.').append(PgNames.spell(column(edge.to(), edge.toColumns().get(i))));
        }
        return text.toString();
    }

    private static String column(Table table, String name) {
        return table.column(name).map(c -> c.name()).orElse(name);
    }
}
