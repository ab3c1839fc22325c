package io.nlguard.guard.rewrite.normalize;

import java.util.List;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.normalize.TimeValues.Dialect;
import io.nlguard.guard.rewrite.normalize.TimeValues.TimeValue;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

/**
 * SQLite {@code STRFTIME(format, d)} and MySQL {@code DATE_FORMAT(d, format)} → {@code to_char(d, pattern)}
 * (see {@link DateFormats} for the directives that map exactly, {@link TimeValues} for how {@code d} is read:
 * text is cast to {@code timestamp}, SQLite's {@code 'now'} is UTC). The result is text, as in SQLite, so
 * {@code STRFTIME('%Y', d) = '2012'} still compares text.
 *
 * <p>Where SQLite computes with the result as a number (an operand of arithmetic, the argument of
 * {@code SUM}/{@code AVG}/{@code TOTAL}, compared with a numeric column, or the MAX or MIN of such a
 * digits-only format in those places) the rewrite is that number:
 * {@code CAST(to_char(d, 'YYYY') AS integer)} for formats of digits only, the Julian day for {@code %J},
 * the Unix time for {@code %s} (which also has a text form). Left alone, and declined: modifiers
 * ({@code 'start of month'}, {@code '-1 day'}), a missing time value, directives with no exact pattern
 * ({@code %w}, {@code %W}, {@code %f}), numbers as time values (Julian day numbers to SQLite), and
 * MySQL's formatted text used as a number. Compared with a number literal the result stays text: SQLite
 * then compares text with a number, which is never equal, and PostgreSQL reports the mismatch.
 */
public final class StrftimeToChar extends AbstractPass {

    private static final String SQLITE_REASON = "STRFTIME is SQLite; PostgreSQL formats dates with to_char";

    public StrftimeToChar() {
        super("normalize.strftime", RewriteStage.NORMALIZE,
                "STRFTIME(fmt, d), DATE_FORMAT(d, fmt) → to_char(d, pattern), or the number SQLite computes with");
    }

    @Override
    public void apply(PassContext context) {
        for (SqlNode call : context.tree().nodesOf(NodeType.FUNCTION)) {
            if ("strftime".equals(call.name())) {
                strftime(context, call);
            } else if ("date_format".equals(call.name())) {
                dateFormat(context, call);
            }
        }
    }

    private static void strftime(PassContext context, SqlNode call) {
        List<SqlNode> arguments = Operands.arguments(call);
        if (arguments.size() != 2) {
            context.decline(call, arguments.size() < 2 ? "STRFTIME without a time value has no to_char equivalent"
                    : "STRFTIME with modifiers has no to_char equivalent");
            return;
        }
        String format = format(context, arguments.get(0));
        if (format == null) {
            context.decline(call, "its format is not a quoted literal");
            return;
        }
        TimeValue time = TimeValues.of(context, arguments.get(1), Dialect.SQLITE);
        if (!time.ok()) {
            context.decline(call, time.problem());
            return;
        }
        boolean numeric = numericContext(context, call)
                || DateFormats.sqlite(format).digits() > 0 && numericContext(context, extremeAround(call));
        String replacement = numeric ? asNumber(format, time.sql()) : asText(format, time.sql());
        if (replacement == null && !numeric && castParent(call)) {
            replacement = asNumber(format, time.sql());
        }
        if (replacement == null) {
            DateFormats.Translation translation = DateFormats.sqlite(format);
            context.decline(call, translation.pattern() == null
                    ? "'" + translation.problem() + "' has no exact to_char equivalent"
                    : "SQLite reads the text that '" + format + "' makes as a number here, which no cast reproduces");
            return;
        }
        context.replace(call, replacement, 1.0, numeric ? SQLITE_REASON + "; SQLite reads its result as a number here"
                : SQLITE_REASON);
    }

    private static void dateFormat(PassContext context, SqlNode call) {
        List<SqlNode> arguments = Operands.arguments(call);
        String format = arguments.size() == 2 ? Operands.stringLiteral(arguments.get(1)) : null;
        if (format == null) {
            context.decline(call, "DATE_FORMAT needs a date and a quoted format");
            return;
        }
        if (numericContext(context, call)) {
            context.decline(call, "MySQL computes with the formatted text as a number here");
            return;
        }
        DateFormats.Translation translation = DateFormats.mysql(format);
        if (translation.pattern() == null) {
            context.decline(call, "'" + translation.problem() + "' has no exact to_char equivalent");
            return;
        }
        TimeValue time = TimeValues.of(context, arguments.get(0), Dialect.MYSQL);
        if (!time.ok()) {
            context.decline(call, time.problem());
            return;
        }
        context.replace(call, "to_char(" + time.sql() + ", '" + translation.pattern() + "')", 1.0,
                "DATE_FORMAT is MySQL; PostgreSQL formats dates with to_char");
    }

