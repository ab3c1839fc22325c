package io.nlguard.guard.sql;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.sql.DataTypeWords.TokenAt;

import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.Statements;

/**
 * Parses SQL text into statement trees with JSqlParser's parser entry directly, on the caller's
 * thread: {@code CCJSqlParserUtil.parse(sql)} would start an executor per call. The time bound is
 * kept by the shared {@link ParseWatchdog}, for the parse and its retries together. A syntax error
 * at a type word PostgreSQL also takes for a name ({@code uuid}, {@code number}...) is retried with
 * that word read as a name: see {@link DataTypeWords}.
 */
public final class SqlParser {

    private final ParseLimits limits;

    public SqlParser(ParseLimits limits) {
        this.limits = limits;
    }

    public SqlParser() {
        this(ParseLimits.DEFAULT);
    }

    public ParseLimits limits() {
        return limits;
    }

    public ParseResult parse(String sql) {
        if (sql.length() > limits.maxLength()) {
            return new ParseFailure(sql, ParseFailure.Kind.TOO_LONG, "statement of " + sql.length()
                    + " characters is longer than nlguard.parse.max-length=" + limits.maxLength(), 0, 0, List.of());
        }
        if (sql.isBlank()) {
            return new ParsedSql(sql, List.of()); // nothing to analyse; the database answers an empty query itself
        }
        long deadline = System.nanoTime() + limits.timeout().toNanos();
        Set<TokenAt> typeWordsAsNames = new HashSet<>();
        Attempt best = attempt(sql, typeWordsAsNames, deadline);
        Attempt last = best;
        // uuid, number, int...: a type to JSqlParser, also a name to PostgreSQL; retry each word the parser
        // stumbles on as a name (see DataTypeWords), keeping the attempt that got furthest
        while (last.syntaxError() != null) {
            TokenAt word = DataTypeWords.blamed(last.syntaxError());
            if (word == null || !typeWordsAsNames.add(word)) {
                break;
            }
            last = attempt(sql, typeWordsAsNames, deadline);
            if (last.improves(best)) {
                best = last;
            }
        }
        return best.result();
    }

    /** One run of the parser, reading the type words at {@code typeWordsAsNames} as identifiers. */
    private Attempt attempt(String sql, Set<TokenAt> typeWordsAsNames, long deadline) {
        long remaining = deadline - System.nanoTime();
        if (remaining <= 0) {
            return new Attempt(timeout(sql), null);
        }
        CCJSqlParser parser = CCJSqlParserUtil.newParser(sql);
        ParseWatchdog.shared().watch(parser, remaining);
        try {
            DataTypeWords.readAsIdentifiers(parser, typeWordsAsNames);
            Statements statements = parser.Statements();
            if (parser.interrupted) {
                return new Attempt(timeout(sql), null);
            }
            List<SqlTree> trees = new ArrayList<>(statements.size());
            for (Statement statement : statements) {
                if (statement != null) {
                    trees.add(TreeBuilder.build(sql, statement));
                }
            }
            return new Attempt(new ParsedSql(sql, trees), null);
        } catch (ParseException e) {
            return parser.interrupted ? new Attempt(timeout(sql), null) : new Attempt(ParseErrors.syntax(sql, e), e);
        } catch (StackOverflowError e) {
            return new Attempt(new ParseFailure(sql, ParseFailure.Kind.TOO_DEEP,
                    "statement is nested too deeply to analyse (" + CCJSqlParserUtil.getNestingDepth(sql) + " levels)", 0, 0, List.of()), null);
        } catch (RuntimeException e) {
            // the token manager reports lexical errors (an unclosed quote...) as runtime exceptions
            return new Attempt(parser.interrupted ? timeout(sql) : ParseErrors.lexical(sql, e), null);
        } finally {
            ParseWatchdog.shared().release(parser);
        }
    }

    private ParseFailure timeout(String sql) {
        return new ParseFailure(sql, ParseFailure.Kind.TIMEOUT, "parsing took longer than nlguard.parse.timeout="
                + limits.timeout().toMillis() + "ms and was stopped", 0, 0, List.of());
    }

    /** What one run of the parser gave; {@code syntaxError} is the parser's exception when it stopped at a token. */
    private record Attempt(ParseResult result, ParseException syntaxError) {

        /**
         * Whether this retry tells more than {@code earlier}: it parsed, or stopped at a later token, or ran
         * out of time (then the earlier error may be one the retries would have cleared). A retry that
         * stops where the first run did leaves the parser's own report standing.
         */
        boolean improves(Attempt earlier) {
            if (result instanceof ParsedSql || isTimeout()) {
                return true;
            }
            TokenAt stop = stoppedAt();
            TokenAt earlierStop = earlier.stoppedAt();
            return stop != null && earlierStop != null && stop.isAfter(earlierStop);
        }

        private boolean isTimeout() {
            return result instanceof ParseFailure failure && failure.kind() == ParseFailure.Kind.TIMEOUT;
        }

        private TokenAt stoppedAt() {
            boolean atToken = syntaxError != null && syntaxError.currentToken != null && syntaxError.currentToken.next != null;
            return atToken ? TokenAt.of(syntaxError.currentToken.next) : null;
        }
    }
}
