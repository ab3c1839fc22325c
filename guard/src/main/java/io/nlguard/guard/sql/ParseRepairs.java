package io.nlguard.guard.sql;

import java.util.HashSet;
import java.util.Set;

import io.nlguard.guard.sql.DataTypeWords.TokenAt;

import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.Token;

/**
 * The token repairs a parse is retried with, where JSqlParser rejects valid PostgreSQL: type words
 * read as names ({@link DataTypeWords}), SELECT INTO's table options read past
 * ({@link SelectIntoOptions}) and {@code SET name TO value} read as {@code SET name = value} ({@link SetToValue}). Each syntax error adds at most one repair; repairs accumulate over the
 * retries of one string.
 */
final class ParseRepairs {

    private final Set<TokenAt> typeWordsAsNames = new HashSet<>();
    private final Set<TokenAt> selectIntos = new HashSet<>();
    private final Set<TokenAt> setTos = new HashSet<>();

    /**
     * Adds the repair {@code error} calls for; false when it calls for none or for one already made, so
     * a retry would stop where this parse did. {@code start} is the token that parse started from.
     */
    boolean add(ParseException error, Token start) {
        TokenAt word = DataTypeWords.blamed(error);
        if (word != null) {
            return typeWordsAsNames.add(word);
        }
        TokenAt into = SelectIntoOptions.blamed(start, error);
        if (into != null) {
            return selectIntos.add(into);
        }
        TokenAt to = SetToValue.blamed(start, error);
        return to != null && setTos.add(to);
    }

    /** Applies the repairs to a parser that has not started. */
    void applyTo(CCJSqlParser parser) {
        DataTypeWords.readAsIdentifiers(parser, typeWordsAsNames);
        SelectIntoOptions.readPast(parser, selectIntos);
        SetToValue.readAsEquals(parser, setTos);
    }
}
