package io.nlguard.guard.rules.firewall;

/**
 * The value of PostgreSQL's escape string constant {@code E'...'}: backslash escapes ({@code \n},
 * {@code \x41}, {@code \101}, {@code \u0041}, {@code \U00000041}, {@code \\}, {@code \'}) and doubled quotes,
 * so that {@code E'\x41' = 'A'} folds as PostgreSQL folds it. A malformed escape gives null: not a constant.
 */
final class EscapeString {

    /** What {@link #digits} returns for a malformed escape: any count made from it is below 1. */
    private static final int MALFORMED = -100;

    private EscapeString() {
    }

    /** @param body the text between the quotes, escapes as written */
    static String decode(String body) {
        StringBuilder out = new StringBuilder(body.length());
        int i = 0;
        while (i < body.length()) {
            char c = body.charAt(i);
            if (c == '\'' && i + 1 < body.length() && body.charAt(i + 1) == '\'') {
                out.append('\'');
                i += 2;
                continue;
            }
            if (c != '\\' || i + 1 >= body.length()) {
                out.append(c);
                i++;
                continue;
            }
            char e = body.charAt(i + 1);
            int consumed;
            switch (e) {
                case 'b' -> { out.append('\b'); consumed = 2; }
                case 'f' -> { out.append('\f'); consumed = 2; }
                case 'n' -> { out.append('\n'); consumed = 2; }
                case 'r' -> { out.append('\r'); consumed = 2; }
                case 't' -> { out.append('\t'); consumed = 2; }
                case 'x' -> consumed = digits(body, i + 2, 1, 2, 16, out) + 2;
                case 'u' -> consumed = digits(body, i + 2, 4, 4, 16, out) + 2;
                case 'U' -> consumed = digits(body, i + 2, 8, 8, 16, out) + 2;
                default -> consumed = e >= '0' && e <= '7' ? digits(body, i + 1, 1, 3, 8, out) + 1 : literal(e, out);
            }
            if (consumed < 1) {
                return null;
            }
            i += consumed;
        }
        return out.toString();
    }

    private static int literal(char c, StringBuilder out) {
        out.append(c);
        return 2;
    }

    /** Reads {@code min}..{@code max} digits of the radix at {@code from} as one character; how many, or -100. */
    private static int digits(String body, int from, int min, int max, int radix, StringBuilder out) {
        int end = from;
        while (end < body.length() && end - from < max && Character.digit(body.charAt(end), radix) >= 0) {
            end++;
        }
        if (end - from < min) {
            return MALFORMED;
        }
        int codePoint = Integer.parseInt(body.substring(from, end), radix);
        if (codePoint == 0 || !Character.isValidCodePoint(codePoint)) {
            return MALFORMED;
        }
        out.appendCodePoint(codePoint);
        return end - from;
    }
}
