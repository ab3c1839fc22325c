package io.nlguard.guard.rewrite.normalize;

import java.util.List;
import java.util.Locale;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.SignedExpression;
import net.sf.jsqlparser.expression.StringValue;

/**
 * Other dialects' text and utility functions → PostgreSQL's:
 * <ul>
 * <li>{@code GROUP_CONCAT(x [SEPARATOR s])} (MySQL) and {@code group_concat(x [, s])} (SQLite) →
 *     {@code string_agg(CAST(x AS text), s)}, separator {@code ','} by default, DISTINCT kept;</li>
 * <li>{@code INSTR(a, b)} → {@code strpos(a, b)}; SQL Server {@code LEN(x)} → {@code length(rtrim(x))}
 *     (LEN does not count trailing spaces); {@code CURDATE()} → {@code CURRENT_DATE};
 *     {@code RAND()} → {@code random()};</li>
 * <li>{@code SUBSTR}/{@code SUBSTRING}, {@code LENGTH}, {@code INSTR}, {@code LEN} of a date or a whole
 *     number: the argument is cast to text, the form SQLite and MySQL read it in;</li>
 * <li>{@code ROUND(x, n)} of a float → {@code ROUND(CAST(x AS numeric), n)}: PostgreSQL rounds numerics
 *     to decimal places, not floats;</li>
 * <li>SQLite {@code substr(x, -n)}, counted from the end → {@code right(x, n)}, and
 *     {@code substr(x, -n, m)} → {@code substr(x, length(x) - n + 1, m)} (PostgreSQL would count from
 *     before the start).</li>
 * </ul>
 * Declined: fractional numbers and booleans as text arguments (SQLite prints {@code 1.0} and {@code 1}
 * where PostgreSQL prints {@code 1} and {@code true}), {@code RAND(seed)}, GROUP_CONCAT with ORDER BY or
 * as a window, negative lengths. {@code NOW()} is left alone: PostgreSQL has it.
 */
public final class DialectFunctions extends AbstractPass {

    public DialectFunctions() {
        super("normalize.functions", RewriteStage.NORMALIZE,
                "GROUP_CONCAT → string_agg, INSTR → strpos, LEN → length, CURDATE() → CURRENT_DATE, RAND() → random(),"
                + " ROUND of floats, SUBSTR from the end and of dates or numbers");
    }

    @Override
    public void apply(PassContext context) {
        for (SqlNode call : context.tree().nodes()) {
            if (call.type() != NodeType.FUNCTION && call.type() != NodeType.AGGREGATE || call.name() == null) {
                continue;
            }
            List<SqlNode> arguments = Operands.arguments(call);
            switch (call.name()) {
                case "group_concat" -> groupConcat(context, call, arguments);
                case "instr" -> instr(context, call, arguments);
                case "len" -> len(context, call, arguments);
                case "curdate" -> {
                    if (arguments.isEmpty()) {
                        context.replace(call, "CURRENT_DATE", 1.0, "CURDATE() is MySQL; PostgreSQL spells it CURRENT_DATE");
                    }
                }
                case "rand" -> {
                    if (arguments.isEmpty()) {
                        context.replace(call, "random()", 1.0, "RAND() is MySQL; PostgreSQL spells it random()");
                    } else {
                        context.decline(call, "RAND(seed) has no single-call PostgreSQL equivalent");
                    }
                }
                case "substr", "substring" -> substr(context, call, arguments);
                case "round" -> round(context, call, arguments);
                case "length" -> {
                    if (arguments.size() == 1) {
                        castToText(context, call, arguments.get(0));
                    }
                }
                default -> {
                }
            }
        }
    }

    private static void groupConcat(PassContext context, SqlNode call, List<SqlNode> arguments) {
        boolean distinct = call.child(NodeType.DISTINCT) != null;
        if (!Operands.isPlainCall(call) || call.child(NodeType.ORDER) != null) {
            context.decline(call, "GROUP_CONCAT with ORDER BY or as a window is not rewritten");
            return;
        }
        if (arguments.isEmpty() || arguments.size() > 2 || distinct && arguments.size() == 2) {
            context.decline(call, "GROUP_CONCAT with these arguments has no string_agg equivalent here");
            return;
        }
        String separator = arguments.size() == 2 ? context.text(arguments.get(1)) : keywordSeparator(call);
        SqlNode value = arguments.get(0);
        String text = context.text(value);
        if (separator == null || text == null) {
            context.decline(call, "its separator is not a quoted literal, or a position is not known exactly");
            return;
        }
        if (context.types().typeOf(value) != SqlType.TEXT) {
            if (Operands.asText(context, value) == null) {
                context.decline(call, textFormProblem());
                return;
            }
            text = "CAST(" + text + " AS text)";
        }
        context.replace(call, "string_agg(" + (distinct ? "DISTINCT " : "") + text + ", " + separator + ")", 1.0,
                "GROUP_CONCAT is MySQL and SQLite; PostgreSQL spells it string_agg");
    }

