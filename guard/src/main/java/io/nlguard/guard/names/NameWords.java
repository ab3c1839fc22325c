package io.nlguard.guard.names;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The words of an identifier: split at anything that is not a letter or digit and where a lower-case
 * letter is followed by an upper-case one ({@code first_name}, {@code firstName} and {@code "First Name"}
 * have two). One splitter for the node features (which name the question uses) and the NL stages (glosses,
 * retrieval), so a name means the same words to both.
 */
public final class NameWords {

    private NameWords() {
    }

    /** The words of a name, in lower case, in order. */
    public static List<String> of(String name) {
        List<String> words = new ArrayList<>(4);
        int start = -1;
        for (int i = 0; i <= name.length(); i++) {
            boolean boundary = i == name.length() || !Character.isLetterOrDigit(name.charAt(i)) || startsWord(name, i);
            if (boundary && start >= 0) {
                words.add(name.substring(start, i).toLowerCase(Locale.ROOT));
                start = -1;
            }
            if (i < name.length() && startsWord(name, i)) {
                start = i;
            }
        }
        return words;
    }

    /** How many words {@link #of} finds, without cutting them out: one per place a word starts. */
    public static int count(String name) {
        int words = 0;
        for (int i = 0; i < name.length(); i++) {
            if (startsWord(name, i)) {
                words++;
            }
        }
        return words;
    }

    private static boolean startsWord(String name, int i) {
        char c = name.charAt(i);
        if (!Character.isLetterOrDigit(c)) {
            return false;
        }
        char previous = i == 0 ? ' ' : name.charAt(i - 1);
        return !Character.isLetterOrDigit(previous) || (Character.isLowerCase(previous) && Character.isUpperCase(c));
    }
}
