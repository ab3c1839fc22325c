package io.nlguard.compare.instances;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The values a predicate's constant puts into generated data so that the predicate's edge is
 * exercised: for {@code c > 5} the rows need 5 (where {@code >} and {@code >=} part), 6 and 4; for
 * {@code name = 'Jo'} also {@code 'JO'} (where a case-insensitive match parts from {@code =}); for
 * {@code LIKE 'Jo%n'} strings the pattern matches.
 */
final class LiteralVariants {

    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private LiteralVariants() {
    }

    /** The literal, its neighbours either side, and for strings a case variant. */
    static List<HarvestedLiteral> around(HarvestedLiteral literal) {
        Set<HarvestedLiteral> out = new LinkedHashSet<>();
        out.add(literal);
        String v = literal.text();
        try {
            switch (literal.kind()) {
                case NUMBER -> {
                    BigDecimal n = new BigDecimal(v);
                    number(out, n.add(BigDecimal.ONE));
                    number(out, n.subtract(BigDecimal.ONE));
                    if (n.stripTrailingZeros().scale() > 0) {
                        number(out, n.setScale(0, RoundingMode.FLOOR));
                        number(out, n.setScale(0, RoundingMode.CEILING));
                    }
                }
                case DATE -> {
                    LocalDate d = LocalDate.parse(v);
                    out.add(new HarvestedLiteral(LiteralKind.DATE, d.plusDays(1).toString()));
                    out.add(new HarvestedLiteral(LiteralKind.DATE, d.minusDays(1).toString()));
                }
                case TIMESTAMP -> {
                    LocalDateTime t = LocalDateTime.parse(v, TIMESTAMP);
                    for (LocalDateTime n : List.of(t.plusSeconds(1), t.minusSeconds(1), t.plusDays(1), t.minusDays(1))) {
                        out.add(new HarvestedLiteral(LiteralKind.TIMESTAMP, n.format(TIMESTAMP)));
                    }
                }
                case TIME -> {
                    LocalTime t = LocalTime.parse(v);
                    out.add(new HarvestedLiteral(LiteralKind.TIME, t.plusSeconds(1).toString()));
                    out.add(new HarvestedLiteral(LiteralKind.TIME, t.minusSeconds(1).toString()));
                }
                case BOOLEAN -> out.add(new HarvestedLiteral(LiteralKind.BOOLEAN,
                        String.valueOf(!Boolean.parseBoolean(v))));
                case STRING -> {
                    String other = v.toUpperCase(Locale.ROOT).equals(v) ? v.toLowerCase(Locale.ROOT) : v.toUpperCase(Locale.ROOT);
                    out.add(new HarvestedLiteral(LiteralKind.STRING, other));
                    out.add(new HarvestedLiteral(LiteralKind.STRING, v + "a"));
                    if (v.length() > 1) {
                        out.add(new HarvestedLiteral(LiteralKind.STRING, v.substring(0, v.length() - 1)));
                    }
                }
            }
        } catch (NumberFormatException | DateTimeParseException e) {
            // a value PostgreSQL may still read (a date with a time zone, say): use it alone
        }
        return new ArrayList<>(out);
    }

    private static void number(Set<HarvestedLiteral> out, BigDecimal n) {
        out.add(new HarvestedLiteral(LiteralKind.NUMBER, n.toPlainString()));
    }

    /**
     * Strings a LIKE pattern (backslash escapes) matches: each {@code %} as nothing and as a short
     * word, each {@code _} as one letter; for ILIKE also the upper-case spelling, which LIKE misses.
     */
    static List<HarvestedLiteral> likeMatches(String pattern, boolean caseInsensitive) {
        Set<HarvestedLiteral> out = new LinkedHashSet<>();
        String shortest = fill(pattern, "", "x");
        String longer = fill(pattern, "ab", "q");
        out.add(new HarvestedLiteral(LiteralKind.STRING, shortest));
        out.add(new HarvestedLiteral(LiteralKind.STRING, longer));
        if (caseInsensitive) {
            out.add(new HarvestedLiteral(LiteralKind.STRING, longer.toUpperCase(Locale.ROOT)));
        }
        return new ArrayList<>(out);
    }

    private static String fill(String pattern, String forPercent, String forUnderscore) {
        StringBuilder value = new StringBuilder(pattern.length() + 4);
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == '\\' && i + 1 < pattern.length()) {
                value.append(pattern.charAt(++i));
            } else if (c == '%') {
                value.append(forPercent);
            } else if (c == '_') {
                value.append(forUnderscore);
            } else {
                value.append(c);
            }
        }
        return value.toString();
    }
}
