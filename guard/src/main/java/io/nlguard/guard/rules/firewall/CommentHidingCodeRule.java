package io.nlguard.guard.rules.firewall;

import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlToken;
import io.nlguard.guard.sql.SqlToken.Kind;

/**
 * {@code firewall.comment-hiding-code}: comments used to hide or smuggle code. A comment holding SQL
 * ({@code /* ; DROP TABLE x *}{@code /}, {@code -- ' OR 1=1}); a line comment glued to a string
 * literal, cutting off the rest of the line ({@code name = 'admin'--' AND pass = ...}); a wordless line
 * comment ending the statement on a line of code ({@code id = 1 OR id > 0 --}, {@code -- -}); MySQL's
 * executable {@code /*! ... *}{@code /}; a comment gluing two words into a keyword ({@code SEL/**}{@code /ECT})
 * or standing in for whitespace ({@code UNION/**}{@code /SELECT}); a nested block comment holding code,
 * which other engines and filters end at its first {@code *}{@code /}. Works on tokens.
 */
public final class CommentHidingCodeRule extends FirewallRule {

    /** Keywords an evasion splits with an empty comment so that filters matching whole words miss them. */
    private static final Set<String> SPLIT_KEYWORDS = Set.of("SELECT", "UNION", "INSERT", "UPDATE", "DELETE", "DROP",
            "FROM", "WHERE", "TABLE", "CREATE", "ALTER", "TRUNCATE", "GRANT", "EXEC", "EXECUTE", "INTO", "VALUES",
            "ORDER", "GROUP", "HAVING", "NULL", "COPY", "PROGRAM", "PG_SLEEP", "VERSION", "CONCAT", "SLEEP", "BENCHMARK");

    private static final Set<String> STATEMENT_KEYWORDS = Set.of("SELECT", "UNION", "INSERT", "UPDATE", "DELETE", "DROP",
            "CREATE", "ALTER", "TRUNCATE", "GRANT", "COPY", "EXEC", "EXECUTE");

    public CommentHidingCodeRule() {
        super("comment-hiding-code", Severity.BLOCK,
                "Comments that hide code: SQL inside a comment, '--' glued to a string, a wordless '--' ending the last line of code, /*! */, SEL/**/ECT, nested comments with code.");
    }

    @Override
    public boolean checksUnparsed() {
        return true;
    }

    @Override
    public void check(RuleContext context) {
        List<SqlToken> tokens = context.tokens();
        for (int i = 0; i < tokens.size(); i++) {
            SqlToken comment = tokens.get(i);
            if (!comment.isComment()) {
                continue;
            }
            String why = why(tokens, i);
            if (why != null) {
                report(context, "Comment(" + shortText(comment) + ")", comment, why,
                        "Remove the comment; bind user input as parameters so it cannot open or close comments.");
            }
        }
    }

    /**
     * A line comment at the end that holds nothing but quote marks and what surrounds a spliced value
     * ({@code --'}, {@code --%'}, {@code --')}): prose has words, and a statement's own comment has no
     * reason to end on a lone quote.
     */
    private static boolean isClosingQuote(String body) {
        String text = body.strip();
        return !text.isEmpty() && text.indexOf('\'') >= 0 && text.chars().allMatch(c -> "'\"%)(;".indexOf(c) >= 0);
    }

    private static String why(List<SqlToken> tokens, int i) {
        SqlToken comment = tokens.get(i);
        SqlToken previous = i > 0 ? tokens.get(i - 1) : null;
        SqlToken next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
        if (comment.text().startsWith("/*!")) {
            return "is a MySQL executable comment: MySQL runs its content as code while other engines and filters skip it.";
        }
        if (comment.kind() == Kind.LINE_COMMENT && previous != null && previous.kind() == Kind.STRING
                && previous.end() == comment.offset()) {
            return "is glued to the string literal " + Nodes.quote(previous.text())
                    + " and cuts off the rest of the line: the shape of input like admin'-- closing a string early.";
        }
        String body = body(comment);
        if (comment.kind() == Kind.LINE_COMMENT && next == null && isClosingQuote(body)) {
            return "ends the statement holding only " + Nodes.quote(body.strip())
                    + ": the quote the statement closed its string with, cut off: the shape of input that closes a"
                    + " string early and comments out the rest.";
        }
        if (comment.kind() == Kind.LINE_COMMENT && next == null && endsOnLineOf(previous, comment)
                && body.chars().noneMatch(Character::isLetterOrDigit)) {
            return "ends the statement on its last line of code and says nothing: what is left when input comments out"
                    + " the rest of a statement (1 OR id > 0 --), a note would have words.";
        }
        if (comment.kind() == Kind.BLOCK_COMMENT && glued(previous, comment, next)) {
            String joined = previous.text() + next.text();
            if (SPLIT_KEYWORDS.contains(joined.toUpperCase(Locale.ROOT))) {
                return "splits the keyword " + joined.toUpperCase(Locale.ROOT) + " in two, hiding it from filters that match whole words.";
            }
            if (body.isBlank()) {
                return "stands in for the whitespace between " + Nodes.quote(previous.text()) + " and " + Nodes.quote(next.text())
                        + ", a trick to slip keywords past filters.";
            }
        }
        String code = CodeInComment.find(body);
        if (code != null) {
            return "holds " + code + ": code hidden in a comment is either smuggled past review or left by an injection.";
        }
        if (comment.kind() == Kind.BLOCK_COMMENT && isNested(body) && nestedCode(body)) {
            return "is a nested comment with code after its first */: other engines and filters end the comment there and"
                    + " read the rest differently from PostgreSQL.";
        }
        return null;
    }

    /** The comment's text without its markers. */
    static String body(SqlToken comment) {
        String text = comment.text();
        if (comment.kind() == Kind.LINE_COMMENT) {
            return text.substring(2);
        }
        int end = text.endsWith("*/") && text.length() >= 4 ? text.length() - 2 : text.length();
        return text.substring(2, end);
    }

    /** Whether a token ends on the line the comment starts on (a string may span lines). */
    private static boolean endsOnLineOf(SqlToken token, SqlToken comment) {
        return token != null && token.line() + (int) token.text().chars().filter(c -> c == '\n').count() == comment.line();
    }

    private static boolean glued(SqlToken previous, SqlToken comment, SqlToken next) {
        return previous != null && next != null && previous.end() == comment.offset() && comment.end() == next.offset()
                && isCode(previous) && isCode(next);
    }

    private static boolean isCode(SqlToken token) {
        return token.kind() == Kind.WORD || token.kind() == Kind.NUMBER || token.kind() == Kind.STRING
                || token.kind() == Kind.QUOTED_IDENTIFIER;
    }

    private static boolean isNested(String body) {
        return body.contains("/*");
    }

    /** Whether the text after the first inner {@code *}{@code /} has statement keywords, {@code ;} or {@code =} (not prose like "from the table"). */
    private static boolean nestedCode(String body) {
        int close = body.indexOf("*/");
        String after = close < 0 ? body : body.substring(close + 2);
        for (SqlToken token : SqlLexer.lex(after.replace("*/", "  "))) {
            String word = token.keyword();
            if (token.kind() == Kind.SEMICOLON || token.is("=") || STATEMENT_KEYWORDS.contains(word)) {
                return true;
            }
        }
        return false;
    }

    static String shortText(SqlToken comment) {
        String text = comment.text().replaceAll("\\s+", " ");
        return text.length() > 40 ? text.substring(0, 37) + "..." : text;
    }
}
