package io.nlguard.nl.linking;

import java.util.EnumSet;
import java.util.Optional;

import io.nlguard.guard.rewrite.RewritePasses;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.Rewriter;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;

/**
 * Reads a corpus query (gold or a published system's) the one way every measurement reads it: parsed
 * as one statement, its SQLite spellings normalized to PostgreSQL (as the model's training does, so the
 * parser reads them), and resolved by the guard's {@code scope} against the catalog.
 */
public final class CorpusQueries {

    /** A read query: its normalized tree and what its references resolve to. */
    public record Resolved(SqlTree tree, Scopes scopes) {
    }

    private final SqlParser parser = new SqlParser();
    private final Rewriter normalizer = new Rewriter(parser, RewritePasses.all(), EnumSet.of(RewriteStage.NORMALIZE));

    /** The resolved query, or empty when the SQL is not one statement the parser reads. */
    public Optional<Resolved> read(String sql, Catalog catalog) {
        ParseResult parsed = parser.parse(sql);
        if (!(parsed instanceof ParsedSql p) || p.statements().size() != 1) {
            return Optional.empty();
        }
        SqlTree tree = normalizer.rewrite(p, catalog).parsed().first();
        return Optional.of(new Resolved(tree, Scopes.resolve(tree, catalog)));
    }
}
