package io.nlguard.guard.sql;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * JSqlParser reads {@code $$...$$} as a string but {@code $tag$...$tag$} as a name glued to what
 * precedes it ({@code 'a'=$x$a$x$} lost its right operand). The text handed to the parser spells
 * each tagged dollar quote with the empty tag, padded with spaces after it to the same length, so
 * every later offset still points where it did in the statement's own text (the literal's own span
 * is shorter by twice the tag: its source text reads {@code $x$a$}, the value stays {@code a}). A body
 * holding {@code $$} keeps its tag (the empty tag would end it early).
 */
final class DollarTags {

    private static final Pattern TAGGED = Pattern.compile("(?s)\\$([A-Za-z_][A-Za-z_0-9]*)\\$(.*)\\$\\1\\$");

    private DollarTags() {
    }

    /** @param tokens the text's tokens, as {@link SqlLexer} cut them */
    static String untag(String sql, List<SqlToken> tokens) {
        if (sql.indexOf('$') < 0) {
            return sql;
        }
        StringBuilder text = null;
        for (SqlToken token : tokens) {
            if (token.kind() != SqlToken.Kind.STRING || !token.text().startsWith("$")) {
                continue;
            }
            Matcher tagged = TAGGED.matcher(token.text());
            if (!tagged.matches() || tagged.group(2).contains("$$")) {
                continue;
            }
            String pad = " ".repeat(2 * tagged.group(1).length());
            if (text == null) {
                text = new StringBuilder(sql);
            }
            text.replace(token.offset(), token.end(), "$$" + tagged.group(2) + "$$" + pad);
        }
        return text == null ? sql : text.toString();
    }
}
