package io.nlguard.guard.rules.firewall;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlToken;
import io.nlguard.guard.sql.SqlToken.Kind;

/**
 * Tells whether a comment's text holds SQL rather than prose. Deliberately narrow, so explanatory
 * comments ("-- total per customer", "-- rows where year = 2014") stay quiet: it looks for a
 * statement after a semicolon, statement shapes ({@code DROP TABLE x}, {@code DELETE FROM x},
 * {@code UNION SELECT}), always-true conditions ({@code OR 1=1}, {@code OR 'a'='a'}), and text that
 * opens with a quote, the mark of a string broken out of.
 */
final class CodeInComment {

    private static final Set<String> STATEMENT_WORDS = Set.of("SELECT", "INSERT", "UPDATE", "DELETE", "DROP", "CREATE",
            "ALTER", "TRUNCATE", "GRANT", "REVOKE", "COPY", "DO", "EXEC", "EXECUTE", "MERGE", "CALL", "SET", "LOAD",
            "SHUTDOWN", "DECLARE", "WITH", "UNION");
    private static final Set<String> OBJECT_WORDS = Set.of("TABLE", "DATABASE", "SCHEMA", "VIEW", "FUNCTION", "PROCEDURE",
            "USER", "ROLE", "INDEX", "EXTENSION", "SYSTEM", "TRIGGER", "SEQUENCE", "LANGUAGE", "TYPE", "SERVER");
    /** Keywords that follow a table name in DDL and DML. */
    private static final Set<String> AFTER_NAME = Set.of("CASCADE", "RESTRICT", "AS", "ADD", "DROP", "SET", "RENAME", "OWNER",
            "ALTER", "WITH", "FROM", "TO", "WHERE", "USING", "VALUES", "SELECT", "DEFAULT");
    private static final Set<String> COMPARISONS = Set.of("=", "<>", "!=", "<", ">", "<=", ">=");

    private CodeInComment() {
    }

    /** Why the comment body reads as code ("a stacked statement `; DROP TABLE x`"), or null for prose. */
    static String find(String body) {
        String trimmed = body.strip();
        // the comment markers of nested or quoted comments would hide the code from the lexer
        String flat = body.replace("/*", "  ").replace("*/", "  ").replace("--", "  ");
        List<SqlToken> tokens = code(flat.replace('\'', ' ').replace('"', ' ').replace('`', ' '));
        for (int i = 0; i < tokens.size(); i++) {
            String why = statementAt(tokens, i);
            if (why == null) {
                why = tautologyAt(tokens, i);
            }
            if (why != null) {
                return why;
            }
        }
        if ((trimmed.startsWith("'") || trimmed.startsWith("\"")) && hasOperatorOrKeyword(tokens)) {
            return "code after a closing quote " + Nodes.quote(trimmed) + ", the mark of input that broke out of a string";
        }
        return null;
    }

    private static String statementAt(List<SqlToken> tokens, int i) {
        String word = word(tokens, i);
        if (tokens.get(i).kind() == Kind.SEMICOLON && STATEMENT_WORDS.contains(word(tokens, i + 1))) {
            return "a stacked statement " + span(tokens, i, 4);
        }
        boolean shape = switch (word) {
            case "DROP", "CREATE", "ALTER" -> OBJECT_WORDS.contains(word(tokens, i + 1)) && endsName(tokens, skipIfExists(tokens, i + 2));
            case "DELETE" -> word(tokens, i + 1).equals("FROM") && endsName(tokens, i + 2);
            case "INSERT" -> word(tokens, i + 1).equals("INTO") && endsName(tokens, i + 2);
            case "UPDATE" -> isName(tokens, i + 1) && word(tokens, i + 2).equals("SET");
            case "TRUNCATE" -> word(tokens, i + 1).equals("TABLE") && endsName(tokens, i + 2);
            case "UNION" -> word(tokens, i + 1).equals("SELECT") || (word(tokens, i + 1).equals("ALL") && word(tokens, i + 2).equals("SELECT"));
            default -> false;
        };
        return shape ? "the statement " + span(tokens, i, 3) : null;
    }

