package io.nlguard.guard.types.calcite;

import org.apache.calcite.sql.parser.SqlParserPos;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The SQL text with Calcite's line/column positions mapped back to character offsets. */
final class SourceText {

    private final String sql;
    private final List<Integer> lineStarts = new ArrayList<>();

    SourceText(String sql) {
        this.sql = sql;
        lineStarts.add(0);
        // Line breaks as Calcite's JavaCC parser counts them: \n, \r and \r\n.
        for (int i = 0; i < sql.length(); i++) {
            char c = sql.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 == sql.length() || sql.charAt(i + 1) != '\n'))) {
                lineStarts.add(i + 1);
            }
        }
    }

    String sql() {
        return sql;
    }

    /** Offset of a 1-based line and column (Calcite counts a tab as one column); -1 when outside the text. */
    int offset(int line, int column) {
        if (line < 1 || line > lineStarts.size() || column < 1) {
            return -1;
        }
        int offset = lineStarts.get(line - 1) + column - 1;
        return offset < sql.length() ? offset : -1;
    }

    /**
     * Whether the node at {@code pos} is one parenthesized expression: Calcite widens such a node's
     * position to include its parentheses, so it starts with '(' and ends with the matching ')'.
     */
    boolean isParenthesized(SqlParserPos pos) {
        int start = offset(pos.getLineNum(), pos.getColumnNum());
        int end = offset(pos.getEndLineNum(), pos.getEndColumnNum());
        if (start < 0 || end <= start || sql.charAt(start) != '(' || sql.charAt(end) != ')') {
            return false;
        }
        return closingParen(start) == end;
    }

    /** The offset of the ')' matching the '(' at {@code open}, skipping strings, quoted names and comments. */
    private int closingParen(int open) {
        int depth = 0;
        int i = open;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (c == '\'' || c == '"') {
                i = skipQuoted(i, c);
                continue;
            }
            if (sql.startsWith("--", i)) {
                int eol = sql.indexOf('\n', i);
                i = eol < 0 ? sql.length() : eol;
                continue;
            }
            if (sql.startsWith("/*", i)) {
                int close = sql.indexOf("*/", i + 2);
                i = close < 0 ? sql.length() : close + 2;
                continue;
            }
            if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return i;
            }
            i++;
        }
        return -1;
    }

    /** Index after a quoted run that starts at {@code i}; a doubled quote inside escapes it. */
    private int skipQuoted(int i, char quote) {
        int j = i + 1;
        while (j < sql.length()) {
            if (sql.charAt(j) == quote) {
                if (j + 1 < sql.length() && sql.charAt(j + 1) == quote) {
                    j += 2;
                    continue;
                }
                return j + 1;
            }
            j++;
        }
        return sql.length();
    }

    /** The first keyword, upper case, after blanks, comments and opening parentheses; empty if none. */
    String firstKeyword() {
        int i = 0;
        while (i < sql.length()) {
            char c = sql.charAt(i);
            if (Character.isWhitespace(c) || c == '(') {
                i++;
            } else if (sql.startsWith("--", i)) {
                int eol = sql.indexOf('\n', i);
                i = eol < 0 ? sql.length() : eol;
            } else if (sql.startsWith("/*", i)) {
                int close = sql.indexOf("*/", i + 2);
                i = close < 0 ? sql.length() : close + 2;
            } else {
                break;
            }
        }
        int end = i;
        while (end < sql.length() && Character.isLetter(sql.charAt(end))) {
            end++;
        }
        return sql.substring(i, end).toUpperCase(Locale.ROOT);
    }
}
