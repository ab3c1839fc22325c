package io.nlguard.guard.sql;

import java.util.Arrays;
import java.util.Set;

import io.nlguard.guard.sql.DataTypeWords.TokenAt;

import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.Token;

/**
 * PostgreSQL's {@code SET [SESSION | LOCAL] name TO value [, ...]} is its {@code SET name = value}
 * spelled with TO, as tools send it ({@code SET SEARCH_PATH TO public, "$user"}); JSqlParser knows only
 * {@code =} and stops after TO. When a syntax error falls on the token after such a TO, the parse is
 * retried with that TO read as {@code =}: the text, and so every position, stays as written.
 */
final class SetToValue {

    /** The parser's token kind for {@code =}. */
    private static final int EQUALS = Arrays.asList(CCJSqlParserConstants.tokenImage).indexOf("\"=\"");

    private SetToValue() {
    }

    /**
     * The TO the syntax error stopped after, when it ends {@code SET [SESSION | LOCAL] name} at the start
     * of a statement ({@code name} may be qualified: {@code myapp.flag}); null otherwise. {@code start} is
     * the token the parser started from.
     */
    static TokenAt blamed(Token start, ParseException e) {
        Token to = e.currentToken;
        if (to == null || !TokenChain.isWord(to, "TO") || EQUALS < 0) {
            return null;
        }
        Token statementStart = start.next;
        for (Token token = start.next; token != null && token != to; token = token.next) {
            if (token.image != null && token.image.equals(";")) {
                statementStart = token.next;
            }
        }
        return setsNameBefore(statementStart, to) ? TokenAt.of(to) : null;
    }

    /** Whether the tokens from {@code first} up to {@code to} are {@code SET [SESSION | LOCAL] name}. */
    private static boolean setsNameBefore(Token first, Token to) {
        if (!TokenChain.isWord(first, "SET")) {
            return false;
        }
        Token token = first.next;
        if (TokenChain.isWord(token, "SESSION") || TokenChain.isWord(token, "LOCAL")) {
            token = token.next;
        }
        int nameParts = 0;
        for (; token != null && token != to; token = token.next) {
            boolean dot = ".".equals(token.image);
            if (!dot && !isName(token)) {
                return false;
            }
            nameParts += dot ? 0 : 1;
        }
        return token == to && nameParts > 0;
    }

    private static boolean isName(Token token) {
        return token.image != null && !token.image.isEmpty()
                && (Character.isLetter(token.image.charAt(0)) || token.image.charAt(0) == '_' || token.image.charAt(0) == '"');
    }

    /** Makes {@code parser}, before it starts, read each TO at {@code tos} as {@code =}. */
    static void readAsEquals(CCJSqlParser parser, Set<TokenAt> tos) {
        TokenChain.forEachAt(parser, tos, to -> to.kind = EQUALS);
    }
}
