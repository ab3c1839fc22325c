package io.nlguard.guard.rules.firewall;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * PostgreSQL's built-in functions that {@link ConstantValue} folds when every argument is a constant:
 * GREATEST, LEAST, md5, chr, ascii, lower, upper, length, substr/substring, concat, coalesce, nullif.
 * Each follows PostgreSQL's semantics (NULL handling included); an argument PostgreSQL would reject
 * (md5 of a number, chr(0)) or a function not listed here is "not a constant", never a guess.
 */
final class ConstantFunctions {

    /** Longest string a folded function may return: {@code repeat}-style blow-ups are not folded. */
    private static final int MAX_LENGTH = 10_000;

    private ConstantFunctions() {
    }

    /** The value of {@code name(arguments)}, or null when the call is not one this class can fold. */
    static ConstantValue apply(String name, List<ConstantValue> arguments) {
        if (name == null) {
            return null;
        }
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "greatest" -> extreme(arguments, 1);
            case "least" -> extreme(arguments, -1);
            case "coalesce" -> coalesce(arguments);
            case "nullif" -> nullif(arguments);
            case "concat" -> concat(arguments);
            case "md5" -> oneText(arguments, ConstantFunctions::md5);
            case "lower" -> oneText(arguments, text -> new ConstantValue(text.toLowerCase(Locale.ROOT)));
            case "upper" -> oneText(arguments, text -> new ConstantValue(text.toUpperCase(Locale.ROOT)));
            case "length", "char_length", "character_length" ->
                    oneText(arguments, text -> new ConstantValue(BigDecimal.valueOf(text.codePointCount(0, text.length()))));
            case "ascii" -> oneText(arguments, text -> new ConstantValue(BigDecimal.valueOf(text.isEmpty() ? 0 : text.codePointAt(0))));
            case "chr" -> chr(arguments);
            case "substr", "substring" -> substring(arguments);
            default -> null;
        };
    }

    private interface TextFunction {
        ConstantValue apply(String text);
    }

    /** A strict one-argument text function: NULL in, NULL out; a number is not text (PostgreSQL has no implicit cast). */
    private static ConstantValue oneText(List<ConstantValue> arguments, TextFunction function) {
        if (arguments.size() != 1) {
            return null;
        }
        ConstantValue argument = arguments.get(0);
        if (argument.isNull()) {
            return ConstantValue.NULL;
        }
        return argument.content() instanceof String text ? function.apply(text) : null;
    }

    /** GREATEST/LEAST ignore NULLs and are NULL only when every argument is. */
    private static ConstantValue extreme(List<ConstantValue> arguments, int sign) {
        ConstantValue best = null;
        for (ConstantValue argument : arguments) {
            if (argument.isNull()) {
                continue;
            }
            if (best == null) {
                best = argument;
                continue;
            }
            Integer order = ConstantValue.compare(argument, best);
            if (order == null) {
                return null;
            }
            if (order * sign > 0) {
                best = argument;
            }
        }
        return arguments.isEmpty() ? null : best == null ? ConstantValue.NULL : best;
    }

    private static ConstantValue coalesce(List<ConstantValue> arguments) {
        for (ConstantValue argument : arguments) {
            if (!argument.isNull()) {
                return argument;
            }
        }
        return arguments.isEmpty() ? null : ConstantValue.NULL;
    }

    private static ConstantValue nullif(List<ConstantValue> arguments) {
        if (arguments.size() != 2) {
            return null;
        }
        ConstantValue first = arguments.get(0);
        ConstantValue second = arguments.get(1);
        if (first.isNull() || second.isNull()) {
            return first;
        }
        Boolean equal = ConstantValue.equal(first, second);
        return equal == null ? null : equal ? ConstantValue.NULL : first;
    }

    /** concat skips NULLs (unlike ||) and writes booleans as t/f. */
    private static ConstantValue concat(List<ConstantValue> arguments) {
        List<String> parts = new ArrayList<>();
        for (ConstantValue argument : arguments) {
            if (!argument.isNull()) {
                parts.add(ConstantValue.text(argument));
            }
        }
        String joined = String.join("", parts);
        return joined.length() > MAX_LENGTH ? null : new ConstantValue(joined);
    }

    private static ConstantValue md5(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("MD5").digest(text.getBytes(StandardCharsets.UTF_8));
            return new ConstantValue(HexFormat.of().formatHex(digest));
        } catch (NoSuchAlgorithmException e) {
            return null;
        }
    }

    /** chr(n): the code point n; chr(0) and values beyond Unicode are errors in PostgreSQL, so not constants. */
    private static ConstantValue chr(List<ConstantValue> arguments) {
        if (arguments.size() != 1) {
            return null;
        }
        if (arguments.get(0).isNull()) {
            return ConstantValue.NULL;
        }
        if (!(arguments.get(0).content() instanceof BigDecimal number) || number.scale() > 0
                || number.signum() <= 0 || number.compareTo(BigDecimal.valueOf(Character.MAX_CODE_POINT)) > 0) {
            return null;
        }
        return new ConstantValue(new String(Character.toChars(number.intValueExact())));
    }

    /** substr(text, from [, count]) counts from 1; a start before 1 eats into the count, a negative count is an error. */
    private static ConstantValue substring(List<ConstantValue> arguments) {
        if (arguments.size() != 2 && arguments.size() != 3) {
            return null;
        }
        for (ConstantValue argument : arguments) {
            if (argument.isNull()) {
                return ConstantValue.NULL;
            }
        }
        if (!(arguments.get(0).content() instanceof String text)) {
            return null;
        }
        Long from = integer(arguments.get(1));
        Long count = arguments.size() == 3 ? integer(arguments.get(2)) : Long.valueOf(Integer.MAX_VALUE);
        if (from == null || count == null || count < 0) {
            return null;
        }
        int[] codePoints = text.codePoints().toArray();
        long start = Math.max(from, 1);
        long end = Math.min(from + count, codePoints.length + 1L);
        if (end <= start) {
            return new ConstantValue("");
        }
        return new ConstantValue(new String(codePoints, (int) start - 1, (int) (end - start)));
    }

    private static Long integer(ConstantValue value) {
        if (value.content() instanceof BigDecimal number && number.scale() <= 0
                && number.abs().compareTo(BigDecimal.valueOf(Integer.MAX_VALUE)) <= 0) {
            return number.longValue();
        }
        return null;
    }
}
