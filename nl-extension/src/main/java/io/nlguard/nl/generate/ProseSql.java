package io.nlguard.nl.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlToken;

/**
 * Finds a statement written into prose without a code fence: after a label ({@code SQL: SELECT ...}),
 * on a line of its own, or in inline code ({@code `SELECT ...`}). Where the statement ends is found
 * with the lexer (its first semicolon outside strings and comments) or, without a semicolon, at the
 * end of its paragraph, trimmed line by line until the parser reads it: a model often follows the
 * query with a sentence about it on the next line.
 */
final class ProseSql {

    /** Where a statement may start: a statement's first word at the start of a line, or after a colon or backtick. */
    private static final Pattern START = Pattern.compile(
            "(?:^[ \\t>*-]*`?|[:`][ \\t*]*)(SELECT|WITH|INSERT|UPDATE|DELETE|DROP|CREATE|ALTER|TRUNCATE|MERGE|GRANT)\\b",
            Pattern.CASE_INSENSITIVE | Pattern.MULTILINE);

    /** The first statement found and the statements written right after it, if any. */
    record Found(String first, List<String> following) {
    }

    private final SqlCheck check;

    ProseSql(SqlCheck check) {
        this.check = check;
    }

    /**
     * The statements at the first start that gives a statement the parser reads, else at the first start
     * whose text still reads as a query (for the repair stage); null when there is neither.
     */
    Found find(String text) {
        Found firstSeen = null;
        Matcher start = START.matcher(text);
        while (start.find()) {
            Found found = from(text.substring(start.start(1)));
            if (check.parses(found.first())) {
                return found;
            }
            if (firstSeen == null && SqlCheck.looksLikeQuery(found.first())) {
                firstSeen = found;
            }
        }
        return firstSeen;
    }

    private Found from(String rest) {
        int backtick = rest.indexOf('`');
        String region = backtick >= 0 ? rest.substring(0, backtick) : rest;
        int semicolon = firstSemicolon(region);
        if (semicolon < 0) {
            return new Found(untilItParses(region), List.of());
        }
        String first = region.substring(0, semicolon).strip();
        List<String> following = new ArrayList<>();
        for (String next : StatementSplitter.statements(region.substring(semicolon + 1))) {
            if (!SqlCheck.startsLikeStatement(next)) {
                break; // prose after the query
            }
            following.add(next);
        }
        return new Found(first, following);
    }

    /** Its paragraph, less trailing lines until the parser reads it; the whole paragraph when nothing does. */
    private String untilItParses(String region) {
        String paragraph = region.split("\\n[ \\t]*\\n", 2)[0].strip();
        List<String> lines = paragraph.lines().toList();
        for (int keep = lines.size(); keep > 0; keep--) {
            String candidate = String.join("\n", lines.subList(0, keep)).strip();
            if (check.parses(candidate)) {
                return candidate;
            }
        }
        return paragraph;
    }

    private static int firstSemicolon(String text) {
        for (SqlToken token : SqlLexer.lex(text)) {
            if (token.kind() == SqlToken.Kind.SEMICOLON) {
                return token.offset();
            }
        }
        return -1;
    }
}
