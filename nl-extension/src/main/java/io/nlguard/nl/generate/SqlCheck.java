package io.nlguard.nl.generate;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlToken;

/**
 * The guard's parser, asked about one statement's text: does it read, is it a single query; and,
 * for text it does not read, whether it at least starts as a statement does (worth repairing) or is
 * something else (a table of example output, a sentence).
 */
final class SqlCheck {

    private static final Set<String> STATEMENT_WORDS = Set.of("SELECT", "WITH", "INSERT", "UPDATE", "DELETE", "DROP",
            "CREATE", "ALTER", "TRUNCATE", "MERGE", "GRANT", "REVOKE", "VALUES", "TABLE", "SET", "COPY", "DO", "CALL");

    private final SqlParser parser;

    SqlCheck(SqlParser parser) {
        this.parser = parser;
    }

    ParseResult parse(String sql) {
        return parser.parse(sql);
    }

    /** Whether the text parses as exactly one statement. */
    boolean parses(String sql) {
        return parse(sql) instanceof ParsedSql parsed && parsed.statements().size() == 1;
    }

    /** Whether the text parses as exactly one statement that is a query (SELECT, WITH, VALUES...). */
    boolean isQuery(String sql) {
        return parse(sql) instanceof ParsedSql parsed && parsed.statements().size() == 1
                && parsed.first().kind().isQuery();
    }

    /** Whether the text's first word is one a statement starts with. */
    static boolean startsLikeStatement(String text) {
        String[] words = text.strip().split("[^A-Za-z]", 2);
        return words.length > 0 && STATEMENT_WORDS.contains(words[0].toUpperCase(Locale.ROOT));
    }

    /**
     * Whether text the parser rejects still reads as a query rather than English ("Select the table...",
     * "With this schema..."): {@code SELECT} with a {@code FROM} later, or {@code WITH name AS (}.
     */
    static boolean looksLikeQuery(String text) {
        List<SqlToken> tokens = SqlLexer.lex(text).stream().filter(token -> !token.isComment()).toList();
        if (tokens.isEmpty()) {
            return false;
        }
        if (tokens.get(0).isWord("SELECT")) {
            return tokens.stream().anyMatch(token -> token.isWord("FROM"));
        }
        return tokens.size() >= 4 && tokens.get(0).isWord("WITH") && tokens.get(2).isWord("AS") && tokens.get(3).is("(");
    }
}
