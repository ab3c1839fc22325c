package io.nlguard.nl.generate;

import java.util.StringJoiner;

import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlToken;

/**
 * A key under which two candidates' SQL is the same statement written differently: the lexer's tokens
 * without comments, words upper-cased (PostgreSQL folds unquoted names and ignores keyword case),
 * strings and quoted names as written, one space between tokens, no trailing semicolon. It changes
 * nothing a statement means, so the pipeline can pass the guard's normalize rewrite instead once it
 * has a catalog.
 */
public final class SqlText {

    private SqlText() {
    }

    public static String normalized(String sql) {
        StringJoiner key = new StringJoiner(" ");
        for (SqlToken token : SqlLexer.lex(sql)) {
            if (token.isComment() || token.kind() == SqlToken.Kind.SEMICOLON) {
                continue;
            }
            key.add(token.kind() == SqlToken.Kind.WORD ? token.keyword() : token.text());
        }
        return key.toString();
    }
}
