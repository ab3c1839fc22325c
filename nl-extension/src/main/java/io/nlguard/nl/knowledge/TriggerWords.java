package io.nlguard.nl.knowledge;

import java.util.List;

import io.nlguard.guard.names.NameWords;
import io.nlguard.nl.gloss.WordForms;

/** Whether a trigger word or phrase occurs in a question: its words in a row, each also in the plural ({@link WordForms}). */
public final class TriggerWords {

    private TriggerWords() {
    }

    /** @param questionWords the question's words in lower case, in order ({@link NameWords#of}) */
    public static boolean occur(String trigger, List<String> questionWords) {
        return indexOf(trigger, questionWords) >= 0;
    }

    /** Where the trigger's words first occur in the question's words (a plural {@code s} allowed); -1 if nowhere. */
    public static int indexOf(String trigger, List<String> questionWords) {
        List<String> wanted = NameWords.of(trigger);
        if (wanted.isEmpty()) {
            return -1;
        }
        for (int start = 0; start + wanted.size() <= questionWords.size(); start++) {
            boolean all = true;
            for (int i = 0; i < wanted.size() && all; i++) {
                all = sameWord(wanted.get(i), questionWords.get(start + i));
            }
            if (all) {
                return start;
            }
        }
        return -1;
    }

    private static boolean sameWord(String wanted, String word) {
        return word.equals(wanted) || WordForms.singular(word).equals(WordForms.singular(wanted));
    }
}
