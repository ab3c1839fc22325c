package io.nlguard.compare.structure;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.SqlParser;

/**
 * One query worked out once for the whole comparison: the guard's parse of its text, the single
 * query in it with its scopes resolved against the catalog (or why there is none), and its canonical
 * form. Layer 1 builds it from the text it runs; Layer 2, the sandbox's read-only check and the
 * multi-instance check reuse it rather than parse and canonicalize the same text again. Immutable.
 */
public final class AnalyzedQuery {

    private static final SqlParser PARSER = new SqlParser();

    private final ParseResult parsed;
    private final ParsedQuery query;
    private final CanonicalForm form;
    private final String canonicalSql;
    private final String canonicalizationError;

    private AnalyzedQuery(ParseResult parsed, ParsedQuery query, CanonicalForm form, String canonicalSql,
                          String canonicalizationError) {
        this.parsed = parsed;
        this.query = query;
        this.form = form;
        this.canonicalSql = canonicalSql;
        this.canonicalizationError = canonicalizationError;
    }

    /** Parses {@code sql} (null reads as no SQL) with the guard's default parser, then as {@link #of}. */
    public static AnalyzedQuery parse(String sql, Catalog catalog) {
        return of(PARSER.parse(sql == null ? "" : sql), catalog);
    }

    /**
     * Resolves and canonicalizes a parse the caller already has; never throws for anything about the SQL.
     *
     * @param catalog the schema names resolve against, or null for none; Layer 2 must be given the same one
     */
    public static AnalyzedQuery of(ParseResult parsed, Catalog catalog) {
        Catalog resolving = catalog == null ? Catalog.unavailable() : catalog;
        ParsedQuery query = ParsedQuery.of(parsed, resolving);
        if (!query.parsed()) {
            return new AnalyzedQuery(parsed, query, null, SqlText.normalize(parsed.sql()), null);
        }
        try {
            CanonicalForm form = CanonicalForm.of(query, resolving);
            return new AnalyzedQuery(parsed, query, form, form.sql(), null);
        } catch (RuntimeException | StackOverflowError e) {
            // a construct the renderer does not handle: the token-level spelling is still canonical,
            // but there are no clause elements to compare
            return new AnalyzedQuery(parsed, query, null, SqlText.normalize(parsed.sql()), e.toString());
        }
    }

    /** The text as parsed: what runs. */
    public String sql() {
        return parsed.sql();
    }

    /** The guard's parse of {@link #sql()}. */
    public ParseResult parsed() {
        return parsed;
    }

    /**
     * The one canonical text ({@code normalized_sql_*}): written from the tree for a single query, the
     * token-level spelling for anything else.
     */
    public String canonicalSql() {
        return canonicalSql;
    }

    /** Why the text is not a single query Layer 2 can compare, or null when it is. */
    public String problem() {
        return query.problem();
    }

    ParsedQuery query() {
        return query;
    }

    /** The clause elements and canonical text; null when the text is not a query or could not be rendered. */
    CanonicalForm form() {
        return form;
    }

    /** What the canonical renderer threw on a query that parsed, or null. */
    String canonicalizationError() {
        return canonicalizationError;
    }
}
