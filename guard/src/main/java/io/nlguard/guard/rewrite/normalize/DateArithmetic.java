package io.nlguard.guard.rewrite.normalize;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.normalize.TimeValues.Dialect;
import io.nlguard.guard.rewrite.normalize.TimeValues.TimeValue;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

/**
 * Date arithmetic of the other dialects → PostgreSQL's:
 * <ul>
 * <li>MySQL {@code DATE_ADD(d, INTERVAL n UNIT)}, {@code ADDDATE}, {@code DATE_SUB}, {@code SUBDATE} →
 *     {@code d + INTERVAL 'n unit'} / {@code -}, cast back to {@code date} when {@code d} is a date and the
 *     unit is a day or longer (MySQL then returns a date); {@code ADDDATE(d, n)} adds days;</li>
 * <li>a bare MySQL {@code INTERVAL 1 YEAR} → {@code INTERVAL '1 year'}, {@code INTERVAL x DAY} →
 *     {@code (x) * INTERVAL '1 day'} ({@code QUARTER} is three months);</li>
 * <li>{@code EXTRACT(DAY FROM a - b)} of two dates → {@code (a - b)}: date − date is already a number of
 *     days in PostgreSQL, which has no day field to extract;</li>
 * <li>SQLite {@code julianday(d)} → {@code (EXTRACT(JULIAN FROM d) - 0.5)}: SQLite's Julian days start at
 *     noon, PostgreSQL's at midnight; {@code d} is read as {@link TimeValues} says.</li>
 * </ul>
 * Declined: composite units ({@code DAY_HOUR}), fractional amounts, text dates in DATE_ADD (MySQL returns
 * text), other fields of a date difference, julianday with modifiers or of a number.
 */
public final class DateArithmetic extends AbstractPass {

    private static final Set<String> ADDERS = Set.of("date_add", "adddate", "date_sub", "subdate");

    /** The exact text of a MySQL interval: its amount and unit. */
    private static final Pattern MYSQL_INTERVAL = Pattern.compile(
            "(?is)INTERVAL\\s+(.+?)\\s+(MICROSECOND|SECOND|MINUTE|HOUR|DAY|WEEK|MONTH|QUARTER|YEAR)S?");
    private static final Pattern INTEGER = Pattern.compile("-?\\d+");
    private static final Pattern QUOTED_INTEGER = Pattern.compile("'(-?\\d+)'");
    private static final Pattern SIMPLE_AMOUNT = Pattern.compile("[A-Za-z_][\\w.]*|\\(.*\\)", Pattern.DOTALL);

    /** An interval's PostgreSQL text, and whether its unit is a day or longer. */
    private record Interval(String sql, boolean wholeDays) {
    }

    public DateArithmetic() {
        super("normalize.date-arithmetic", RewriteStage.NORMALIZE,
                "DATE_ADD/DATE_SUB(d, INTERVAL n UNIT) → d ± INTERVAL 'n unit', EXTRACT(DAY FROM date - date) → the"
                + " difference, julianday(d) → EXTRACT(JULIAN FROM d) - 0.5");
    }

    @Override
    public void apply(PassContext context) {
        for (SqlNode node : context.tree().nodes()) {
            if (node.type() == NodeType.INTERVAL) {
                bareInterval(context, node);
            } else if (node.type() == NodeType.FUNCTION && node.name() != null) {
                if (ADDERS.contains(node.name())) {
                    dateAdd(context, node);
                } else if (node.name().equals("extract")) {
                    dayOfDifference(context, node);
                } else if (node.name().equals("julianday")) {
                    julianDay(context, node);
                }
            }
        }
    }

    private static void dateAdd(PassContext context, SqlNode call) {
        List<SqlNode> arguments = Operands.arguments(call);
        if (arguments.size() != 2) {
            context.decline(call, call.name().toUpperCase(Locale.ROOT) + " needs a date and an interval");
            return;
        }
        SqlNode date = arguments.get(0);
        SqlNode amount = arguments.get(1);
        SqlType type = context.types().typeOf(date);
        String dateText = context.text(date);
        if (dateText == null || type != SqlType.DATE && type != SqlType.TIMESTAMP) {
            context.decline(call, "MySQL adds to a " + type.label() + " with its own rules (text gives text)");
            return;
        }
        String operator = call.name().equals("date_add") || call.name().equals("adddate") ? " + " : " - ";
        String reason = call.name().toUpperCase(Locale.ROOT) + " is MySQL; PostgreSQL adds intervals with + and -";
        if (!isSimple(date)) {
            dateText = "(" + dateText + ")";
        }
        if (amount.type() != NodeType.INTERVAL) {
            if (call.name().endsWith("date") && type == SqlType.DATE && Operands.isInteger(context, amount)
                    && context.text(amount) != null) {
                // ADDDATE(d, n): n days; date ± integer is a date in PostgreSQL too
                context.replace(call, "(" + dateText + operator + "(" + context.text(amount) + "))", 1.0, reason);
            } else {
                context.decline(call, "its amount is not an INTERVAL or a whole number of days");
            }
            return;
        }
        Interval interval = interval(context, amount, true);
        if (interval == null) {
            context.decline(call, "the interval has no exact PostgreSQL form (composite unit or fraction)");
            return;
        }
        String sum = dateText + operator + interval.sql();
        context.replace(call, type == SqlType.DATE && interval.wholeDays() ? "CAST(" + sum + " AS date)" : "(" + sum + ")",
                1.0, reason);
    }

