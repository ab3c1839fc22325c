package io.nlguard.guard.sql;

import java.util.ArrayList;
import java.util.List;

import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.Statements;

/**
 * Parses SQL text into statement trees with JSqlParser's parser entry directly, on the caller's
 * thread: {@code CCJSqlParserUtil.parse(sql)} would start an executor per call. The time bound is
 * kept by the shared {@link ParseWatchdog}.
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
        CCJSqlParser parser = CCJSqlParserUtil.newParser(sql);
        ParseWatchdog.shared().watch(parser, limits.timeout().toNanos());
        try {
            Statements statements = parser.Statements();
            if (parser.interrupted) {
                return timeout(sql);
            }
            List<SqlTree> trees = new ArrayList<>(statements.size());
            for (Statement statement : statements) {
                if (statement != null) {
                    trees.add(TreeBuilder.build(sql, statement));
                }
            }
            return new ParsedSql(sql, trees);
        } catch (ParseException e) {
            return parser.interrupted ? timeout(sql) : ParseErrors.syntax(sql, e);
        } catch (StackOverflowError e) {
            return new ParseFailure(sql, ParseFailure.Kind.TOO_DEEP,
                    "statement is nested too deeply to analyse (" + CCJSqlParserUtil.getNestingDepth(sql) + " levels)", 0, 0, List.of());
        } catch (RuntimeException e) {
            // the token manager reports lexical errors (an unclosed quote...) as runtime exceptions
            return parser.interrupted ? timeout(sql) : ParseErrors.lexical(sql, e);
        } finally {
            ParseWatchdog.shared().release(parser);
        }
    }

    private ParseFailure timeout(String sql) {
        return new ParseFailure(sql, ParseFailure.Kind.TIMEOUT, "parsing took longer than nlguard.parse.timeout="
                + limits.timeout().toMillis() + "ms and was stopped", 0, 0, List.of());
    }
}
