package io.nlguard.guard.rules.firewall;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import io.nlguard.guard.sql.SqlLexer;

/**
 * Whether a text is one query that only reads: what the driver requires of the SQL that answers an
 * {@code NL:} question before the database sees it. The same knowledge as {@code firewall.read-only}
 * ({@link Writes}), and narrower: not even the statements a read-only transaction allows that are not
 * queries (SET, SHOW, COMMIT, ROLLBACK...) pass, since they would change the session or end the
 * transaction the question runs in.
 */
public final class ReadOnlyQueries {

    private static final Set<String> QUERIES = Set.of("SELECT", "VALUES", "TABLE", "WITH");

    private ReadOnlyQueries() {
    }

    /** Why the text is not a single read-only query, or empty when it is one. */
    public static Optional<String> whyNot(String sql) {
        List<Script.Statement> statements = Script.split(SqlLexer.lex(sql));
        if (statements.size() != 1) {
            return Optional.of(statements.isEmpty() ? "it is empty." : "it holds " + statements.size() + " statements.");
        }
        Script.Statement statement = statements.get(0);
        String first = statement.word(statement.lead());
        if (!QUERIES.contains(first)) {
            return Optional.of("it is " + (first.isEmpty() ? "not a statement" : first) + ", not a query.");
        }
        return Optional.ofNullable(Writes.why(statement, statement.lead())).map(why -> "it " + why);
    }
}
