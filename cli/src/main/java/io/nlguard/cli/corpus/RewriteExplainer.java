package io.nlguard.cli.corpus;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.function.Consumer;

import io.nlguard.guard.rewrite.Change;
import io.nlguard.guard.rewrite.RewritePass;
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
    private final List<RewritePass> passes = RewritePasses.all();

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
        Rewriter normalize = new Rewriter(parser, passes, EnumSet.of(RewriteStage.NORMALIZE));
        Rewriter correct = new Rewriter(parser, passes, EnumSet.allOf(RewriteStage.class));
        database.forEachDatabase(statements, progress, (key, group) -> {
            try (Connection connection = database.openDirect(key)) {
                Catalog catalog = new CatalogLoader().load(connection);
                for (CorpusStatement s : group) {
                    outcomes.accept(explain(connection, catalog, normalize, correct, s));
                }
            }
        });
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
        // autocorrect continues from the normalized text: the normalize passes find nothing left to change there
        RewriteResult corrected = correct.rewrite(normalized.parsed(), catalog);
        ExplainOutcome afterAutocorrect = corrected.changed() ? explain(connection, corrected.sql()) : afterNormalize;
        List<Change> changes = new ArrayList<>(normalized.applied());
        changes.addAll(corrected.applied());
        return new ExplainedStatement(s, true, raw, afterNormalize, afterAutocorrect, normalized.applied(), changes);
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
