package io.nlguard.compare.structure;

import io.nlguard.guard.scope.Source;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

import static io.nlguard.compare.structure.SqlText.fold;

/**
 * The canonical FROM clause of one query level. Inner and cross joins commute, so the leading run
 * of them (up to the first outer, NATURAL or USING join, after which order matters) is rewritten as
 * its sources sorted by canonical text, and every ON conjunct of the run is attached to the first
 * join at which all the sources it names are joined: {@code b JOIN a ON a.id = b.a_id} and
 * {@code a JOIN b ON b.a_id = a.id} both become {@code a join b on a.id = b.a_id}. The joins after
 * the run keep their order. A run without any condition is written with {@code cross join}.
 */
final class FromClause {

    /** One FROM item: its canonical text and the sources it brings into view. */
    private record Item(String text, List<Source> sources) {
    }

    /** A join after the commuting run. */
    private record Step(String kind, Item item, List<String> conditions, String using) {
    }

    private final List<Item> run;
    private final List<List<String>> runConditions;
    private final List<Step> steps;

    private FromClause(List<Item> run, List<List<String>> runConditions, List<Step> steps) {
        this.run = run;
        this.runConditions = runConditions;
        this.steps = steps;
    }

    /**
     * The FROM clause of {@code parts} (or of a parenthesized join), rendered with {@code masked}
     * (null for full text); {@code queryText} renders a derived table's query in full.
     */
    static FromClause of(SqlNode first, List<SqlNode> joins, ExpressionRenderer expressions,
                         Function<SqlNode, String> queryText, Masked masked) {
        Builder builder = new Builder(expressions, queryText, masked);
        return builder.build(first, joins);
    }

    /** The text after {@code from}. */
    String text() {
        StringBuilder text = new StringBuilder(run.get(0).text());
        for (int i = 1; i < run.size(); i++) {
            List<String> conditions = runConditions.get(i);
            if (conditions.isEmpty()) {
                text.append(" cross join ").append(run.get(i).text());
            } else {
                text.append(" join ").append(run.get(i).text()).append(" on ").append(String.join(" and ", conditions));
            }
        }
        for (Step step : steps) {
            text.append(' ').append(step.kind()).append(' ').append(step.item().text());
            if (!step.conditions().isEmpty()) {
                text.append(" on ").append(String.join(" and ", step.conditions()));
            }
            if (step.using() != null) {
                text.append(" using (").append(step.using()).append(')');
            }
        }
        return text.toString();
    }

    /**
     * The join-clause elements: each source of the commuting run, each of its ON conjuncts
     * ({@code on a.id = b.a_id}), and for later joins the joined source and each conjunct under the
     * join's kind ({@code left join b}, {@code left join on a.id = b.a_id}).
     */
    List<String> elements() {
        List<String> elements = new ArrayList<>();
        for (int i = 0; i < run.size(); i++) {
            elements.add(run.get(i).text());
            runConditions.get(i).forEach(condition -> elements.add("on " + condition));
        }
        for (Step step : steps) {
            elements.add(step.kind() + " " + step.item().text());
            step.conditions().forEach(condition -> elements.add(step.kind() + " on " + condition));
            if (step.using() != null) {
                elements.add(step.kind() + " using (" + step.using() + ")");
            }
        }
        return elements;
    }

    /** The ON conjuncts of the joins, AND trees flattened. */
    private static List<SqlNode> conditions(List<SqlNode> joins) {
        List<SqlNode> conditions = new ArrayList<>();
        for (SqlNode join : joins) {
            for (SqlNode on : join.children()) {
                if (on.role() == Role.ON) {
                    conditions.addAll(ExpressionRenderer.flatten(on, NodeType.AND));
                }
            }
        }
        return conditions;
    }

    /** {@code join}, {@code left join}, {@code cross join}, {@code natural join}...: OUTER and INNER dropped. */
    static String kind(SqlNode join) {
        String name = join.name() == null ? "JOIN" : join.name().toUpperCase(Locale.ROOT);
        if (",".equals(name.trim())) {
            return "cross join";
        }
        return fold(name.replace("OUTER ", "").replace("INNER ", "")).trim();
    }

    private static final class Builder {

        private final ExpressionRenderer expressions;
        private final Function<SqlNode, String> queryText;
        private final Masked masked;

        Builder(ExpressionRenderer expressions, Function<SqlNode, String> queryText, Masked masked) {
            this.expressions = expressions;
            this.queryText = queryText;
            this.masked = masked;
        }

        FromClause build(SqlNode first, List<SqlNode> joins) {
            List<Item> run = new ArrayList<>();
            List<SqlNode> runConditions = new ArrayList<>();
            run.add(item(first));
            int next = 0;
            while (next < joins.size() && commutes(joins.get(next))) {
                SqlNode join = joins.get(next++);
                run.add(item(join.child(Role.THIS)));
                runConditions.addAll(conditions(List.of(join)));
            }
            List<Item> sorted = new ArrayList<>(run);
            sorted.sort(Comparator.comparing(Item::text)); // stable: equal texts keep their order
            List<List<String>> placed = place(sorted, runConditions);
            List<Step> steps = new ArrayList<>();
            for (int i = next; i < joins.size(); i++) {
                steps.add(step(joins.get(i)));
            }
            return new FromClause(sorted, placed, steps);
        }

