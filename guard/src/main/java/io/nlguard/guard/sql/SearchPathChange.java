package io.nlguard.guard.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether running a text may change the session's search path, which decides the schema snapshot statements are
 * checked against: {@code SET [SESSION | LOCAL] search_path ...}, {@code SET SCHEMA ...}, {@code RESET search_path},
 * {@code RESET ALL}, {@code DISCARD ALL}, or any call of {@code set_config} (its first argument may be computed).
 * Read from the tokens, so that text the parser cannot read counts too; a yes costs the connection one read of its
 * search path, a no that should have been a yes leaves it checking against the old schemas, so when unsure: yes.
 */
public final class SearchPathChange {

    /** Words one of which a text changing the search path has: most texts have none and are not lexed. */
    private static final List<String> HINTS = List.of("search_path", "schema", "reset", "discard", "set_config");

    private SearchPathChange() {
    }

    public static boolean in(String sql) {
        String lower = sql.toLowerCase(Locale.ROOT);
        for (String hint : HINTS) {
            if (lower.contains(hint)) {
                return in(SqlLexer.lex(sql));
            }
        }
        return false;
    }

    /** @param tokens the text's tokens as {@link SqlLexer} gives them, comments included */
    public static boolean in(List<SqlToken> tokens) {
        SqlToken previous = null; // the last token that is not a comment: a statement starts after a semicolon
        for (int i = 0; i < tokens.size(); i++) {
            SqlToken token = tokens.get(i);
            if (token.isComment()) {
                continue;
            }
            if (token.isWord("set_config")) {
                return true;
            }
            boolean startsStatement = previous == null || previous.kind() == SqlToken.Kind.SEMICOLON;
            if (startsStatement && changesPath(token, next(tokens, i))) {
                return true;
            }
            previous = token;
        }
        return false;
    }

    private static boolean changesPath(SqlToken first, List<SqlToken> rest) {
        if (rest.isEmpty()) {
            return false;
        }
        SqlToken second = rest.get(0);
        return switch (first.keyword()) {
            case "SET" -> {
                SqlToken name = (second.isWord("SESSION") || second.isWord("LOCAL")) && rest.size() > 1 ? rest.get(1) : second;
                yield name.isWord("search_path") || name.isWord("schema");
            }
            case "RESET" -> second.isWord("search_path") || second.isWord("all");
            case "DISCARD" -> second.isWord("all");
            default -> false;
        };
    }

    /** The two code tokens after position {@code i} (fewer at the end). */
    private static List<SqlToken> next(List<SqlToken> tokens, int i) {
        List<SqlToken> found = new ArrayList<>(2);
        for (int j = i + 1; j < tokens.size() && found.size() < 2; j++) {
            if (!tokens.get(j).isComment()) {
                found.add(tokens.get(j));
            }
        }
        return found;
    }
}
