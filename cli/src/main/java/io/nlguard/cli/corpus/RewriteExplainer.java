package io.nlguard.cli.corpus;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import io.nlguard.guard.rewrite.RewritePasses;
import io.nlguard.guard.rewrite.RewriteResult;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.Rewriter;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;

/**
 * Runs PostgreSQL's {@code EXPLAIN} on corpus statements as written and after the guard's rewrites.
 * The rewrites use the catalog the driver would use: the one {@link CatalogLoader} reads from the
 * db_id's schema in PostgreSQL. {@code EXPLAIN} plans without running, and the sessions are read-only
 * besides. A text a stage leaves unchanged keeps the previous stage's outcome without asking again.
 */
public final class RewriteExplainer {

    private final CorpusDatabase database;
    private final CorpusChecker.Progress progress;
    private final SqlParser parser = new SqlParser();
    private final List<io.nlguard.guard.rewrite.RewritePass> passes = RewritePasses.all();

    public RewriteExplainer(CorpusDatabase database, CorpusChecker.Progress progress) {
        this.database = database;
        this.progress = progress;
    }

    /**
     * Explains every statement, grouped by db_id in first-seen order.
     *
     * @throws SQLException when a connection cannot be opened or is lost
     */
    public void run(List<CorpusStatement> statements, Consumer<ExplainedStatement> outcomes) throws SQLException {
        Map<String, List<CorpusStatement>> byDbId = database.byDatabase(statements);
        Rewriter normalize = new Rewriter(parser, passes, EnumSet.of(RewriteStage.NORMALIZE));
        Rewriter correct = new Rewriter(parser, passes, EnumSet.allOf(RewriteStage.class));
        long done = 0;
        for (Map.Entry<String, List<CorpusStatement>> entry : byDbId.entrySet()) {
            try (Connection connection = database.openDirect(entry.getKey())) {
                Catalog catalog = new CatalogLoader().load(connection);
                for (CorpusStatement s : entry.getValue()) {
                    outcomes.accept(explain(connection, catalog, normalize, correct, s));
                }
            }
            done += entry.getValue().size();
            progress.databaseDone(entry.getKey(), entry.getValue().size(), done, statements.size());
        }
    }

    private ExplainedStatement explain(Connection connection, Catalog catalog, Rewriter normalize, Rewriter correct,
                                       CorpusStatement s) throws SQLException {
        ExplainOutcome raw = explain(connection, s.sql());
        ParseResult parsed = parser.parse(s.sql());
        if (!(parsed instanceof ParsedSql tree)) {
            return new ExplainedStatement(s, false, raw, raw, raw, List.of(), List.of());
        }
        RewriteResult normalized = normalize.rewrite(tree, catalog);
        ExplainOutcome afterNormalize = normalized.changed() ? explain(connection, normalized.sql()) : raw;
        RewriteResult corrected = correct.rewrite(tree, catalog);
        ExplainOutcome afterAutocorrect = corrected.sql().equals(normalized.sql()) ? afterNormalize
                : explain(connection, corrected.sql());
        return new ExplainedStatement(s, true, raw, afterNormalize, afterAutocorrect, normalized.applied(),
                corrected.applied());
    }

    private static ExplainOutcome explain(Connection connection, String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("EXPLAIN " + sql);
            return ExplainOutcome.ACCEPTED;
        } catch (SQLException e) {
            if (connection.isClosed()) {
                throw e;
            }
            return new ExplainOutcome(e.getSQLState() == null ? "?????" : e.getSQLState(), e.getMessage());
        }
    }
}
