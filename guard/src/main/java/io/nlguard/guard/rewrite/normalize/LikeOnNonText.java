package io.nlguard.guard.rewrite.normalize;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.relational.LikeExpression;

/**
 * {@code x LIKE 'pattern'} where {@code x} is a date, timestamp or integer column → {@code CAST(x AS
 * text) LIKE 'pattern'}. SQLite matches LIKE against the text of any value; PostgreSQL has LIKE for
 * text only. The cast is written only where PostgreSQL's text for the value is the text SQLite holds:
 * <ul>
 * <li>a date column: SQLite stores dates as {@code YYYY-MM-DD} text (the only form its date functions
 * read), which is what PostgreSQL writes with the ISO DateStyle the JDBC driver sets;</li>
 * <li>a timestamp column, when the pattern only reads the date part ({@code '2010-07%'}): SQLite's
 * stored text may carry fractional seconds ({@code 19:12:12.0}) that PostgreSQL does not write;</li>
 * <li>an integer column: both write its decimal digits.</li>
 * </ul>
 * It declines real and numeric columns (PostgreSQL writes {@code 12} where SQLite wrote {@code 12.0}),
 * booleans ({@code true} against SQLite's {@code 1}), expressions other than a column, and patterns
 * that are not a literal or hold a backslash without an ESCAPE clause (PostgreSQL's default escape).
 */
public final class LikeOnNonText extends AbstractPass {

    public LikeOnNonText() {
        super("normalize.like-on-non-text", RewriteStage.NORMALIZE,
                "date/timestamp/integer column LIKE 'pattern' → CAST(column AS text) LIKE 'pattern'");
    }

    @Override
    public void apply(PassContext context) {
        for (SqlNode like : context.tree().nodes()) {
            if (like.type() != NodeType.LIKE && like.type() != NodeType.ILIKE) {
                continue;
            }
            SqlNode value = like.child(Role.THIS);
            SqlType type = context.types().typeOf(value);
            if (!type.isKnown() || type == SqlType.TEXT || type == SqlType.UNTYPED_LITERAL) {
                continue;
            }
            String why = whyNot(context, like, value, type);
            if (why != null) {
                context.decline(like, why);
                continue;
            }
            String reason = switch (type) {
                case DATE -> "LIKE matches text; SQLite stores a date as the YYYY-MM-DD text PostgreSQL writes for it";
                case TIMESTAMP -> "LIKE matches text; the pattern reads only the date part, which PostgreSQL writes"
                        + " as SQLite stores it";
                default -> "LIKE matches text; an integer's text is the same in SQLite and PostgreSQL";
            };
            context.replace(value, "CAST(" + context.text(value) + " AS text)", 1.0, reason);
        }
    }

    /** Why the value's PostgreSQL text may differ from SQLite's, or null when it is the same. */
    private static String whyNot(PassContext context, SqlNode like, SqlNode value, SqlType type) {
        if (value.type() != NodeType.COLUMN || Affinity.catalogType(context, value) == null || context.text(value) == null) {
            return "only a table column's text form is known to be the one SQLite matched";
        }
        String pattern = pattern(like);
        if (pattern == null) {
            return "the pattern is not a literal: its escapes may differ between SQLite and PostgreSQL";
        }
        String nativeType = Affinity.nativeType(context, value);
        return switch (type) {
            case DATE -> null;
            case TIMESTAMP -> nativeType != null && (nativeType.startsWith("timestamptz") || nativeType.contains("with time zone"))
                    ? "PostgreSQL writes a timestamp with time zone in the session's zone, not as SQLite stored it"
                    : readsDateOnly(pattern) ? null
                    : "SQLite may store fractional seconds (19:12:12.0) that PostgreSQL does not write;"
                            + " only a pattern on the date part ('2010-07%') matches the same";
            case NUMERIC -> Affinity.isIntegerType(nativeType) ? null
                    : "PostgreSQL writes a real or decimal number differently from SQLite (12 against 12.0)";
            case BOOLEAN -> "PostgreSQL writes a boolean as true/false where SQLite stored 1/0";
            default -> "the text form of a " + type.label() + " differs between SQLite and PostgreSQL";
        };
    }

    /** The pattern's text when it is a string literal that means the same to both databases, else null. */
    private static String pattern(SqlNode like) {
        SqlNode pattern = like.child(Role.EXPRESSION);
        if (pattern == null || pattern.type() != NodeType.LITERAL || !(pattern.ast() instanceof StringValue value)) {
            return null;
        }
        boolean escaped = like.ast() instanceof LikeExpression expression && expression.getEscape() != null;
        String text = value.getValue();
        return !escaped && text.indexOf('\\') >= 0 ? null : text;
    }

    /**
     * A pattern of at most the ten characters of a date ({@code 2010-07-1_}) followed only by percent
     * signs: it matches the same whatever follows the date in the text.
     */
    private static boolean readsDateOnly(String pattern) {
        int percent = pattern.indexOf('%');
        if (percent < 0 || percent > 10) {
            return false;
        }
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            boolean allowed = i < percent ? (c >= '0' && c <= '9') || c == '-' || c == '_' : c == '%';
            if (!allowed) {
                return false;
            }
        }
        return true;
    }
}
