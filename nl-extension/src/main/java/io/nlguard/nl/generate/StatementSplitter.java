package io.nlguard.nl.generate;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlToken;

/**
 * The statements of a piece of SQL text, cut at semicolons by the guard's lexer, so that a semicolon
 * inside a string, a quoted name, a comment or a dollar-quoted body cuts nothing. Works on text the
 * parser rejects too, which a model's reply often is. Each statement runs from its first to its last
 * token that is not a comment: comments before it and after its semicolon are left out, the
 * semicolon itself too.
 */
final class StatementSplitter {

    private StatementSplitter() {
    }

    static List<String> statements(String text) {
        List<String> statements = new ArrayList<>();
        int start = -1;
        int end = -1;
        for (SqlToken token : SqlLexer.lex(text)) {
            if (token.kind() == SqlToken.Kind.SEMICOLON) {
                if (start >= 0) {
                    statements.add(text.substring(start, end));
                }
                start = -1;
            } else if (!token.isComment()) {
                if (start < 0) {
                    start = token.offset();
                }
                end = token.end();
            }
        }
        if (start >= 0) {
            statements.add(text.substring(start, end));
        }
        return statements;
    }
}
