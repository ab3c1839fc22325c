package io.nlguard.guard.sql;

import java.util.Set;

import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.Token;

/**
 * Type names that JSqlParser lexes as one {@code DATA_TYPE} token (uuid, number, int, integer, bigint,
 * numeric, decimal, real, float, double, varchar, bool, bytea...), which its grammar takes only as a type
 * or the prefix of a typed literal ({@code uuid '...'}). PostgreSQL reserves none of them: a column named
 * {@code uuid} or {@code number} is common. When a syntax error follows or falls on such a word, the
 * parse is retried with that word's token read as a plain identifier: the text, and so every position,
 * stays as written, and the tree and the parser's own objects hold the bare word as for any other name.
 */
final class DataTypeWords {

    private DataTypeWords() {
    }

    /** Where a token starts in the source text, as the parser counts lines and columns. */
    record TokenAt(int line, int column) {

        static TokenAt of(Token token) {
            return new TokenAt(token.beginLine, token.beginColumn);
        }

        boolean isAfter(TokenAt other) {
            return line > other.line || (line == other.line && column > other.column);
        }
    }

    /**
     * The type word a syntax error stumbled on: the last token read when the parser wanted the string of
     * a typed literal after it, else the offending token itself; null when neither is such a word.
     */
    static TokenAt blamed(ParseException e) {
        Token last = e.currentToken;
        if (last == null) {
            return null;
        }
        if (last.kind == CCJSqlParserConstants.DATA_TYPE) {
            return TokenAt.of(last);
        }
        Token offending = last.next;
        return offending != null && offending.kind == CCJSqlParserConstants.DATA_TYPE ? TokenAt.of(offending) : null;
    }

    /**
     * Makes {@code parser}, before it starts, read the type words at {@code words} as identifiers. The
     * parser takes tokens from the chain it links them in, so tokens read ahead and relabelled here are
     * the ones it parses; only the text up to the last of {@code words} is read ahead.
     */
    static void readAsIdentifiers(CCJSqlParser parser, Set<TokenAt> words) {
        int remaining = words.size();
        Token token = parser.token;
        while (remaining > 0) {
            token = TokenChain.next(parser, token);
            if (token.kind == CCJSqlParserConstants.EOF) {
                return;
            }
            if (token.kind == CCJSqlParserConstants.DATA_TYPE && words.contains(TokenAt.of(token))) {
                token.kind = CCJSqlParserConstants.S_IDENTIFIER;
                remaining--;
            }
        }
    }
}
