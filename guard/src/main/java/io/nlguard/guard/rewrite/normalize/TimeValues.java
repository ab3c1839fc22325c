package io.nlguard.guard.rewrite.normalize;

import java.util.Locale;
import java.util.regex.Pattern;

import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

/**
 * The PostgreSQL expression, of type date or timestamp, for the point in time that a SQLite or MySQL
 * date function reads from its argument. Dates and timestamps are taken as they are; text (BIRD stores
 * many dates as text) is cast to {@code timestamp}, which reads the ISO forms both databases store.
 *
 * <p>SQLite's {@code 'now'}, {@code CURRENT_TIMESTAMP} and {@code CURRENT_DATE} are UTC, so for SQLite they
 * become {@code CURRENT_TIMESTAMP AT TIME ZONE 'UTC'}; MySQL's are local time, as PostgreSQL's. SQLite reads
 * a quoted time of day ({@code '12:30'}) as that time on 2000-01-01.
 * A number is a Julian day number to SQLite and a YYYYMMDD date to MySQL: no cast reads it that way, so
 * it has no expression; nor has a quoted literal that is not an ISO date.
 */
final class TimeValues {

    /** The dialect whose reading of the argument the expression must keep. */
    enum Dialect { SQLITE, MYSQL }

    /** The expression for the time value, or the reason there is none. */
    record TimeValue(String sql, String problem) {
        static TimeValue of(String sql) {
            return new TimeValue(sql, null);
        }

        static TimeValue none(String problem) {
            return new TimeValue(null, problem);
        }

        boolean ok() {
            return sql != null;
        }
    }

    static final String UTC_NOW = "(CURRENT_TIMESTAMP AT TIME ZONE 'UTC')";
    static final String UTC_TODAY = "CAST(CURRENT_TIMESTAMP AT TIME ZONE 'UTC' AS date)";

    /** YYYY-MM-DD, optionally with HH:MM[:SS[.fff]] after a space or T, and no time zone. */
    private static final Pattern ISO = Pattern.compile(
            "\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?)?");

    /** HH:MM[:SS[.fff]], which SQLite reads as a time on 2000-01-01. */
    private static final Pattern TIME_OF_DAY = Pattern.compile("\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?");

    private TimeValues() {
    }

    static TimeValue of(PassContext context, SqlNode node, Dialect dialect) {
        String literal = Operands.stringLiteral(node);
        if (literal != null) {
            return literal(literal, context.text(node), dialect);
        }
        String now = dialect == Dialect.SQLITE ? sqliteNow(node) : null;
        if (now != null) {
            return TimeValue.of(now);
        }
        if (node.type() == NodeType.FUNCTION && isSqliteDateFunction(node.name())
                && (Operands.arguments(node).size() != 1 || !"date".equals(node.name()))) {
            return TimeValue.none(node.name() + "(...) with these arguments has no PostgreSQL equivalent here");
        }
        String text = context.text(node);
        if (text == null) {
            return TimeValue.none("its position in the text is not known exactly");
        }
        SqlType type = context.types().typeOf(node);
        return switch (type) {
            case DATE, TIMESTAMP -> TimeValue.of(text);
            case TEXT, UNTYPED_LITERAL, UNKNOWN -> TimeValue.of("CAST(" + text + " AS timestamp)");
            case NUMERIC -> TimeValue.none(dialect == Dialect.SQLITE
                    ? "SQLite reads a number as a Julian day number" : "MySQL reads a number as YYYYMMDD");
            default -> TimeValue.none("a " + type.label() + " is not a point in time");
        };
    }

    /**
     * SQLite's text for {@code CURRENT_TIMESTAMP}, {@code CURRENT_DATE}, {@code date('now')} and
     * {@code datetime('now')} (UTC, to the second), where a text function reads them; null for other nodes.
     */
    static String sqliteNowText(SqlNode node) {
        String now = node.type() == NodeType.FUNCTION || node.type() == NodeType.COLUMN ? sqliteNow(node) : null;
        if (now == null) {
            return null;
        }
        return "to_char(" + UTC_NOW + (now.equals(UTC_TODAY) ? ", 'YYYY-MM-DD')" : ", 'YYYY-MM-DD HH24:MI:SS')");
    }

    /** SQLite's {@code julianday} of a PostgreSQL date or timestamp: Julian days count from noon, PostgreSQL's from midnight. */
    static String julianDay(String timestamp) {
        return "(EXTRACT(JULIAN FROM " + timestamp + ") - 0.5)";
    }

    /** SQLite's {@code strftime('%s', ...)}: whole seconds since 1970, rounded down. */
    static String epochSeconds(String timestamp) {
        return "CAST(floor(EXTRACT(EPOCH FROM " + timestamp + ")) AS bigint)";
    }

    private static TimeValue literal(String value, String text, Dialect dialect) {
        if (dialect == Dialect.SQLITE && value.trim().equalsIgnoreCase("now")) {
            return TimeValue.of(UTC_NOW);
        }
        if (text != null && ISO.matcher(value).matches()) {
            return TimeValue.of("CAST(" + text + " AS timestamp)");
        }
        if (dialect == Dialect.SQLITE && TIME_OF_DAY.matcher(value).matches()) {
            // SQLite puts a time of day on 2000-01-01
            return TimeValue.of("CAST('2000-01-01 " + value + "' AS timestamp)");
        }
        return TimeValue.none("'" + value + "' is not a date PostgreSQL reads the same way");
    }

    /** SQLite's current time in UTC for {@code CURRENT_TIMESTAMP}, {@code CURRENT_DATE} and {@code date('now')}. */
    private static String sqliteNow(SqlNode node) {
        // current_timestamp() is named with its parentheses
        String name = node.name() == null ? "" : node.name().toLowerCase(Locale.ROOT).replace("()", "");
        boolean keyword = node.type() == NodeType.FUNCTION && node.children().isEmpty()
                || node.type() == NodeType.COLUMN && node.child(Role.QUALIFIER) == null && !node.quoted();
        if (keyword && name.equals("current_timestamp")) {
            return UTC_NOW;
        }
        if (keyword && name.equals("current_date")) {
            return UTC_TODAY;
        }
        if (node.type() == NodeType.FUNCTION && Operands.arguments(node).size() == 1) {
            String argument = Operands.stringLiteral(Operands.arguments(node).get(0));
            if (argument != null && argument.trim().equalsIgnoreCase("now")) {
                return switch (name) {
                    case "date" -> UTC_TODAY;
                    case "datetime" -> "date_trunc('second', CURRENT_TIMESTAMP AT TIME ZONE 'UTC')";
                    default -> null;
                };
            }
        }
        return null;
    }

    /** SQLite's date and time functions: with modifiers, or in PostgreSQL, they mean something else or nothing. */
    private static boolean isSqliteDateFunction(String name) {
        return name != null && switch (name) {
            case "date", "datetime", "time", "julianday", "strftime", "unixepoch" -> true;
            default -> false;
        };
    }
}
