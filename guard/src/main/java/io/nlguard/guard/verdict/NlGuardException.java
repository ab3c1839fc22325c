package io.nlguard.guard.verdict;

import java.sql.SQLInvalidAuthorizationSpecException;

/**
 * A statement the guard refused; the database never saw it. Every refusal is thrown as this class,
 * with the SQLSTATE of its {@link NlGuardSqlState} (42NG1, 42NG2, 42NG3, 42NG8, 58NG9): made only by
 * {@link Notice#toException}, so the code and the class are decided in one place.
 *
 * <p>Why an authorization exception: a refusal is the guard's policy, not a fault of the SQL's
 * grammar, and frameworks classify by the JDBC class before the SQLSTATE. Spring's
 * {@code SQLExceptionSubclassTranslator} (JdbcTemplate's default, and the fallback of its error-code
 * translator, whose PostgreSQL codes name none of ours) makes a {@code PermissionDeniedDataAccessException}
 * of it, where the SQLSTATE class 42 alone would make a {@code BadSqlGrammarException}. The code stays
 * in class 42, the standard's "syntax error or access rule violation" (PostgreSQL's own
 * insufficient_privilege is 42501), so tools that read only the SQLSTATE see an access rule
 * violation, never a broken connection: connection pools evict on class 08 and a few shutdown codes,
 * none of ours. Hibernate 6 and 7 file every {@code SQLInvalidAuthorizationSpecException} under
 * {@code JDBCConnectionException}; the connection is fine, and the SQLSTATE tells the refusal apart.
 */
public class NlGuardException extends SQLInvalidAuthorizationSpecException {

    private static final long serialVersionUID = 1L;

    private final transient Notice notice;

    NlGuardException(Notice notice, Throwable cause) {
        super("nlguard: " + notice.message(), notice.state().code(), cause);
        this.notice = notice;
    }

    public Notice notice() {
        return notice;
    }
}
