package io.nlguard.compare.judge;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A value of a closed vocabulary, spelled {@link #label()} in JSON, in the judge's prompt and in the
 * answer schema. The judge's enums implement it so that one list of values feeds all three.
 */
interface Label {

    /** The spelling in JSON and prompts, e.g. {@code minor issue}. */
    String label();

    /** The value spelled exactly {@code text}, if there is one; never a nearest match. */
    static <E extends Enum<E> & Label> Optional<E> parse(Class<E> type, String text) {
        return Arrays.stream(type.getEnumConstants()).filter(value -> value.label().equals(text)).findFirst();
    }

    /** Every spelling of the vocabulary, in declaration order. */
    static List<String> spellings(Class<? extends Label> type) {
        return Arrays.stream(type.getEnumConstants()).map(Label::label).toList();
    }
}
