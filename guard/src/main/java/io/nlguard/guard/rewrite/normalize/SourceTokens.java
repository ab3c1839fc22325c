package io.nlguard.guard.rewrite.normalize;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlToken;

/**
 * The tokens of a statement's text, comments left out, for finding the exact text of parts the parser
 * gives no position (aliases, CTE names, the last token of a query).
 */
final class SourceTokens {

    private final List<SqlToken> tokens = new ArrayList<>();

    /** @param all every token of the statement's text, comments included */
    SourceTokens(List<SqlToken> all) {
        for (SqlToken token : all) {
            if (!token.isComment()) {
                tokens.add(token);
            }
        }
    }

    /**
     * The token when {@code raw} is exactly one quoted name ({@code "a.b"}, {@code `x`}), else null. The
     * parser splits a quoted name at a dot ({@code "T1.cds"} as {@code T1 . cds}); SQLite and MySQL
     * read one name.
     */
    static SqlToken quotedName(String raw) {
        if (raw == null || raw.length() < 2 || raw.charAt(raw.length() - 1) != raw.charAt(0)) {
            return null;
        }
        List<SqlToken> lexed = SqlLexer.lex(raw);
        return lexed.size() == 1 && lexed.get(0).kind() == SqlToken.Kind.QUOTED_IDENTIFIER && lexed.get(0).text().equals(raw)
                ? lexed.get(0) : null;
    }

    int size() {
        return tokens.size();
    }

    SqlToken get(int index) {
        return index >= 0 && index < tokens.size() ? tokens.get(index) : null;
    }

    /** The index of the token that ends exactly at {@code end}, or -1. */
    int endingAt(int end) {
        int index = firstAtOrAfter(end) - 1;
        return index >= 0 && tokens.get(index).end() == end ? index : -1;
    }

    /** The index of the token that starts exactly at {@code offset}, or -1. */
    int startingAt(int offset) {
        int index = firstAtOrAfter(offset);
        return index < tokens.size() && tokens.get(index).offset() == offset ? index : -1;
    }

    /** The index of the first token starting at or after {@code offset} ({@link #size()} when none). */
    int firstAtOrAfter(int offset) {
        int low = 0;
        int high = tokens.size();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (tokens.get(middle).offset() < offset) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /** Index of the "(" that opens the ")" at {@code close}, or -1. */
    int openingParenthesis(int close) {
        int depth = 0;
        for (int i = close; i >= 0; i--) {
            SqlToken token = tokens.get(i);
            if (token.is(")")) {
                depth++;
            } else if (token.is("(") && --depth == 0) {
                return i;
            }
        }
        return -1;
    }
}
