package io.nlguard.nl.values;

import java.util.ArrayList;
import java.util.List;

/** The character trigrams of a folded text, padded with a space at either end so short words have some. */
final class Trigrams {

    private Trigrams() {
    }

    static List<String> of(String folded) {
        String padded = " " + folded + " ";
        List<String> grams = new ArrayList<>(padded.length());
        for (int i = 0; i + 3 <= padded.length(); i++) {
            grams.add(padded.substring(i, i + 3));
        }
        return grams;
    }
}
