package io.nlguard.nl.knowledge;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.ParseFailure;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;

/**
 * The SQL pieces of a knowledge file (a metric's expression, its filters, a time rule's condition), checked
 * with the guard's parser by wrapping each in the one statement it belongs in: an expression in
 * {@code SELECT (…)}, a condition in {@code SELECT 1 WHERE (…)}; the brackets keep a piece from reaching
 * past itself ({@code amount FROM x} is not an expression). Against a catalog, a metric's whole query is
 * resolved by the guard's scopes to find the tables and columns it names that do not exist.
 */
public final class SqlFragments {

    private static final SqlParser PARSER = new SqlParser();

    private SqlFragments() {
    }

    /** Why the text is not one SQL expression; empty when it is. */
    static Optional<String> notAnExpression(String sql) {
        return problem("SELECT (" + sql + ")", "an SQL expression");
    }

    /** Why the text is not one SQL condition; empty when it is. */
    static Optional<String> notACondition(String sql) {
        return problem("SELECT 1 WHERE (" + sql + ")", "an SQL condition");
    }

    private static Optional<String> problem(String statement, String expected) {
        ParseResult parsed = PARSER.parse(statement);
        if (parsed instanceof ParseFailure failure) {
            return Optional.of("is not " + expected + ": " + failure.message());
        }
        if (parsed instanceof ParsedSql p && p.statements().size() != 1) {
            return Optional.of("is not " + expected + ": it reaches past itself into " + p.statements().size()
                    + " statements");
        }
        return Optional.empty();
    }

    /**
     * What of the metric the catalog does not have: its table, the columns its SQL and filters name. Empty
     * when everything resolves, or when the catalog cannot say (unavailable).
     */
    public static List<String> unknownIn(Metric metric, Catalog catalog) {
        if (!catalog.isAvailable() || catalog.isEmpty()) {
            return List.of();
        }
        StringBuilder query = new StringBuilder("SELECT (").append(metric.sql()).append(") FROM ").append(metric.table());
        for (int i = 0; i < metric.filters().size(); i++) {
            query.append(i == 0 ? " WHERE (" : " AND (").append(metric.filters().get(i)).append(')');
        }
        if (!(PARSER.parse(query.toString()) instanceof ParsedSql parsed)) {
            return List.of("its SQL does not parse with its table and filters");
        }
        Set<String> unknown = new LinkedHashSet<>();
        for (SqlTree tree : parsed.statements()) {
            Scopes scopes = Scopes.resolve(tree, catalog);
            scopes.unknownRelations().forEach(t -> unknown.add("table " + t.name()));
            for (ColumnRef ref : scopes.columns()) {
                if (ref.status() == ColumnRef.Status.UNKNOWN_COLUMN
                        || ref.status() == ColumnRef.Status.UNKNOWN_QUALIFIER) {
                    unknown.add("column " + ref.node().name());
                }
            }
        }
        return new ArrayList<>(unknown);
    }
}
