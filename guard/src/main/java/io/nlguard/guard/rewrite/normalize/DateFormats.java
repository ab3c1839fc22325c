package io.nlguard.guard.rewrite.normalize;

import java.util.Map;

/**
 * SQLite {@code strftime} and MySQL {@code DATE_FORMAT} formats as PostgreSQL {@code to_char} patterns,
 * for the directives that have an exact equivalent. Literal letters are quoted (to_char would read them
 * as patterns), and two patterns that would run together into a longer one ({@code DD} then {@code DDD},
 * {@code SS} then {@code SS}) are kept apart with an empty quoted text.
 */
final class DateFormats {

    /**
     * A format translated.
     *
     * @param pattern  the to_char pattern, or null when a directive has no exact equivalent
     * @param problem  the directive that has none, as written ({@code %w}), when pattern is null
     * @param digits   when the format is made of numeric directives only (no literal text): how many digits
     *                 its result has, so that it can be read as a whole number; else 0
     */
    record Translation(String pattern, String problem, int digits) {
    }

    private record Directive(String pattern, int digits) {
    }

    private static final Map<Character, Directive> SQLITE = Map.of(
            'Y', new Directive("YYYY", 4), 'm', new Directive("MM", 2), 'd', new Directive("DD", 2),
            'H', new Directive("HH24", 2), 'M', new Directive("MI", 2), 'S', new Directive("SS", 2),
            'j', new Directive("DDD", 3));

    private static final Map<Character, Directive> MYSQL = Map.ofEntries(
            Map.entry('Y', new Directive("YYYY", 4)), Map.entry('y', new Directive("YY", 2)),
            Map.entry('m', new Directive("MM", 2)), Map.entry('c', new Directive("FMMM", 0)),
            Map.entry('d', new Directive("DD", 2)), Map.entry('e', new Directive("FMDD", 0)),
            Map.entry('H', new Directive("HH24", 2)), Map.entry('k', new Directive("FMHH24", 0)),
            Map.entry('h', new Directive("HH12", 2)), Map.entry('I', new Directive("HH12", 2)),
            Map.entry('l', new Directive("FMHH12", 0)), Map.entry('i', new Directive("MI", 2)),
            Map.entry('s', new Directive("SS", 2)), Map.entry('S', new Directive("SS", 2)),
            Map.entry('j', new Directive("DDD", 3)), Map.entry('f', new Directive("US", 6)),
            Map.entry('M', new Directive("FMMonth", 0)), Map.entry('b', new Directive("Mon", 0)),
            Map.entry('W', new Directive("FMDay", 0)), Map.entry('a', new Directive("Dy", 0)),
            Map.entry('p', new Directive("AM", 0)), Map.entry('T', new Directive("HH24:MI:SS", 0)),
            Map.entry('r', new Directive("HH12:MI:SS AM", 0)));

    private DateFormats() {
    }

    static Translation sqlite(String format) {
        return translate(format, SQLITE);
    }

    static Translation mysql(String format) {
        return translate(format, MYSQL);
    }

    private static Translation translate(String format, Map<Character, Directive> directives) {
        StringBuilder pattern = new StringBuilder();
        boolean literalText = false;
        boolean numeric = true;
        int digits = 0;
        char lastPatternChar = 0;
        boolean lastWasPattern = false;
        boolean lastWasQuotedLetter = false;
        for (int i = 0; i < format.length(); i++) {
            char c = format.charAt(i);
            if (c == '\'' || c == '"' || c == '\\') {
                return new Translation(null, "the character " + c, 0);
            }
            if (c != '%') {
                if (Character.isLetter(c) && lastWasQuotedLetter) {
                    pattern.insert(pattern.length() - 1, c); // into the quoted run: "Tx"
                } else {
                    pattern.append(Character.isLetter(c) ? "\"" + c + "\"" : String.valueOf(c));
                }
                lastWasQuotedLetter = Character.isLetter(c);
                literalText = true;
                lastWasPattern = false;
                continue;
            }
            lastWasQuotedLetter = false;
            if (i + 1 == format.length()) {
                return new Translation(null, "a lone %", 0);
            }
            char code = format.charAt(++i);
            if (code == '%') {
                pattern.append('%');
                literalText = true;
                lastWasPattern = false;
                continue;
            }
            Directive directive = directives.get(code);
            if (directive == null) {
                return new Translation(null, "%" + code, 0);
            }
            if (lastWasPattern && Character.toUpperCase(lastPatternChar) == Character.toUpperCase(directive.pattern().charAt(0))) {
                pattern.append("\"\"");
            }
            pattern.append(directive.pattern());
            lastPatternChar = directive.pattern().charAt(directive.pattern().length() - 1);
            lastWasPattern = true;
            numeric &= directive.digits() > 0;
            digits += directive.digits();
        }
        return new Translation(pattern.toString(), null, numeric && !literalText && digits > 0 ? digits : 0);
    }
}
