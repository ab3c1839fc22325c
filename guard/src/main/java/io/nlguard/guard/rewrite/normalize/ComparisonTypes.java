package io.nlguard.guard.rewrite.normalize;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

/**
 * Comparisons of text with numbers, which SQLite resolves by type affinity and PostgreSQL refuses
 * ({@code operator does not exist: text = integer}). Only comparisons PostgreSQL would refuse are
 * touched ({@code =, <>, <, <=, >, >=}, {@code IN} lists and subqueries, {@code BETWEEN}):
 * <ul>
 * <li>a text column (or a cast to text) against a numeric literal: SQLite turns the number into text
 * and compares text, so the literal is quoted as SQLite would write it ({@code doc = 52} →
 * {@code doc = '52'}, {@code 2.50} → {@code '2.5'});</li>
 * <li>a text column against a number column (or a scalar or {@code IN} subquery over one): SQLite
 * reads the text as a number when it spells one, and otherwise sorts it above every number. The text
 * column becomes {@code CAST(CASE WHEN t !~ '<number>' THEN 'NaN' ELSE t END AS numeric)}: PostgreSQL
 * also sorts NaN above every number, so every operator keeps SQLite's answer.</li>
 * </ul>
 * It declines the rest: an operand whose column is not in the catalog; text from a function or
 * operator against a number (SQLite converts neither, and text never equals a number); a date
 * against a number (SQLite compares the date's stored text, so the answer does not depend on the
 * date); literals whose SQLite text form is not certain. A numeric column against a quoted number is
 * left alone: PostgreSQL reads the quoted literal as a number, as SQLite does.
 */
public final class ComparisonTypes extends AbstractPass {

    public ComparisonTypes() {
        super("normalize.comparison-types", RewriteStage.NORMALIZE,
                "text column <op> number → quoted number; number column <op> text column → the text read as a number,"
                + " as SQLite's type affinity compares them");
    }

    @Override
    public void apply(PassContext context) {
        Set<Integer> edited = new HashSet<>();
        for (SqlNode node : context.tree().nodes()) {
            if (node.type().isComparison()) {
                pair(context, node, node.child(Role.THIS), node.child(Role.EXPRESSION), edited);
            } else if (node.type() == NodeType.BETWEEN) {
                pair(context, node, node.child(Role.THIS), node.child(Role.LOW), edited);
                pair(context, node, node.child(Role.THIS), node.child(Role.HIGH), edited);
            } else if (node.type() == NodeType.IN) {
                in(context, node, edited);
            }
        }
    }

    private static void in(PassContext context, SqlNode in, Set<Integer> edited) {
        SqlNode left = in.child(Role.THIS);
        SqlNode subquery = in.child(Role.EXPRESSION);
        if (subquery != null) {
            if (subquery.type() == NodeType.SUBQUERY && !subquery.children().isEmpty()) {
                SqlNode item = Affinity.singleOutput(subquery.children().get(0));
                if (item != null) {
                    pair(context, in, left, item, edited);
                } else if (conflict(context, left, subquery)) {
                    context.decline(in, "the subquery's single output could not be read to compare it as SQLite would");
                }
            }
            return;
        }
        List<SqlNode> items = in.children().stream().filter(c -> c.role() == Role.ITEM).toList();
        SqlType leftType = context.types().typeOf(left);
        boolean refused = items.stream().anyMatch(item -> conflicting(leftType, context.types().typeOf(item)));
        if (!refused) {
            return;
        }
        if (leftType != SqlType.TEXT || Affinity.of(context, left) != Affinity.TEXT) {
            context.decline(in, "SQLite converts the list to the type of " + describe(context, left)
                    + ", which is not known to be a text column");
            return;
        }
        // SQLite gives every value of the list the text affinity of the left operand
        List<SqlNode> numbers = items.stream().filter(item -> context.types().typeOf(item) == SqlType.NUMERIC).toList();
        for (SqlNode number : numbers) {
            if (Affinity.numericLiteral(number) == null || Affinity.sqliteText(number) == null) {
                context.decline(in, "SQLite would compare " + describe(context, number)
                        + " as text, and the text it makes of it is not certain");
                return;
            }
        }
        numbers.forEach(number -> quoteLiteral(context, in, number, edited));
    }

