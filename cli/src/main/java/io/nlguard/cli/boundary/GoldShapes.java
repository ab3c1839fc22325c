package io.nlguard.cli.boundary;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;
import io.nlguard.nl.linking.CorpusQueries;

/**
 * Reads a gold query's {@link GoldShape} with the guard's parser and scope: each column reference resolved to a
 * catalog column is sorted by the clause it sits in, of the query as {@link CorpusQueries} reads it (normalized
 * first, as the linking measurement reads it).
 */
public final class GoldShapes {

    private static final Set<NodeType> CLAUSES = EnumSet.of(NodeType.SELECT, NodeType.WHERE, NodeType.GROUP,
            NodeType.HAVING, NodeType.ORDER, NodeType.FROM, NodeType.JOIN, NodeType.UNION, NodeType.INTERSECT,
            NodeType.EXCEPT, NodeType.SUBQUERY);

    private static final Set<NodeType> WRAPPERS = EnumSet.of(NodeType.FUNCTION, NodeType.CAST, NodeType.OTHER,
            NodeType.PAREN);

    private final CorpusQueries queries = new CorpusQueries();

    /** The shape, or empty when the SQL is not one statement the parser reads. */
    public Optional<GoldShape> of(String sql, Catalog catalog) {
        return queries.read(sql, catalog).map(GoldShapes::shape);
    }

    private static GoldShape shape(CorpusQueries.Resolved query) {
        SqlTree tree = query.tree();
        Scopes scopes = query.scopes();
        List<ColumnUse> projected = new ArrayList<>();
        List<Filter> filters = new ArrayList<>();
        List<ColumnUse> grouped = new ArrayList<>();
        List<ColumnUse> ordered = new ArrayList<>();
        List<ColumnUse> used = new ArrayList<>();
        for (ColumnRef ref : scopes.columns()) {
            if (ref.status() != ColumnRef.Status.RESOLVED || ref.catalogColumn() == null
                    || !(ref.source() instanceof TableSource t) || !t.isKnown()) {
                continue;
            }
            ColumnUse use = new ColumnUse(t.table().name().name(), ref.catalogColumn().name());
            used.add(use);
            SqlNode clause = clauseOf(ref.node());
            if (clause == null) {
                continue;
            }
            switch (clause.type()) {
                case SELECT -> {
                    if (clause == tree.root() && !aggregated(ref.node(), clause)) {
                        projected.add(use);
                    }
                }
                case WHERE -> filter(ref.node(), use).ifPresent(filters::add);
                case GROUP -> grouped.add(use);
                case ORDER -> ordered.add(use);
                default -> { }
            }
        }
        boolean ranks = tree.nodes().stream().anyMatch(n -> n.type() == NodeType.LIMIT)
                && tree.nodes().stream().anyMatch(n -> n.type() == NodeType.ORDER)
                || tree.nodes().stream().anyMatch(n -> n.type() == NodeType.AGGREGATE && n.name() != null
                        && (n.name().equalsIgnoreCase("max") || n.name().equalsIgnoreCase("min")
                                || n.text().toLowerCase(java.util.Locale.ROOT).startsWith("max(")
                                || n.text().toLowerCase(java.util.Locale.ROOT).startsWith("min(")));
        return new GoldShape(projected, filters, grouped, ordered, used, ranks);
    }

    /** The nearest clause around a node (for a projection: its SELECT), or null. */
    private static SqlNode clauseOf(SqlNode node) {
        for (SqlNode n = node.parent(); n != null; n = n.parent()) {
            if (CLAUSES.contains(n.type())) {
                return n;
            }
        }
        return null;
    }

    /** Whether an aggregate lies between a column and its clause: {@code count(x)} projects no column x. */
    private static boolean aggregated(SqlNode node, SqlNode clause) {
        for (SqlNode n = node.parent(); n != null && n != clause; n = n.parent()) {
            if (n.type() == NodeType.AGGREGATE) {
                return true;
            }
        }
        return false;
    }

    /** {@code column <op> literal} (either side, the column maybe inside a function), where the literal is a string or a number. */
    private static Optional<Filter> filter(SqlNode column, ColumnUse use) {
        SqlNode comparison = column.parent();
        // through a function of the column: extract(year FROM hired_on) > 2020
        while (comparison != null && WRAPPERS.contains(comparison.type())) {
            comparison = comparison.parent();
        }
        if (comparison == null || !(comparison.type().isComparison() || comparison.type() == NodeType.LIKE)) {
            return Optional.empty();
        }
        for (SqlNode operand : comparison.children()) {
            if (operand.type() == NodeType.LITERAL) {
                String text = operand.text().trim();
                boolean quoted = text.startsWith("'") || text.startsWith("\"");
                String value = quoted ? text.substring(1, text.length() - 1) : text;
                value = value.replace("%", "").trim();
                if (!value.isEmpty()) {
                    return Optional.of(new Filter(use, comparison.type().label(), value, quoted));
                }
            }
        }
        return Optional.empty();
    }
}
