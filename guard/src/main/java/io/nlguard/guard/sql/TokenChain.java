package io.nlguard.guard.sql;

import java.util.HashSet;
import java.util.Set;
import java.util.function.Consumer;

import io.nlguard.guard.sql.DataTypeWords.TokenAt;

import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
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

    /**
     * Hands {@code repair} each token that starts at one of {@code positions}, before the parser starts;
     * only the text up to the last of them is read ahead.
     */
    static void forEachAt(CCJSqlParser parser, Set<TokenAt> positions, Consumer<Token> repair) {
        Set<TokenAt> remaining = new HashSet<>(positions);
        Token token = parser.token;
        while (!remaining.isEmpty()) {
            token = next(parser, token);
            if (token.kind == CCJSqlParserConstants.EOF) {
                return;
            }
            if (remaining.remove(TokenAt.of(token))) {
                repair.accept(token);
            }
        }
    }

    static boolean isWord(Token token, String word) {
        return token != null && token.image != null && token.image.equalsIgnoreCase(word);
    }
}
