package io.nlguard.model.inference;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code key=value} lines of one section of a LightGBM text model (the header or one {@code Tree=i}
 * block), each remembered with its line number so that every complaint names the line it is about.
 */
final class ModelSection {

    private static final int MAX_QUOTED = 80;

    private final String name;
    private final int firstLine;
    private final Map<String, Line> lines = new HashMap<>();

    /** One {@code key=value} line. */
    record Line(int number, String key, String value) {
    }

    ModelSection(String name, int firstLine) {
        this.name = name;
        this.firstLine = firstLine;
    }

    String name() {
        return name;
    }

    void add(int number, String key, String value) {
        Line previous = lines.put(key, new Line(number, key, value));
        if (previous != null) {
            throw lineError(number, key + "=" + value, key + " already appeared on line " + previous.number());
        }
    }

    boolean has(String key) {
        return lines.containsKey(key);
    }

    String value(String key) {
        return line(key).value();
    }

    int intValue(String key) {
        Line line = line(key);
        try {
            return Integer.parseInt(line.value().trim());
        } catch (NumberFormatException e) {
            throw error(key, "not an integer");
        }
    }

    /** Space-separated integers, exactly {@code count} of them. */
    int[] ints(String key, int count) {
        String[] tokens = tokens(key, count);
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            try {
                values[i] = Integer.parseInt(tokens[i]);
            } catch (NumberFormatException e) {
                throw error(key, "'" + tokens[i] + "' is not an integer");
            }
        }
        return values;
    }

    /** Space-separated unsigned 32-bit words (bitsets), exactly {@code count} of them, bit patterns kept in ints. */
    int[] words(String key, int count) {
        String[] tokens = tokens(key, count);
        int[] values = new int[count];
        for (int i = 0; i < count; i++) {
            try {
                values[i] = Integer.parseUnsignedInt(tokens[i]);
            } catch (NumberFormatException e) {
                throw error(key, "'" + tokens[i] + "' is not an unsigned 32-bit integer");
            }
        }
        return values;
    }

    /** Space-separated doubles as LightGBM prints them ({@code inf}, {@code -inf} and {@code nan} included). */
    double[] doubles(String key, int count) {
        String[] tokens = tokens(key, count);
        double[] values = new double[count];
        for (int i = 0; i < count; i++) {
            values[i] = parseDouble(key, tokens[i]);
        }
        return values;
    }

    /** An error about the line holding {@code key}. */
    IllegalArgumentException error(String key, String reason) {
        Line line = line(key);
        return lineError(line.number(), line.key() + "=" + line.value(), reason);
    }

    /** An error about the section as a whole (a missing key, an inconsistency between lines). */
    IllegalArgumentException sectionError(String reason) {
        return new IllegalArgumentException("LightGBM text model, " + name + " at line " + firstLine + ": " + reason);
    }

    static IllegalArgumentException lineError(int number, String text, String reason) {
        String quoted = text.length() > MAX_QUOTED ? text.substring(0, MAX_QUOTED) + "..." : text;
        return new IllegalArgumentException("LightGBM text model, line " + number + " (" + quoted + "): " + reason);
    }

    private Line line(String key) {
        Line line = lines.get(key);
        if (line == null) {
            throw sectionError("missing " + key + "=");
        }
        return line;
    }

    private String[] tokens(String key, int count) {
        String value = line(key).value().trim();
        String[] tokens = value.isEmpty() ? new String[0] : spaceSeparated(value);
        if (tokens.length != count) {
            throw error(key, "expected " + count + " values, found " + tokens.length);
        }
        return tokens;
    }

    /**
     * The tokens of a trimmed value between runs of spaces, as {@code split(" +")} gives them but without a regular
     * expression: a model has a dozen such lines per tree, and in a fresh JVM the regex engine, still interpreted,
     * took most of the model's parse, which the first statement of an application waits for.
     */
    private static String[] spaceSeparated(String value) {
        List<String> tokens = new ArrayList<>();
        int start = 0;
        int length = value.length();
        while (start < length) {
            int end = value.indexOf(' ', start);
            if (end < 0) {
                end = length;
            }
            if (end > start) {
                tokens.add(value.substring(start, end));
            }
            start = end + 1;
        }
        return tokens.toArray(new String[0]);
    }

    private double parseDouble(String key, String token) {
        switch (token) {
            case "inf", "+inf" -> {
                return Double.POSITIVE_INFINITY;
            }
            case "-inf" -> {
                return Double.NEGATIVE_INFINITY;
            }
            case "nan", "-nan" -> {
                return Double.NaN;
            }
            default -> {
                try {
                    return Double.parseDouble(token);
                } catch (NumberFormatException e) {
                    throw error(key, "'" + token + "' is not a number");
                }
            }
        }
    }
}
