package io.nlguard.guard.sql;

import java.util.List;

/**
 * How deeply SQL text nests brackets, {@code (} and {@code [}, read from {@link SqlLexer}'s tokens in one
 * linear pass: brackets inside strings, quoted identifiers, comments and dollar quotes are not counted, and
 * an unterminated quote swallows the rest of the text as the lexer reads it. The parser recurses once or
 * more per level, so this is the bound that keeps it off pathological input before it ever sees it.
 */
public final class NestingDepth {

    private NestingDepth() {
    }

    /** The deepest level of bracket nesting in {@code sql}; 0 for text without brackets. */
    public static int of(String sql) {
        return of(SqlLexer.lex(sql));
    }

    /** As {@link #of(String)}, over tokens already cut. A closing bracket without an opening one is not counted. */
    public static int of(List<SqlToken> tokens) {
        int depth = 0;
        int deepest = 0;
        for (SqlToken token : tokens) {
            if (token.kind() != SqlToken.Kind.PUNCTUATION) {
                continue;
            }
            String text = token.text();
            if (text.equals("(") || text.equals("[")) {
                depth++;
                deepest = Math.max(deepest, depth);
            } else if ((text.equals(")") || text.equals("]")) && depth > 0) {
                depth--;
            }
        }
        return deepest;
    }
}