    /** MySQL's {@code SEPARATOR 's'}: the quoted literal, or {@code ','} when there is none; null for anything else. */
    private static String keywordSeparator(SqlNode call) {
        if (!(call.ast() instanceof Function function) || function.getKeywordArguments() == null) {
            return "','";
        }
        Expression separator = function.getKeywordArgumentValue("SEPARATOR");
        if (separator == null && !function.getKeywordArguments().isEmpty()) {
            return null;
        }
        return separator == null ? "','" : separator instanceof StringValue ? separator.toString() : null;
    }

    private static void instr(PassContext context, SqlNode call, List<SqlNode> arguments) {
        if (arguments.size() != 2) {
            context.decline(call, "INSTR with " + arguments.size() + " arguments has no strpos equivalent");
            return;
        }
        String text = Operands.asText(context, arguments.get(0));
        String part = Operands.asText(context, arguments.get(1));
        if (text == null || part == null) {
            context.decline(call, textFormProblem());
            return;
        }
        context.replace(call, "strpos(" + text + ", " + part + ")", 1.0, "INSTR is SQLite and MySQL; PostgreSQL spells it strpos");
    }

    private static void len(PassContext context, SqlNode call, List<SqlNode> arguments) {
        if (arguments.size() != 1) {
            return;
        }
        String text = Operands.asText(context, arguments.get(0));
        if (text == null) {
            context.decline(call, textFormProblem());
            return;
        }
        context.replace(call, "length(rtrim(" + text + "))", 1.0,
                "LEN is SQL Server and does not count trailing spaces; PostgreSQL spells it length(rtrim(x))");
    }

    private static void substr(PassContext context, SqlNode call, List<SqlNode> arguments) {
        if (arguments.size() < 2 || arguments.size() > 3) {
            if (!arguments.isEmpty()) {
                castToText(context, call, arguments.get(0)); // SUBSTRING(x FROM a FOR b): its value alone
            }
            return;
        }
        Long start = integerLiteral(arguments.get(1));
        Long length = arguments.size() == 3 ? integerLiteral(arguments.get(2)) : null;
        if (length != null && length < 0) {
            context.decline(call, "SQLite counts a negative length backwards; PostgreSQL rejects it");
            return;
        }
        if (start == null || start >= 0) {
            castToText(context, call, arguments.get(0));
            return;
        }
        SqlNode value = arguments.get(0);
        String text = Operands.asText(context, value);
        if (text == null) {
            context.decline(call, textFormProblem());
            return;
        }
        String reason = "SQLite counts a negative start from the end of the text; PostgreSQL from before its start";
        if (arguments.size() == 2) {
            context.replace(call, "right(" + text + ", " + (-start) + ")", 1.0, reason);
            return;
        }
        String lengthText = context.text(arguments.get(2));
        SqlNode inner = Operands.unparenthesized(value);
        if (lengthText == null || inner.type() != NodeType.COLUMN && inner.type() != NodeType.LITERAL) {
            context.decline(call, "a negative start needs the text's length, and the text is not a plain column");
            return;
        }
        context.replace(call, "substr(" + text + ", length(" + text + ") - " + (-start) + " + 1, " + lengthText + ")",
                1.0, reason);
    }

    /**
     * {@code ROUND(x, n)} of a float: PostgreSQL rounds to decimal places only numerics, SQLite rounds its
     * 8-byte floats; the float is cast to numeric. A cast to numeric, or an integer, needs nothing.
     */
    private static void round(PassContext context, SqlNode call, List<SqlNode> arguments) {
        SqlNode value = arguments.size() == 2 ? arguments.get(0) : null;
        String text = value == null ? null : context.text(value);
        if (text != null && Operands.mayBeFloat(context, value)) {
            context.replace(value, "CAST(" + text + " AS numeric)", 1.0,
                    "PostgreSQL rounds to decimal places only numeric values, not floats");
        }
    }

    /** Casts a date or whole-number argument of a text function to text, in place. */
    private static void castToText(PassContext context, SqlNode call, SqlNode argument) {
        String text = context.text(argument);
        String asText = Operands.asText(context, argument);
        if (asText == null) {
            context.decline(call, textFormProblem());
        } else if (!asText.equals(text)) {
            context.replace(argument, asText, 1.0, call.name().toUpperCase(Locale.ROOT)
                    + " reads a " + context.types().typeOf(argument).label()
                    + " as text in SQLite and MySQL; PostgreSQL needs the cast");
        }
    }

    private static String textFormProblem() {
        return "its argument's text form differs between the databases (1.0 or 1, true or 1), or its position is not known exactly";
    }

    /** The value of an integer literal, negative ones included; null for anything else. */
    private static Long integerLiteral(SqlNode node) {
        SqlNode inner = Operands.unparenthesized(node);
        if (inner.ast() instanceof LongValue value) {
            return value.getValue();
        }
        if (inner.ast() instanceof SignedExpression signed && signed.getExpression() instanceof LongValue value) {
            return signed.getSign() == '-' ? -value.getValue() : value.getValue();
        }
        return null;
    }
}
