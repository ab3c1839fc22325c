package io.nlguard.compare.label;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A value of one of the library's closed vocabularies (verdicts, severities, modes, error
 * categories...), spelled {@link #label()} in JSON, in reports and in the AI judge's prompt and
 * answer schema. Implemented by enums: Jackson writes and reads them by their label through the
 * {@link JsonValue} here, so that no enum needs a field, an accessor or a {@code toString} of its own.
 */
public interface Label {

    /**
     * The spelling in JSON, reports and prompts: by default the constant's name in lower case
     * ({@code ORDER_ONLY} → {@code order_only}); an enum with another spelling overrides it.
     */
    @JsonValue
    default String label() {
        return ((Enum<?>) this).name().toLowerCase(Locale.ROOT);
    }

    /** The value spelled exactly {@code text}, if there is one; never a nearest match (for a model's answers). */
    static <E extends Enum<E> & Label> Optional<E> parse(Class<E> type, String text) {
        return Arrays.stream(type.getEnumConstants()).filter(value -> value.label().equals(text)).findFirst();
    }

    /**
     * The value a person means by {@code text} (options, configuration files): its label or its constant's
     * name, in any case, surrounding blanks ignored.
     *
     * @param what the option's name for the message, e.g. {@code comparison_mode}
     * @throws IllegalArgumentException naming the allowed spellings when there is no such value
     */
    static <E extends Enum<E> & Label> E of(Class<E> type, String text, String what) {
        String wanted = text == null ? "" : text.strip();
        return Arrays.stream(type.getEnumConstants())
                .filter(value -> value.label().equalsIgnoreCase(wanted) || value.name().equalsIgnoreCase(wanted))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        what + ": '" + text + "' is not one of " + String.join(", ", spellings(type))));
    }

    /** Every spelling of the vocabulary, in declaration order. */
    static List<String> spellings(Class<? extends Label> type) {
        return Arrays.stream(type.getEnumConstants()).map(Label::label).toList();
    }
}
