package io.nlguard.compare.validate;

import java.util.List;
import java.util.regex.Pattern;

import io.nlguard.guard.schema.PgIdentifiers;
import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlToken;

/**
 * The token-level part of canonical SQL text: comments dropped, every run of whitespace one space
 * (none where the text had none), keywords and unquoted names lower-cased (PostgreSQL folds them so),
 * a quoted name that needs no quotes written bare and backtick quotes made double quotes,
 * {@code !=} written {@code <>}, trailing semicolons dropped. String literals and numbers stay as written.
 */
final class CanonicalText {

    private static final Pattern PLAIN_NAME = Pattern.compile("[a-z_][a-z0-9_$]*");

    private CanonicalText() {
    }

    static String of(String sql) {
        List<SqlToken> tokens = SqlLexer.lex(sql);
        int last = tokens.size() - 1;
        while (last >= 0 && (tokens.get(last).isComment() || tokens.get(last).kind() == SqlToken.Kind.SEMICOLON)) {
            last--;
        }
        StringBuilder out = new StringBuilder(sql.length());
        SqlToken previous = null;
        for (int i = 0; i <= last; i++) {
            SqlToken token = tokens.get(i);
            if (token.isComment()) {
                continue;
            }
            if (previous != null && (previous.end() < token.offset())) {
                out.append(' ');
            }
            out.append(text(token));
            previous = token;
        }
        return out.toString();
    }

    private static String text(SqlToken token) {
        return switch (token.kind()) {
            case WORD -> token.name();
            case QUOTED_IDENTIFIER -> name(token.name());
            case OPERATOR -> token.text().equals("!=") ? "<>" : token.text();
            default -> token.text();
        };
    }

    private static String name(String name) {
        if (PLAIN_NAME.matcher(name).matches() && !PgIdentifiers.isReserved(name)) {
            return name;
        }
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}
