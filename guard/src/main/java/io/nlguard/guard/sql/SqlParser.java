package io.nlguard.guard.sql;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.sql.DataTypeWords.TokenAt;

import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.Token;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.Statements;

/**
 * Parses SQL text into statement trees with JSqlParser's parser entry directly, on the caller's
 * thread ({@link SizedParser}: newParser's parser with a buffer the size of the text):
 * {@code CCJSqlParserUtil.parse(sql)} would start an executor per call. The time bound is
 * kept by the shared {@link ParseWatchdog}, for the parse and its retries together. A syntax error
 * on valid PostgreSQL JSqlParser does not know (a type word used as a name, SELECT INTO's TEMP...) is
 * retried with the tokens repaired: see {@link ParseRepairs}. A statement that parses but that the
 * tree cannot hold fails as {@link ParseFailure.Kind#UNSUPPORTED}, never as a syntax error.
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
        // lexed once: the depth is counted before the parser sees the text (its recursion per level is what
        // makes deep text slow), and the same tokens give the text the parser reads
        List<SqlToken> tokens = SqlLexer.lex(sql);
        int depth = NestingDepth.of(tokens);
        if (depth > limits.maxDepth()) {
            return new ParseFailure(sql, ParseFailure.Kind.TOO_DEEP, "statement nests brackets " + depth
                    + " levels deep, deeper than nlguard.parse.max-depth=" + limits.maxDepth(), 0, 0, List.of());
        }
        long deadline = System.nanoTime() + limits.timeout().toNanos();
        Source source = new Source(sql, DollarTags.untag(sql, tokens), depth, tokens);
        if (depth > ParseLimits.DEFAULT_MAX_DEPTH) {
            ParseResult result = DeepParse.within(() -> parse(source, deadline), limits.timeout().toNanos());
            return result != null ? result : timeout(sql, deadline);
        }
        return parse(source, deadline);
    }

    /**
     * The text to analyse, what the parser reads of it and how deeply it nests.
     *
     * @param sql        the statement's own text: the trees' offsets point into it
     * @param parserText the same text as JSqlParser is given it (see {@link DollarTags})
     * @param tokens     the text's tokens, handed on with the trees
     */
    private record Source(String sql, String parserText, int depth, List<SqlToken> tokens) {
    }

    /** The parse and its retries, stopped by the watchdog at {@code deadline}. */
    private ParseResult parse(Source source, long deadline) {
        String sql = source.sql();
        ParseRepairs repairs = new ParseRepairs();
        Attempt best = attempt(source, repairs, deadline);
        Attempt last = best;
        // valid PostgreSQL JSqlParser stumbles on (see ParseRepairs): retry with each repair the errors
        // call for, keeping the attempt that got furthest
        while (last.syntaxError() != null && repairs.add(last.syntaxError(), last.start())) {
            last = attempt(source, repairs, deadline);
            if (last.improves(best)) {
                best = last;
            }
        }
        return best.result();
    }

    /** One run of the parser with {@code repairs} applied, then the tree of each statement. */
    private Attempt attempt(Source source, ParseRepairs repairs, long deadline) {
        String sql = source.sql();
        long remaining = deadline - System.nanoTime();
        if (remaining <= 0) {
            return new Attempt(timeout(sql, deadline), null, null);
        }
        CCJSqlParser parser = SizedParser.of(source.parserText());
        Token start = parser.token;
        ParseWatchdog.shared().watch(parser, remaining);
        try {
            repairs.applyTo(parser);
            Statements statements = parser.Statements();
            if (parser.interrupted) {
                return new Attempt(timeout(sql, deadline), null, null);
            }
            List<SqlTree> trees = new ArrayList<>(statements.size());
            for (Statement statement : statements) {
                if (statement != null) {
                    trees.add(TreeBuilder.build(sql, statement));
                }
            }
            return new Attempt(new ParsedSql(sql, trees, source.tokens()), null, null);
        } catch (ParseException e) {
            return parser.interrupted ? new Attempt(timeout(sql, deadline), null, null) : new Attempt(ParseErrors.syntax(sql, e), e, start);
        } catch (StackOverflowError e) {
            // brackets within the bound, yet too deep: a long chain of AND, OR or operators nests as deeply
            return new Attempt(new ParseFailure(sql, ParseFailure.Kind.TOO_DEEP,
                    "statement nests too deeply for the parser's stack (" + source.depth()
                            + " levels of brackets, nlguard.parse.max-depth=" + limits.maxDepth()
                            + "; chains of AND, OR or operators nest too)", 0, 0, List.of()), null, null);
        } catch (UnsupportedConstruct e) {
            // the text parsed; the tree cannot hold it: not a syntax error
            return new Attempt(ParseErrors.unsupported(sql, e), null, null);
        } catch (RuntimeException e) {
            // the token manager reports lexical errors (an unclosed quote...) as runtime exceptions
            return new Attempt(parser.interrupted ? timeout(sql, deadline) : ParseErrors.lexical(sql, e), null, null);
        } finally {
            ParseWatchdog.shared().release(parser);
        }
    }

    private ParseFailure timeout(String sql, long deadline) {
        long ranMillis = (System.nanoTime() - deadline + limits.timeout().toNanos()) / 1_000_000;
        return new ParseFailure(sql, ParseFailure.Kind.TIMEOUT, "parsing was stopped after " + ranMillis
                + " ms, longer than nlguard.parse.timeout=" + limits.timeout().toMillis() + "ms", 0, 0, List.of());
    }

    /**
     * What one run of the parser gave; {@code syntaxError} is the parser's exception when it stopped at a
     * token, and {@code start} the token that run started from.
     */
    private record Attempt(ParseResult result, ParseException syntaxError, Token start) {

        /**
         * Whether this retry tells more than {@code earlier}: it parsed (even when its tree could not be
         * built), or stopped at a later token, or ran out of time (then the earlier error may be one the
         * retries would have cleared). A retry that stops where the first run did leaves the parser's own
         * report standing.
         */
        boolean improves(Attempt earlier) {
            boolean parsed = result instanceof ParsedSql || isKind(ParseFailure.Kind.UNSUPPORTED);
            if (parsed || isKind(ParseFailure.Kind.TIMEOUT)) {
                return true;
            }
            TokenAt stop = stoppedAt();
            TokenAt earlierStop = earlier.stoppedAt();
            return stop != null && earlierStop != null && stop.isAfter(earlierStop);
        }

        private boolean isKind(ParseFailure.Kind kind) {
            return result instanceof ParseFailure failure && failure.kind() == kind;
        }

        private TokenAt stoppedAt() {
            boolean atToken = syntaxError != null && syntaxError.currentToken != null && syntaxError.currentToken.next != null;
            return atToken ? TokenAt.of(syntaxError.currentToken.next) : null;
        }
    }
}
