package io.nlguard.nl.contract;

import java.util.List;

/**
 * A piece of the question worth matching to the schema.
 *
 * @param text   as the question has it (a quoted value without its quotes; words in lower case)
 * @param words  its words in lower case
 * @param kind   where it came from
 * @param metric a word of measuring (count, total, average...): matched, but never an unsupported concept
 */
public record Keyphrase(String text, List<String> words, Kind kind, boolean metric) {

    /** A quoted value, a number, one word, or two words in a row. */
    public enum Kind { QUOTED, NUMBER, WORD, BIGRAM }

    public Keyphrase {
        words = List.copyOf(words);
    }
}
