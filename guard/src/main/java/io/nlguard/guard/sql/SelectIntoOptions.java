package io.nlguard.guard.sql;

import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.sql.DataTypeWords.TokenAt;

import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.Token;

/**
 * PostgreSQL's {@code SELECT ... INTO [GLOBAL | LOCAL] {TEMPORARY | TEMP | UNLOGGED} [TABLE] name}
 * creates a table; JSqlParser knows only {@code INTO name} and stops at the words in between. When a
 * syntax error falls on them, the parse is retried with those words unlinked from the parser's token
 * chain: the INTO clause then parses, every position stays as written, and the tree has the INTO
 * clause that marks the statement as creating a table.
 */
final class SelectIntoOptions {

    /** Words PostgreSQL takes between INTO and the new table's name. */
    private static final Set<String> OPTIONS = Set.of("GLOBAL", "LOCAL", "TEMPORARY", "TEMP", "UNLOGGED", "TABLE");
    /** Words that start the next clause, so the word before them was the table's name, not an option. */
    private static final Set<String> CLAUSE_WORDS = Set.of("FROM", "WHERE", "GROUP", "HAVING", "WINDOW", "UNION",
            "INTERSECT", "EXCEPT", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR");
    /** How far past INTO the parser can stop when the options trip it: {@code GLOBAL TEMPORARY TABLE name}. */
    private static final int MAX_REACH = 4;

    private SelectIntoOptions() {
    }

    /**
     * The INTO whose options the syntax error stumbled on: the last INTO before the offending token that
     * is a SELECT's (not INSERT's or MERGE's), followed by an option word, and at most a few tokens before
     * the error; null otherwise. {@code start} is the token the parser started from.
     */
    static TokenAt blamed(Token start, ParseException e) {
        Token offending = e.currentToken == null ? null : e.currentToken.next;
        if (offending == null) {
            return null;
        }
        Token into = null;
        int distance = 0;
        for (Token previous = start, token = start.next; token != null; previous = token, token = token.next) {
            distance++;
            if (isSelectInto(previous, token)) {
                into = token;
                distance = 0;
            }
            if (token == offending) {
                break;
            }
        }
        boolean optionFollows = into != null && into.next != null && isOption(into.next);
        return optionFollows && distance <= MAX_REACH ? TokenAt.of(into) : null;
    }

    /**
     * Makes {@code parser}, before it starts, read past the options after each INTO at {@code intos}:
     * they are unlinked when a table name follows them, and left as they are otherwise.
     */
    static void readPast(CCJSqlParser parser, Set<TokenAt> intos) {
        TokenChain.forEachAt(parser, intos, into -> unlinkOptions(parser, into));
    }

    private static void unlinkOptions(CCJSqlParser parser, Token into) {
        Token last = null;
        for (Token next = TokenChain.next(parser, into); isOption(next); next = TokenChain.next(parser, next)) {
            last = next;
        }
        if (last != null && startsTableName(TokenChain.next(parser, last))) {
            into.next = last.next;
        }
    }

    private static boolean isSelectInto(Token previous, Token token) {
        return TokenChain.isWord(token, "INTO") && !TokenChain.isWord(previous, "INSERT") && !TokenChain.isWord(previous, "MERGE");
    }

    private static boolean isOption(Token token) {
        return token.image != null && OPTIONS.contains(token.image.toUpperCase(Locale.ROOT));
    }

    /** A word or quoted name that does not start the next clause. */
    private static boolean startsTableName(Token token) {
        if (token.kind == CCJSqlParserConstants.EOF || token.image == null || token.image.isEmpty()) {
            return false;
        }
        char first = token.image.charAt(0);
        boolean nameLike = Character.isLetter(first) || first == '_' || first == '"';
        return nameLike && !CLAUSE_WORDS.contains(token.image.toUpperCase(Locale.ROOT));
    }
}
