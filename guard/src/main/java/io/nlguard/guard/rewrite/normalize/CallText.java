package io.nlguard.guard.rewrite.normalize;

import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.sql.SqlNode;

/**
 * The source text of a call around its arguments, for rewrites that change a call's shape but keep its
 * arguments, and the comments between them, as written: {@code IIF(c, a, b)} → {@code CASE WHEN c THEN a
 * ELSE b END}, where each comma gives way to a keyword and a comment beside it stays.
 */
final class CallText {

    private CallText() {
    }

    /**
     * The text between two neighbouring arguments with its comma replaced by {@code word}
     * ({@code ", "} → {@code " THEN "}), or null when that text is not one comma amid spaces and comments.
     */
    static String separator(PassContext context, SqlNode before, SqlNode after, String word) {
        String gap = gap(context, context.tree().endOffset(before), context.tree().startOffset(after));
        int comma = gap == null ? -1 : soleCode(gap, ',');
        return comma < 0 ? null : gap.substring(0, comma) + word + gap.substring(comma + 1);
    }

    /** What follows the call's opening parenthesis up to its first argument (spaces, comments), or null. */
    static String afterOpening(PassContext context, SqlNode call, SqlNode first) {
        int start = context.tree().startOffset(call);
        String head = gap(context, start, context.tree().startOffset(first));
        int open = head == null ? -1 : head.indexOf('(');
        if (open < 0 || !context.sql().regionMatches(true, start, call.name(), 0, call.name().length())
                || soleCode(head.substring(call.name().length()), '(') != open - call.name().length()) {
            return null;
        }
        return head.substring(open + 1).stripLeading();
    }

    /** What lies between the call's last argument and its closing parenthesis (spaces, comments), or null. */
    static String beforeClosing(PassContext context, SqlNode call, SqlNode last) {
        String tail = gap(context, context.tree().endOffset(last), context.tree().endOffset(call));
        int close = tail == null ? -1 : soleCode(tail, ')');
        return close != tail.length() - 1 ? null : tail.substring(0, close).stripTrailing();
    }

    private static String gap(PassContext context, int from, int to) {
        return from < 0 || to < 0 || from > to ? null : context.sql().substring(from, to);
    }

    /**
     * The index of {@code wanted} in a text that must hold nothing but white space, comments and that one
     * character; -1 otherwise.
     */
    private static int soleCode(String text, char wanted) {
        int found = -1;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (text.startsWith("/*", i)) {
                int end = text.indexOf("*/", i + 2);
                if (end < 0) {
                    return -1;
                }
                i = end + 2;
            } else if (text.startsWith("--", i)) {
                int end = text.indexOf('\n', i);
                i = end < 0 ? text.length() : end + 1;
            } else if (c == wanted && found < 0) {
                found = i++;
            } else if (Character.isWhitespace(c)) {
                i++;
            } else {
                return -1;
            }
        }
        return found;
    }
}
