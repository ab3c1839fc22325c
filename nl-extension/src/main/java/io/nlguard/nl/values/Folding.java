package io.nlguard.nl.values;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/** A text as the value index compares it: accents dropped, lower case, runs of spaces as one, trimmed. */
final class Folding {

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private Folding() {
    }

    static String fold(String text) {
        String decomposed = Normalizer.normalize(text, Normalizer.Form.NFD);
        String bare = MARKS.matcher(decomposed).replaceAll("");
        return SPACES.matcher(bare.toLowerCase(Locale.ROOT)).replaceAll(" ").strip();
    }
}