        private static boolean commutes(SqlNode join) {
            String kind = kind(join);
            return (kind.equals("join") || kind.equals("cross join")) && join.child(Role.USING) == null;
        }

        private Step step(SqlNode join) {
            List<String> conditions = new ArrayList<>();
            for (SqlNode condition : conditions(List.of(join))) {
                conditions.add(expressions.render(condition, masked));
            }
            List<String> using = new ArrayList<>();
            for (SqlNode child : join.children()) {
                if (child.role() == Role.USING) {
                    using.add(fold(child.name()));
                }
            }
            Collections.sort(conditions);
            return new Step(kind(join), item(join.child(Role.THIS)), conditions,
                    using.isEmpty() ? null : String.join(", ", using));
        }

        /** Each conjunct goes to the first position of the sorted run where all its sources are joined. */
        private List<List<String>> place(List<Item> sorted, List<SqlNode> conditions) {
            Map<Source, Integer> position = new IdentityHashMap<>();
            for (int i = 0; i < sorted.size(); i++) {
                for (Source source : sorted.get(i).sources()) {
                    position.put(source, i);
                }
            }
            List<List<String>> placed = new ArrayList<>();
            sorted.forEach(item -> placed.add(new ArrayList<>()));
            for (SqlNode condition : conditions) {
                int at = Math.max(1, positionOf(condition, position, sorted.size() - 1));
                placed.get(Math.min(at, sorted.size() - 1)).add(expressions.render(condition, masked));
            }
            placed.forEach(Collections::sort);
            return placed;
        }

        /** The latest run position among the condition's columns; the last one when a column's source is unknown. */
        private int positionOf(SqlNode node, Map<Source, Integer> position, int last) {
            if (node.type().isQuery() || node.type() == NodeType.SUBQUERY) {
                return 0; // a nested query's columns are resolved in its own scope
            }
            int at = 0;
            if (node.type() == NodeType.COLUMN) {
                Source source = expressions.columns().sourceOf(node);
                if (source == null) {
                    return last;
                }
                // a correlated column of an enclosing query does not constrain the position
                at = position.getOrDefault(source, 0);
            }
            for (SqlNode child : node.children()) {
                at = Math.max(at, positionOf(child, position, last));
            }
            return at;
        }

        private Item item(SqlNode node) {
            ColumnNames columns = expressions.columns();
            SourceNames names = columns.sources();
            Source source = columns.sourceOfItem(node);
            return switch (node.type()) {
                case TABLE -> {
                    if (source == null) {
                        yield new Item(SourceNames.writtenTableName(node), List.of());
                    }
                    String base = names.base(source);
                    String name = names.name(source);
                    yield new Item(name.equals(base) ? base : base + " as " + name, List.of(source));
                }
                case SUBQUERY -> new Item(derivedTable(node) + " as "
                        + (source == null ? SourceNames.DERIVED_TABLE : names.name(source)) + aliasColumns(node),
                        source == null ? List.of() : List.of(source));
                case PAREN -> paren(node);
                default -> {
                    // a table function: named by the function unless that is ambiguous
                    String text = expressions.render(node, masked);
                    boolean renamed = source != null && !names.name(source).equals(names.base(source));
                    yield new Item((renamed ? text + " as " + names.name(source) : text) + aliasColumns(node),
                            source == null ? List.of() : List.of(source));
                }
            };
        }

        private String derivedTable(SqlNode subquery) {
            SqlNode query = subquery.child(Role.QUERY) != null ? subquery.child(Role.QUERY) : subquery.children().get(0);
            if (masked != null) {
                masked.query(query);
                return Masked.SUBQUERY;
            }
            return "(" + queryText.apply(query) + ")";
        }

        /** {@code (a JOIN b ON ...)}: a FROM clause of its own, in parentheses. */
        private Item paren(SqlNode paren) {
            SqlNode first = paren.child(Role.THIS);
            List<SqlNode> joins = paren.children().stream().filter(c -> c.type() == NodeType.JOIN).toList();
            FromClause inner = build(first, joins);
            List<Source> sources = new ArrayList<>();
            inner.run.forEach(item -> sources.addAll(item.sources()));
            inner.steps.forEach(step -> sources.addAll(step.item().sources()));
            return new Item("(" + inner.text() + ")", sources);
        }

        /** A derived table's column list: {@code (SELECT ...) AS s(x, y)}. */
        private static String aliasColumns(SqlNode item) {
            SqlNode alias = item.child(NodeType.TABLE_ALIAS);
            if (alias == null) {
                return "";
            }
            List<String> columns = new ArrayList<>();
            for (SqlNode child : alias.children()) {
                if (child.role() == Role.COLUMNS) {
                    columns.add(fold(child.name()));
                }
            }
            return columns.isEmpty() ? "" : "(" + String.join(", ", columns) + ")";
        }
    }
}
