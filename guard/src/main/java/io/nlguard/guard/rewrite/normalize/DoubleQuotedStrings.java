package io.nlguard.guard.rewrite.normalize;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.names.PgNames;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlToken;

/**
 * {@code "text"} used as a string (MySQL; SQLite when no column has that name) → {@code 'text'}, embedded
 * single quotes doubled. PostgreSQL always reads double quotes as a name. Only where the text names no
 * column or alias in scope (matched case-insensitively, as SQLite does) and stands where a value
 * belongs: an operand of a comparison, an IN list item, a LIKE pattern, a BETWEEN bound, a CASE
 * value, the format of {@code strftime}. Elsewhere (a select item, GROUP BY, a function argument) the
 * text could as well be a misspelled column, and the pass declines; it also declines when the text is
 * an output column's alias or a column of a table the statement reads (out of scope where it stands).
 */
public final class DoubleQuotedStrings extends AbstractPass {

    public DoubleQuotedStrings() {
        super("normalize.string-literals", RewriteStage.NORMALIZE,
                "\"text\" where a value belongs and no column has that name → 'text'");
    }

    @Override
    public void apply(PassContext context) {
        SqliteNames names = new SqliteNames(context);
        Set<String> usedNames = null;
        for (SqlNode column : context.tree().nodesOf(NodeType.COLUMN)) {
            String text = quotedText(context, column);
            if (text == null) {
                continue;
            }
            // the parser splits a quoted name at a dot ("1:29.488" as 1:29 . 488); SQLite reads one name
            boolean dotted = column.child(Role.QUALIFIER) != null;
            SqliteNames.Resolution resolution = dotted ? null : names.column(column);
            if (!dotted && (resolution == null || resolution.kind() != SqliteNames.Kind.UNKNOWN)) {
                if (resolution != null && resolution.kind() == SqliteNames.Kind.UNCHECKABLE) {
                    context.decline(column, "a source whose columns are not known could have a column named \"" + text + "\"");
                }
                continue;
            }
            if (!isValue(context, column, text, names)) {
                context.decline(column, "\"" + text + "\" names no column, but where it stands it could be a misspelled column as well as a string");
                continue;
            }
            if (usedNames == null) {
                usedNames = usedNames(context, names);
            }
            if (usedNames.contains(text.toLowerCase(Locale.ROOT))) {
                context.decline(column, "\"" + text + "\" is also the name of an output column or of a column of the tables the statement reads");
                continue;
            }
            context.replace(column, "'" + text.replace("'", "''") + "'", 1.0,
                    "double quotes make a string only in MySQL and SQLite; PostgreSQL reads \"" + text + "\" as a column name");
        }
    }

    /** The text of a Column node written as one double-quoted name, unquoted; null for anything else. */
    private static String quotedText(PassContext context, SqlNode column) {
        String raw = column.quoted() ? context.text(column) : null;
        SqlToken token = raw != null && PgNames.isDoubleQuoted(raw) ? SourceTokens.quotedName(raw) : null;
        return token == null ? null : token.name();
    }

    /** Whether the node stands where only a value makes sense. */
    private static boolean isValue(PassContext context, SqlNode node, String text, SqliteNames names) {
        SqlNode parent = node.parent();
        if (parent.type().isComparison()) {
            SqlNode other = parent.children().stream().filter(child -> child != node).findFirst().orElse(null);
            return isOperand(context, other, names);
        }
        return switch (parent.type()) {
            case IN -> node.role() == Role.ITEM && isOperand(context, parent.child(Role.THIS), names);
            case LIKE, ILIKE, SIMILAR -> node.role() == Role.EXPRESSION && isOperand(context, parent.child(Role.THIS), names);
            case BETWEEN -> (node.role() == Role.LOW || node.role() == Role.HIGH) && isOperand(context, parent.child(Role.THIS), names);
            case IF -> node.role() == Role.THEN || (node.role() == Role.THIS && parent.parent().child(Role.THIS) != null);
            case CASE -> node.role() == Role.DEFAULT;
            case FUNCTION -> "strftime".equals(parent.name()) && parent.children().get(0) == node && text.contains("%");
            default -> false;
        };
    }

    /** What a value is compared with: an expression over columns, not a constant or another name that names nothing. */
    private static boolean isOperand(PassContext context, SqlNode other, SqliteNames names) {
        if (other == null || other.type() == NodeType.LITERAL || other.type() == NodeType.NULL || other.type() == NodeType.BOOLEAN) {
            return false;
        }
        if (other.type() == NodeType.COLUMN && quotedText(context, other) != null) {
            SqliteNames.Resolution resolution = other.child(Role.QUALIFIER) == null ? names.column(other) : null;
            return resolution != null && resolution.kind() != SqliteNames.Kind.UNKNOWN;
        }
        return true;
    }

    /**
     * Lower-case names a value could have been meant to name instead: output column aliases (SQLite lets
     * WHERE use them) and the columns of the catalog tables the statement reads.
     */
    private static Set<String> usedNames(PassContext context, SqliteNames names) {
        Set<String> used = new HashSet<>();
        for (SqlNode node : context.tree().nodes()) {
            if (node.type() == NodeType.ALIAS && node.name() != null) {
                used.add(node.name().toLowerCase(Locale.ROOT));
            } else if (node.type() == NodeType.TABLE) {
                Table table = names.table(node);
                if (table != null) {
                    for (Column column : table.columns()) {
                        used.add(column.name().toLowerCase(Locale.ROOT));
                    }
                }
            }
        }
        return used;
    }
}