    /** {@code OR 1=1}, {@code AND 'a'='a'} (quotes are gone by now), {@code OR x=x}, {@code OR TRUE}. */
    private static String tautologyAt(List<SqlToken> tokens, int i) {
        String word = word(tokens, i);
        if (!word.equals("OR") && !word.equals("AND")) {
            return null;
        }
        if (word(tokens, i + 1).equals("TRUE")) {
            return "the always-true condition " + span(tokens, i, 2);
        }
        if (i + 3 >= tokens.size() || !COMPARISONS.contains(tokens.get(i + 2).text())) {
            return null;
        }
        SqlToken left = tokens.get(i + 1);
        SqlToken operator = tokens.get(i + 2);
        SqlToken right = tokens.get(i + 3);
        return alwaysTrue(left, operator.text(), right) ? "the always-true condition " + span(tokens, i, 4) : null;
    }

    private static boolean alwaysTrue(SqlToken left, String operator, SqlToken right) {
        if (left.kind() == Kind.NUMBER && right.kind() == Kind.NUMBER) {
            try {
                int order = new BigDecimal(left.text()).compareTo(new BigDecimal(right.text()));
                return switch (operator) {
                    case "=" -> order == 0;
                    case "<>", "!=" -> order != 0;
                    case "<" -> order < 0;
                    case ">" -> order > 0;
                    case "<=" -> order <= 0;
                    default -> order >= 0;
                };
            } catch (NumberFormatException e) {
                return false;
            }
        }
        boolean same = left.kind() == right.kind() && left.text().equalsIgnoreCase(right.text());
        return same && (operator.equals("=") || operator.equals("<=") || operator.equals(">="));
    }

    private static boolean hasOperatorOrKeyword(List<SqlToken> tokens) {
        for (SqlToken token : tokens) {
            String word = token.keyword();
            if (token.kind() == Kind.SEMICOLON || COMPARISONS.contains(token.text()) || word.equals("OR")
                    || word.equals("AND") || STATEMENT_WORDS.contains(word)) {
                return true;
            }
        }
        return false;
    }

    private static List<SqlToken> code(String text) {
        List<SqlToken> code = new ArrayList<>();
        for (SqlToken token : SqlLexer.lex(text)) {
            if (!token.isComment()) {
                code.add(token);
            }
        }
        return code;
    }

    private static String word(List<SqlToken> tokens, int i) {
        return i < tokens.size() ? tokens.get(i).keyword() : "";
    }

    private static int skipIfExists(List<SqlToken> tokens, int i) {
        if (word(tokens, i).equals("IF")) {
            return word(tokens, i + 1).equals("NOT") ? i + 3 : i + 2;
        }
        return i;
    }

    /**
     * Whether a name stands at {@code i} and what follows it reads as SQL (the end, {@code ;},
     * {@code (}, {@code .}, {@code ,} or a clause keyword), not as prose: "drop table x" is code,
     * "delete from the cart when done" is not.
     */
    private static boolean endsName(List<SqlToken> tokens, int i) {
        if (!isName(tokens, i)) {
            return false;
        }
        if (i + 1 >= tokens.size()) {
            return true;
        }
        SqlToken next = tokens.get(i + 1);
        return next.kind() == Kind.SEMICOLON || next.is("(") || next.is(".") || next.is(",") || AFTER_NAME.contains(next.keyword());
    }

    private static boolean isName(List<SqlToken> tokens, int i) {
        return i < tokens.size() && (tokens.get(i).kind() == Kind.WORD || tokens.get(i).kind() == Kind.QUOTED_IDENTIFIER);
    }

    private static String span(List<SqlToken> tokens, int from, int count) {
        StringBuilder text = new StringBuilder();
        for (int i = from; i < Math.min(tokens.size(), from + count); i++) {
            String piece = tokens.get(i).text();
            boolean tight = text.isEmpty() || piece.equals(";") || COMPARISONS.contains(piece)
                    || COMPARISONS.contains(tokens.get(i - 1).text());
            text.append(tight ? "" : " ").append(piece);
        }
        return Nodes.quote(text.toString());
    }
}