    /** One comparison of {@code a} with {@code b}, both operands of {@code comparison}. */
    private static void pair(PassContext context, SqlNode comparison, SqlNode a, SqlNode b, Set<Integer> edited) {
        if (a == null || b == null) {
            return;
        }
        SqlType ta = context.types().typeOf(a);
        SqlType tb = context.types().typeOf(b);
        if (ta.isDateLike() && tb == SqlType.NUMERIC || tb.isDateLike() && ta == SqlType.NUMERIC) {
            SqlNode date = ta.isDateLike() ? a : b;
            context.decline(comparison, "SQLite compares the text it stores for " + describe(context, date)
                    + " with a number, and text sorts after every number: the result does not depend on the date");
            return;
        }
        if (!conflicting(ta, tb)) {
            return;
        }
        SqlNode text = ta == SqlType.TEXT ? a : b;
        SqlNode number = text == a ? b : a;
        Affinity textAffinity = Affinity.of(context, text);
        Affinity numberAffinity = Affinity.of(context, number);
        if (textAffinity == Affinity.UNKNOWN || numberAffinity == Affinity.UNKNOWN) {
            SqlNode unknown = textAffinity == Affinity.UNKNOWN ? text : number;
            context.decline(comparison, "the type SQLite gives " + describe(context, unknown) + " is not known");
        } else if (textAffinity == Affinity.TEXT && numberAffinity == Affinity.NONE) {
            quoteLiteral(context, comparison, number, edited);
        } else if (textAffinity == Affinity.TEXT && numberAffinity == Affinity.NUMERIC) {
            readAsNumber(context, comparison, text, edited);
        } else if (textAffinity == Affinity.NONE && numberAffinity == Affinity.NONE) {
            context.decline(comparison, "SQLite converts neither side of " + describe(context, comparison)
                    + " and text never equals a number: the comparison does not mean what it seems");
        } else {
            context.decline(comparison, "SQLite would convert " + describe(context, text)
                    + " to a number; only a text column's conversion is written out");
        }
    }

    /** Replaces a numeric literal with the text SQLite makes of it. False when it declined. */
    private static boolean quoteLiteral(PassContext context, SqlNode comparison, SqlNode number, Set<Integer> edited) {
        String text = Affinity.numericLiteral(number) == null ? null : Affinity.sqliteText(number);
        if (text == null) {
            context.decline(comparison, "SQLite would compare " + describe(context, number)
                    + " as text, and the text it makes of it is not certain");
            return false;
        }
        if (edited.add(number.id())) {
            context.replace(number, Affinity.quoted(text), 1.0,
                    "SQLite compares a text column with a number as text; PostgreSQL needs the number quoted");
        }
        return true;
    }

    /** Wraps the text column (itself, or the single output of a subquery) in SQLite's reading of it as a number. */
    private static void readAsNumber(PassContext context, SqlNode comparison, SqlNode text, Set<Integer> edited) {
        SqlNode column = text;
        while (column != null && (column.type() == NodeType.PAREN || column.type() == NodeType.SUBQUERY)) {
            column = column.children().isEmpty() ? null : column.children().get(0);
        }
        if (column != null && column.type() == NodeType.SELECT) {
            column = Affinity.singleOutput(column);
        }
        String written = column == null || column.type() != NodeType.COLUMN || orderedDistinctOutput(column)
                ? null : context.text(column);
        if (written == null) {
            context.decline(comparison, "SQLite would read " + describe(context, text)
                    + " as a number; only a plain text column's reading is written out");
            return;
        }
        if (edited.add(column.id())) {
            context.replace(column, Affinity.asNumber(written), 1.0, "SQLite compares a number with a text column by"
                    + " reading the text as a number (other text sorts after every number); PostgreSQL needs that written out");
        }
    }

    /** An output of SELECT DISTINCT ... ORDER BY, whose ORDER BY must name the output as it is written. */
    private static boolean orderedDistinctOutput(SqlNode column) {
        SqlNode parent = column.parent();
        if (parent != null && parent.type() == NodeType.ALIAS) {
            parent = parent.parent();
        }
        return parent != null && parent.type() == NodeType.SELECT && parent.child(NodeType.DISTINCT) != null
                && parent.child(NodeType.ORDER) != null;
    }

    private static boolean conflict(PassContext context, SqlNode a, SqlNode b) {
        return conflicting(context.types().typeOf(a), context.types().typeOf(b));
    }

    /** Text against a number: the pairs PostgreSQL refuses to compare. */
    private static boolean conflicting(SqlType a, SqlType b) {
        return a == SqlType.TEXT && b == SqlType.NUMERIC || a == SqlType.NUMERIC && b == SqlType.TEXT;
    }

    private static String describe(PassContext context, SqlNode node) {
        String text = context.text(node);
        return text != null && text.length() <= 60 ? text : node.describe();
    }
}
