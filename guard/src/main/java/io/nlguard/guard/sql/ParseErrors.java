package io.nlguard.guard.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.Token;

/** Turns the parser's exceptions, and the tree builder's, into a {@link ParseFailure} a person can act on. */
final class ParseErrors {

    private static final int MAX_EXPECTED = 8;

    private ParseErrors() {
    }

    static ParseFailure syntax(String sql, ParseException e) {
        Token offending = e.currentToken == null ? null : e.currentToken.next;
        List<String> expected = expected(e);
        if (offending == null) {
            return new ParseFailure(sql, ParseFailure.Kind.SYNTAX, "syntax error: " + firstLine(e.getMessage()), 0, 0, expected);
        }
        String near = offending.kind == 0 ? "end of input" : "\"" + offending.image + "\"";
        StringBuilder message = new StringBuilder("syntax error at ")
                .append(offending.beginLine).append(':').append(offending.beginColumn)
                .append(" near ").append(near);
        if (!expected.isEmpty()) {
            message.append(": expected ").append(expected.size() == 1 ? "" : "one of ").append(String.join(", ", expected));
        }
        return new ParseFailure(sql, ParseFailure.Kind.SYNTAX, message.toString(), offending.beginLine, offending.beginColumn, expected);
    }

    static ParseFailure lexical(String sql, RuntimeException e) {
        String detail = firstLine(e.getMessage());
        java.util.regex.Matcher at = LEXICAL_POSITION.matcher(detail);
        int line = at.find() ? Integer.parseInt(at.group(1)) : 0;
        int column = line > 0 ? Integer.parseInt(at.group(2)) : 0;
        String message = detail.contains("<EOF>")
                ? "syntax error at " + line + ":" + column + ": the text ends inside a quoted string or identifier"
                : "syntax error: " + detail;
        return new ParseFailure(sql, ParseFailure.Kind.SYNTAX, message, line, column, List.of());
    }

    /** {@code nlguard cannot analyse a WITH query (m) holding a MERGE near 1:6}: what and where, without Java's words. */
    static ParseFailure unsupported(String sql, UnsupportedConstruct e) {
        String near = e.line() > 0 ? " near " + e.line() + ":" + e.column() : "";
        return new ParseFailure(sql, ParseFailure.Kind.UNSUPPORTED, "nlguard cannot analyse " + e.construct() + near,
                e.line(), e.column(), List.of());
    }

    private static final java.util.regex.Pattern LEXICAL_POSITION = java.util.regex.Pattern.compile("line (\\d+), column (\\d+)");

    private static List<String> expected(ParseException e) {
        if (e.expectedTokenSequences == null || e.tokenImage == null) {
            return List.of();
        }
        TreeSet<String> words = new TreeSet<>();
        for (int[] sequence : e.expectedTokenSequences) {
            if (sequence.length > 0 && sequence[0] < e.tokenImage.length) {
                words.add(plain(e.tokenImage[sequence[0]]));
            }
        }
        List<String> result = new ArrayList<>(words);
        if (result.size() > MAX_EXPECTED) {
            int more = result.size() - MAX_EXPECTED;
            result = new ArrayList<>(result.subList(0, MAX_EXPECTED));
            result.add("(" + more + " more)");
        }
        return result;
    }

    /** {@code "\"FROM\""} → {@code FROM}; {@code <S_IDENTIFIER>} → {@code an identifier}. */
    private static String plain(String image) {
        if (image.startsWith("\"") && image.endsWith("\"") && image.length() > 1) {
            return image.substring(1, image.length() - 1);
        }
        return switch (image) {
            case "<S_IDENTIFIER>", "<S_QUOTED_IDENTIFIER>" -> "an identifier";
            case "<S_LONG>", "<S_DOUBLE>" -> "a number";
            case "<S_CHAR_LITERAL>" -> "a string";
            case "<EOF>" -> "end of input";
            case "<ST_SEMICOLON>" -> ";";
            case "<CLOSING_BRACKET>" -> ")";
            case "<OPENING_BRACKET>" -> "(";
            default -> image.replace("<", "").replace(">", "").replace("K_", "").replace("S_", "").toLowerCase(java.util.Locale.ROOT);
        };
    }

    private static String firstLine(String text) {
        if (text == null) {
            return "unknown error";
        }
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }
}
