package io.nlguard.compare.structure;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the elements of every clause of a query, nested queries included. Elements are rendered
 * masked: a nested query inside an element is {@code (subquery)}, and its own clauses are collected
 * into the same clause lists with a path prefix naming where it sits ({@code where>},
 * {@code from>}, {@code select>}, {@code with cte_1>}; branches of set operations {@code set>}, the
 * right operand of EXCEPT {@code set except>}). A window call is {@code f() over (...)} in its clause
 * and the full call goes to the window clause.
 */
final class ClauseElements {

    private final QueryRenderer renderer;
    private final SelectClauses clauses;
    private final Map<Clause, List<Element>> elements = new EnumMap<>(Clause.class);

    private ClauseElements(QueryRenderer renderer) {
        this.renderer = renderer;
        this.clauses = renderer.clauses();
        for (Clause clause : Clause.values()) {
            elements.put(clause, new ArrayList<>());
        }
    }

    static Map<Clause, List<Element>> collect(SqlNode root, QueryRenderer renderer) {
        ClauseElements collector = new ClauseElements(renderer);
        collector.query(root, "");
        Map<Clause, List<Element>> frozen = new EnumMap<>(Clause.class);
        collector.elements.forEach((clause, list) -> frozen.put(clause, List.copyOf(list)));
        return Collections.unmodifiableMap(frozen);
    }

    private void query(SqlNode node, String path) {
        SqlNode query = SetOperations.unwrap(node);
        with(query, path);
        switch (query.type()) {
            case SELECT -> select(query, path);
            case UNION, INTERSECT, EXCEPT -> setOperation(query, path);
            case VALUES -> {
                Masked masked = new Masked();
                renderer.rows(query, masked).forEach(row -> add(Clause.PROJECTION, path + row));
                nested(masked, path, "values");
            }
            default -> add(Clause.PROJECTION, path + SqlText.normalize(query.text()));
        }
    }

    private void select(SqlNode node, String path) {
        QueryParts parts = QueryParts.of(node);
        String distinct = clauses.distinct(parts, null);
        if (distinct != null) {
            add(Clause.DISTINCT, path + distinct);
        }
        Masked projection = new Masked();
        parts.items().forEach(item -> add(Clause.PROJECTION, path + clauses.projectionItem(item, projection)));
        nested(projection, path, "select");
        if (parts.from() != null && !parts.from().children().isEmpty()) {
            Masked from = new Masked();
            FromClause clause = FromClause.of(parts.from().children().get(0), parts.joins(), clauses.expressions(),
                    renderer::query, from);
            clause.elements().forEach(element -> add(Clause.JOIN, path + element));
            nested(from, path, "from");
        }
        predicate(Clause.SELECTION, parts.where(), path, "where");
        Masked group = new Masked();
        clauses.groupItems(parts, group).forEach(item -> add(Clause.GROUP_BY, path + item));
        nested(group, path, "group by");
        predicate(Clause.HAVING, parts.having(), path, "having");
        orderAndLimit(parts, path);
    }

    private void setOperation(SqlNode node, String path) {
        List<SqlNode> branches = new ArrayList<>(SetOperations.branches(node));
        if (SetOperations.commutative(node)) {
            // in the order of the canonical text, so that ordered clauses line up across queries
            branches.sort(Comparator.comparing(branch -> renderer.query(SetOperations.unwrap(branch))));
        }
        List<String> shapes = new ArrayList<>();
        for (SqlNode branch : branches) {
            SqlNode query = SetOperations.unwrap(branch);
            shapes.add(query.type().isSetOperation() ? SetOperations.operator(query) : "q");
        }
        if (SetOperations.commutative(node)) {
            Collections.sort(shapes);
        }
        add(Clause.SET_OPERATORS, path + SetOperations.operator(node) + "(" + String.join(", ", shapes) + ")");
        for (int i = 0; i < branches.size(); i++) {
            boolean subtracted = node.type() == NodeType.EXCEPT && i > 0;
            query(branches.get(i), path + (subtracted ? "set except>" : "set>"));
        }
        orderAndLimit(QueryParts.of(node), path);
    }

    private void orderAndLimit(QueryParts parts, String path) {
        Masked order = new Masked();
        clauses.orderItems(parts, order).forEach(item -> add(Clause.ORDER_BY, path + item));
        nested(order, path, "order by");
        Masked limit = new Masked();
        clauses.limits(parts, limit).forEach(item -> add(Clause.LIMIT_OFFSET, path + item));
        nested(limit, path, "limit");
    }

    private void predicate(Clause clause, SqlNode predicate, String path, String tag) {
        if (predicate == null) {
            return;
        }
        Masked masked = new Masked();
        clauses.predicateElements(predicate, path, masked).forEach(element -> elements.get(clause).add(element));
        nested(masked, path, tag);
    }

    private void with(SqlNode query, String path) {
        SqlNode with = query.child(NodeType.WITH);
        if (with == null) {
            return;
        }
        SourceNames names = clauses.expressions().columns().sources();
        for (SqlNode cte : with.children()) {
            SqlNode body = cte.child(Role.QUERY);
            if (body != null) {
                query(body, path + "with " + names.cte(cte) + QueryRenderer.cteColumns(cte) + ">");
            }
        }
    }

    /** Window calls go to the window clause at this level; nested queries are collected under their tag. */
    private void nested(Masked masked, String path, String tag) {
        masked.windows().forEach(window -> add(Clause.WINDOW, path + window));
        for (SqlNode query : masked.queries()) {
            query(query, path + tag + ">");
        }
    }

    private void add(Clause clause, String text) {
        elements.get(clause).add(Element.of(text));
    }
}
