package io.nlguard.cli;

import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;

import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.verdict.GuardReport;

/**
 * What a question was answered with: the SQL that ran (after the guard's rewrites) and how sure the
 * translator was, read from the statement that answered it.
 *
 * @param sql        the SQL that ran
 * @param confidence the translator's confidence, 0 to 1
 * @param tables     the tables the SQL reads
 * @param candidates how many distinct candidates there were
 * @param agreeing   how many of them agreed with the chosen one
 */
public record NlAnswer(String sql, double confidence, List<String> tables, int candidates, int agreeing) {

    /** The answer of the question {@code statement} last ran, or null when it ran none (or is not nlguard's). */
    public static NlAnswer of(Statement statement) throws SQLException {
        if (!statement.isWrapperFor(GuardedStatement.class)) {
            return null;
        }
        GuardedStatement<?> guarded = statement.unwrap(GuardedStatement.class);
        Translation t = guarded.lastTranslation();
        if (t == null) {
            return null;
        }
        GuardReport report = guarded.lastReport();
        String ran = report != null && report.executedSql() != null ? report.executedSql() : t.sql();
        return new NlAnswer(ran, t.confidence(), t.tables(), t.candidates(), t.agreeing());
    }

    /** "0.95 (2 of 2 candidates agreed)" */
    public String confidenceText() {
        return String.format(Locale.ROOT, "%.2f", confidence) + " (" + agreeing + " of " + candidates
                + (candidates == 1 ? " candidate" : " candidates") + " agreed)";
    }

    public String tablesText() {
        return tables.isEmpty() ? "none" : String.join(", ", tables);
    }
}
