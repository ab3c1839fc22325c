package io.nlguard.cli;

import java.sql.SQLException;
import java.sql.SQLWarning;
import java.util.List;

/**
 * What the guard decided about one statement, read back from nothing but standard JDBC:
 * the SQLSTATEs of the statement's warnings and of the exception it threw, if any.
 *
 * <ul>
 *   <li>{@code 01NG3} warning: the guard rewrote the statement;</li>
 *   <li>any other {@code 01NG*} warning (and {@code 01NL*}): the guard annotated it;</li>
 *   <li>exception {@code 42NG*}, {@code 42NL*} or another nlguard class ({@code ..NG.},
 *       {@code ..NL.}, e.g. {@code 58NL1}): the guard blocked it;</li>
 *   <li>any other exception: the database's own error;</li>
 *   <li>none of these: allowed.</li>
 * </ul>
 */
public enum Decision {
    ALLOW("ALLOW"),
    ANNOTATE("ANNOTATE"),
    REWRITTEN("REWRITTEN"),
    BLOCKED("BLOCKED"),
    DATABASE_ERROR("DATABASE ERROR");

    /** SQLSTATE of the guard's "statement rewritten" warning. */
    public static final String REWRITTEN_STATE = "01NG3";

    private final String label;

    Decision(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** Derives the decision from what JDBC surfaced for one statement. */
    public static Decision of(List<SQLWarning> warnings, SQLException error) {
        if (error != null) {
            return isGuardState(sqlState(error)) ? BLOCKED : DATABASE_ERROR;
        }
        boolean annotated = false;
        for (SQLWarning w : warnings) {
            if (REWRITTEN_STATE.equals(w.getSQLState())) {
                return REWRITTEN;
            }
            annotated |= isGuardState(w.getSQLState());
        }
        return annotated ? ANNOTATE : ALLOW;
    }

    /** True for the SQLSTATEs nlguard uses: class code followed by {@code NG} or {@code NL}. */
    public static boolean isGuardState(String state) {
        return state != null && state.length() == 5
                && (state.startsWith("NG", 2) || state.startsWith("NL", 2));
    }

    /** The exception's SQLSTATE, or the first one found down its cause / next-exception chain. */
    public static String sqlState(SQLException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s && s.getSQLState() != null) {
                return s.getSQLState();
            }
        }
        SQLException next = e.getNextException();
        return next != null && next != e ? sqlState(next) : null;
    }
}
