package io.nlguard.cli.corpus;

import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.guard.verdict.NlGuardException;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Sends corpus statements through the guard in annotate mode and runs them on their db_id's empty
 * tables: one guarded connection per db_id, one fresh JDBC statement per SQL text, so each report
 * belongs to exactly that text. A statement the parser rejects or a rule would block still runs
 * (on-error=open, annotate), so PostgreSQL's answer is known for every statement.
 */
public final class CorpusChecker {

    /** Annotate, never refuse, and keep the log quiet: the findings are counted, not logged. */
    public static final Map<String, String> ANNOTATE = Map.of(
            "nlguard.mode", "annotate",
            "nlguard.on-error", "open",
            "nlguard.log-findings", "off");

    /**
     * The default settings' other reading of the same SQL: as a text-to-SQL model's (what a statement that
     * answers a stated question gets), for comparing what the node model says on people's and on a model's SQL.
     */
    public static final Map<String, String> AS_MACHINE_WRITTEN = Map.of(
            "nlguard.mode", "annotate",
            "nlguard.on-error", "open",
            "nlguard.log-findings", "off",
            "nlguard.sql-author", "machine");

    /** Rows read at most per result: the tables are empty, but set-returning functions are not. */
    private static final int MAX_ROWS = 100;

    /** Told after each db_id's statements are done. */
    @FunctionalInterface
    public interface Progress {
        void databaseDone(String dbId, int statements, long checkedSoFar, long total);

        Progress NONE = (dbId, statements, checkedSoFar, total) -> { };
    }

    private final CorpusDatabase database;
    private final Progress progress;
    private final Map<String, String> alsoAnalyzedWith;

    public CorpusChecker(CorpusDatabase database, Progress progress) {
        this(database, progress, null);
    }

    /**
     * @param alsoAnalyzedWith settings under which each statement is also analysed (prepared, never run), its
     *                         report kept beside the one it ran with; null for none
     */
    public CorpusChecker(CorpusDatabase database, Progress progress, Map<String, String> alsoAnalyzedWith) {
        this.database = database;
        this.progress = progress;
        this.alsoAnalyzedWith = alsoAnalyzedWith;
    }

    /**
     * Checks every statement once, grouped by db_id in first-seen order, and hands each outcome to
     * {@code outcomes}.
     *
     * @throws SQLException when a connection cannot be opened or is lost: counting on would be wrong
     */
    public void run(List<CorpusStatement> statements, Consumer<CheckedStatement> outcomes) throws SQLException {
        database.forEachDatabase(statements, progress, (key, group) -> {
            try (Connection connection = database.openGuarded(key, ANNOTATE);
                 Connection other = alsoAnalyzedWith == null ? null : database.openGuarded(key, alsoAnalyzedWith)) {
                for (CorpusStatement s : group) {
                    CheckedStatement checked = check(connection, s);
                    outcomes.accept(other == null ? checked : checked.alsoAnalyzed(analyze(other, s)));
                }
            }
        });
    }

    /**
     * The guard's report on the statement as prepared: pgjdbc sends nothing to the server until it runs. Null
     * when pgjdbc cannot prepare the text (it reads quotes and comments itself and refuses an unterminated one).
     */
    private static GuardReport analyze(Connection connection, CorpusStatement s) throws SQLException {
        try (PreparedStatement prepared = connection.prepareStatement(s.sql())) {
            return prepared.unwrap(GuardedStatement.class).lastReport();
        } catch (SQLException e) {
            if (connection.isClosed()) {
                throw e;
            }
            return null;
        } finally {
            connection.clearWarnings(); // prepare-time findings pile up on the connection otherwise
        }
    }

    private static CheckedStatement check(Connection connection, CorpusStatement s) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.setMaxRows(MAX_ROWS);
            String sqlState = null;
            try {
                statement.execute(s.sql());
            } catch (NlGuardException e) {
                throw e; // annotate mode refuses nothing; a refusal means the settings did not apply
            } catch (SQLException e) {
                if (connection.isClosed()) {
                    throw e;
                }
                sqlState = e.getSQLState() == null ? "?????" : e.getSQLState();
            }
            return new CheckedStatement(s, statement.unwrap(GuardedStatement.class).lastReport(), sqlState, null);
        }
    }
}