    /**
     * The format: a quoted literal, or a double-quoted one that names no column (SQLite then takes it as a
     * string: {@code strftime("%Y", d)}); null for anything else.
     */
    private static String format(PassContext context, SqlNode node) {
        String literal = Operands.stringLiteral(node);
        if (literal != null) {
            return literal;
        }
        if (node.type() == NodeType.COLUMN && node.quoted() && node.child(Role.QUALIFIER) == null
                && node.name() != null && node.name().contains("%")) {
            ColumnRef ref = context.scopes().column(node);
            return ref != null && ref.status() == ColumnRef.Status.UNKNOWN_COLUMN ? node.name() : null;
        }
        return null;
    }

    /** The formatted text, as SQLite gives it; null when a directive has no exact equivalent. */
    private static String asText(String format, String timestamp) {
        if (format.equals("%s")) {
            return "CAST(" + TimeValues.epochSeconds(timestamp) + " AS text)";
        }
        String pattern = DateFormats.sqlite(format).pattern();
        return pattern == null ? null : "to_char(" + timestamp + ", '" + pattern + "')";
    }

    /** The number SQLite reads the formatted text as; null when that is not a whole format's worth. */
    private static String asNumber(String format, String timestamp) {
        if (format.equals("%J")) {
            return TimeValues.julianDay(timestamp);
        }
        if (format.equals("%s")) {
            return TimeValues.epochSeconds(timestamp);
        }
        DateFormats.Translation translation = DateFormats.sqlite(format);
        if (translation.digits() == 0) {
            return null;
        }
        return "CAST(to_char(" + timestamp + ", '" + translation.pattern() + "') AS "
                + (translation.digits() > 9 ? "bigint" : "integer") + ")";
    }

    /**
     * Whether SQLite uses the call's text as a number: as an operand of arithmetic, summed or averaged, or
     * compared with a numeric column (whose affinity converts the other side).
     */
    private static boolean numericContext(PassContext context, SqlNode call) {
        SqlNode parent = Operands.parentOutsideParentheses(call);
        if (parent == null) {
            return false;
        }
        if (parent.type() == NodeType.DISTINCT) {
            parent = parent.parent();
        }
        return switch (parent.type()) {
            case ADD, SUB, MUL, DIV, INT_DIV, MOD, NEG -> true;
            case AGGREGATE -> switch (parent.name()) {
                case "sum", "avg", "total" -> true;
                default -> false;
            };
            case EQ, NEQ, GT, GTE, LT, LTE -> {
                SqlNode other = Operands.unparenthesized(isWithin(call, parent.child(Role.THIS))
                        ? parent.child(Role.EXPRESSION) : parent.child(Role.THIS));
                yield other != null && other.type() == NodeType.COLUMN
                        && context.types().catalogColumn(other) != null
                        && context.types().typeOf(other) == SqlType.NUMERIC;
            }
            default -> false;
        };
    }

    /**
     * The MAX or MIN call the node is the argument of, else the node itself. SQLite takes the greatest text,
     * which for formats of a fixed number of digits is the greatest number, so MAX(STRFTIME('%Y', d)) - 1
     * computes with a number just as STRFTIME('%Y', d) - 1 does.
     */
    private static SqlNode extremeAround(SqlNode call) {
        SqlNode parent = Operands.parentOutsideParentheses(call);
        return parent != null && parent.type() == NodeType.AGGREGATE
                && ("max".equals(parent.name()) || "min".equals(parent.name())) ? parent : call;
    }

    private static boolean isWithin(SqlNode node, SqlNode ancestor) {
        for (SqlNode at = node; at != null; at = at.parent()) {
            if (at == ancestor) {
                return true;
            }
        }
        return false;
    }

    private static boolean castParent(SqlNode call) {
        SqlNode parent = Operands.parentOutsideParentheses(call);
        return parent != null && parent.type() == NodeType.CAST;
    }
}
