package io.nlguard.compare.structure;

import io.nlguard.guard.schema.Catalog;

/**
 * The one canonical SQL text of the library: {@code normalized_sql_actual} / {@code normalized_sql_expected}
 * of Layer 1 and the text gate of Layer 2's {@code normalized_sql_match} are both this text, written
 * from the guard's statement tree by {@link CanonicalForm} (see the package documentation for the
 * rules: base-table names for aliases, inner joins in one order, commutative operands sorted,
 * spelling variants unified). Text that is not a single query the guard can parse (a syntax error,
 * a script, a DML statement) gets the token-level spelling only: lower-case words, single spaces,
 * no comments. The text is a comparison key that reads as SQL, not meant to be run. A comparison
 * computes it once per query, in {@link AnalyzedQuery}; this class is for a text on its own. Immutable
 * and thread-safe.
 */
public final class CanonicalSql {

    private final Catalog catalog;

    /**
     * @param catalog the schema the queries run against, or null; with it unqualified columns of
     *                multi-table queries are resolved to their tables
     */
    public CanonicalSql(Catalog catalog) {
        this.catalog = catalog == null ? Catalog.unavailable() : catalog;
    }

    /** The canonical text of {@code sql}; never throws for anything about the SQL itself. */
    public String of(String sql) {
        return sql == null ? "" : AnalyzedQuery.parse(sql, catalog).canonicalSql();
    }
}
