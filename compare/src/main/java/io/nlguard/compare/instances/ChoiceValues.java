package io.nlguard.compare.instances;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.UUID;
import java.util.function.Function;

/**
 * The types whose values are drawn from a fixed set or built from random bits: {@code boolean}, an
 * enum (its labels), {@code uuid}, and arrays (only the empty array, which every array type reads).
 */
final class ChoiceValues implements ValueGenerator {

    private final Function<Random, String> draw;
    private final List<String> boundaries;
    private final Function<String, String> accept;

    private ChoiceValues(Function<Random, String> draw, List<String> boundaries, Function<String, String> accept) {
        this.draw = draw;
        this.boundaries = boundaries;
        this.accept = accept;
    }

    static ChoiceValues booleans() {
        return new ChoiceValues(r -> String.valueOf(r.nextBoolean()), List.of("true", "false"), ChoiceValues::bool);
    }

    static ChoiceValues enumLabels(List<String> labels) {
        return new ChoiceValues(r -> labels.get(r.nextInt(labels.size())),
                List.of(labels.get(0), labels.get(labels.size() - 1)), l -> labels.contains(l) ? l : null);
    }

    static ChoiceValues uuids() {
        return new ChoiceValues(r -> new UUID(r.nextLong(), r.nextLong()).toString(),
                List.of("00000000-0000-0000-0000-000000000000"), ChoiceValues::uuid);
    }

    static ChoiceValues emptyArrays() {
        return new ChoiceValues(r -> "{}", List.of("{}"), l -> null);
    }

    @Override
    public String random(Random random) {
        return draw.apply(random);
    }

    @Override
    public List<String> boundaries() {
        return boundaries;
    }

    @Override
    public String accept(String literal) {
        return accept.apply(literal);
    }

    private static String bool(String literal) {
        return switch (literal.trim().toLowerCase(Locale.ROOT)) {
            case "t", "true", "y", "yes", "on", "1" -> "true";
            case "f", "false", "n", "no", "off", "0" -> "false";
            default -> null;
        };
    }

    private static String uuid(String literal) {
        try {
            return UUID.fromString(literal.trim()).toString();
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
