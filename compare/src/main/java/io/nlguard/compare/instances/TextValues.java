package io.nlguard.compare.instances;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/** {@code text}, {@code varchar(n)}, {@code char(n)}, {@code name}, {@code citext}: words that fit the length. */
final class TextValues implements ValueGenerator {

    private static final List<String> WORDS = List.of("alpha", "bravo", "charlie", "delta", "echo", "foxtrot",
            "golf", "hotel", "india", "juliet", "kilo", "lima");
    private static final int LONG_VALUE = 40;

    private final Integer maxLength;

    TextValues(Integer maxLength) {
        this.maxLength = maxLength;
    }

    @Override
    public String random(Random random) {
        String word = WORDS.get(random.nextInt(WORDS.size()));
        if (random.nextInt(3) == 0) {
            word = word + random.nextInt(100);
        }
        return fit(word);
    }

    @Override
    public List<String> boundaries() {
        Set<String> values = new LinkedHashSet<>();
        values.add("");
        values.add(fit("A"));
        values.add(fit("O'Neil"));
        values.add("z".repeat(maxLength == null ? LONG_VALUE : Math.min(maxLength, LONG_VALUE)));
        return List.copyOf(values);
    }

    @Override
    public String accept(String literal) {
        return maxLength != null && literal.codePointCount(0, literal.length()) > maxLength ? null : literal;
    }

    private String fit(String value) {
        return maxLength == null || value.length() <= maxLength ? value : value.substring(0, maxLength);
    }
}
