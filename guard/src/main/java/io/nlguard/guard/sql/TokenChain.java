package io.nlguard.guard.sql;

import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.Token;

/**
 * The parser's linked list of tokens, which it takes its input from: a token read ahead and linked
 * here is the one it parses, so repairs made before it starts ({@link DataTypeWords},
 * {@link SelectIntoOptions}) are what it sees.
 */
final class TokenChain {

    private TokenChain() {
    }

    /** The token after {@code token}, lexed and linked now if the parser has not read that far. */
    static Token next(CCJSqlParser parser, Token token) {
        if (token.next == null) {
            token.next = parser.token_source.getNextToken();
        }
        return token.next;
    }

    static boolean isWord(Token token, String word) {
        return token != null && token.image != null && token.image.equalsIgnoreCase(word);
    }
}