    private static void bareInterval(PassContext context, SqlNode node) {
        SqlNode parent = node.parent();
        if (parent != null && parent.type() == NodeType.INTERVAL
                || parent != null && parent.type() == NodeType.FUNCTION && ADDERS.contains(parent.name())) {
            return; // part of another interval, or of DATE_ADD: rewritten with it
        }
        String text = context.text(node);
        if (text == null || !text.regionMatches(true, 0, "INTERVAL", 0, 8)) {
            return;
        }
        Matcher matcher = MYSQL_INTERVAL.matcher(text);
        if (!matcher.matches() || !INTEGER.matcher(matcher.group(1)).matches()
                && !SIMPLE_AMOUNT.matcher(matcher.group(1)).matches()) {
            return; // INTERVAL '1 year', INTERVAL '1' YEAR: PostgreSQL's own forms
        }
        Interval interval = interval(context, node, false);
        if (interval != null) {
            context.replace(node, interval.sql(), 1.0, "INTERVAL n UNIT is MySQL; PostgreSQL quotes it: INTERVAL 'n unit'");
        }
    }

    /**
     * The PostgreSQL form of a MySQL interval node: {@code INTERVAL 'n unit'} for a whole number,
     * {@code (x) * INTERVAL '1 unit'} for an expression. Quoted whole numbers ({@code INTERVAL '2' DAY}) are
     * taken only inside DATE_ADD, where they are MySQL's too. Null when there is no exact form.
     */
    private static Interval interval(PassContext context, SqlNode node, boolean quotedAmounts) {
        String text = context.text(node);
        Matcher matcher = text == null ? null : MYSQL_INTERVAL.matcher(text);
        if (matcher == null || !matcher.matches()) {
            return null;
        }
        String amount = matcher.group(1).trim();
        String unit = matcher.group(2).toLowerCase(Locale.ROOT);
        int factor = 1;
        if (unit.equals("quarter")) {
            unit = "month";
            factor = 3;
        }
        boolean wholeDays = switch (unit) {
            case "day", "week", "month", "year" -> true;
            default -> false;
        };
        Matcher quoted = QUOTED_INTEGER.matcher(amount);
        if (quotedAmounts && quoted.matches()) {
            amount = quoted.group(1);
        }
        if (INTEGER.matcher(amount).matches()) {
            return new Interval("INTERVAL '" + Long.parseLong(amount) * factor + " " + unit + "'", wholeDays);
        }
        if (SIMPLE_AMOUNT.matcher(amount).matches()) {
            String one = "INTERVAL '" + factor + " " + unit + "'";
            return new Interval("((" + amount + ") * " + one + ")", wholeDays);
        }
        return null;
    }

    private static void dayOfDifference(PassContext context, SqlNode call) {
        SqlNode field = call.child(Role.THIS);
        SqlNode source = call.child(Role.EXPRESSION);
        SqlNode difference = source == null ? null : Operands.unparenthesized(source);
        if (field == null || difference == null || difference.type() != NodeType.SUB) {
            return;
        }
        SqlType left = context.types().typeOf(difference.child(Role.THIS));
        SqlType right = context.types().typeOf(difference.child(Role.EXPRESSION));
        // a quoted literal takes the other side's type: d - '2020-01-01' is date - date
        boolean dates = (left == SqlType.DATE || right == SqlType.DATE) && isDateOrLiteral(left) && isDateOrLiteral(right);
        if (!dates) {
            return;
        }
        String text = context.text(difference);
        if (!"DAY".equalsIgnoreCase(field.name()) || text == null) {
            context.decline(call, "date − date is a number of days in PostgreSQL; only DAY maps to it exactly");
            return;
        }
        context.replace(call, "(" + text + ")", 1.0, "date − date is already a number of days in PostgreSQL");
    }

    private static void julianDay(PassContext context, SqlNode call) {
        List<SqlNode> arguments = Operands.arguments(call);
        if (arguments.size() != 1) {
            context.decline(call, "julianday with modifiers has no PostgreSQL equivalent here");
            return;
        }
        TimeValue time = TimeValues.of(context, arguments.get(0), Dialect.SQLITE);
        if (!time.ok()) {
            context.decline(call, time.problem());
            return;
        }
        context.replace(call, TimeValues.julianDay(time.sql()), 1.0,
                "julianday is SQLite; PostgreSQL has EXTRACT(JULIAN FROM d), counted from midnight rather than noon");
    }

    private static boolean isDateOrLiteral(SqlType type) {
        return type == SqlType.DATE || type == SqlType.UNTYPED_LITERAL;
    }

    private static boolean isSimple(SqlNode node) {
        return switch (node.type()) {
            case COLUMN, LITERAL, FUNCTION, AGGREGATE, CAST, PAREN -> true;
            default -> false;
        };
    }
}
