package io.nlguard.nl.contract;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.names.NameCandidates;
import io.nlguard.nl.gloss.WordForms;
import io.nlguard.nl.knowledge.Synonyms;

/**
 * How well a keyphrase names a schema item, 0 to 1. Two ways, the better counts:
 * <ul>
 *   <li>the guard's name matcher ({@link NameCandidates}) on the whole name, when it is sure
 *       ({@code order date} for {@code order_date}, a typo of it): 0.85 and more;</li>
 *   <li>the phrase's words among the item's gloss words (its name's words and what its abbreviations stand
 *       for): per word, 1.0 for the same word (a plural {@code s} ignored), 0.8 for a prefix, 0.7 for a
 *       substring (of four letters or more), 0.8 for a verb form whose root is a prefix ({@code enrolled},
 *       {@code enrollment}), every word needed; scaled by how much of the name the phrase
 *       covers, from 0.6 (one word of many) to 1.0 (all of them).</li>
 * </ul>
 * A phrase the knowledge file gives as a synonym of the item ({@link Synonyms}: "clients" for
 * {@code customers}) names it exactly, 1.0. From {@link #THRESHOLD} a phrase matches.
 */
public final class MatchScore {

    public static final double THRESHOLD = 0.5;

    static final double EXACT = 1.0;
    static final double PREFIX = 0.8;
    static final double SUBSTRING = 0.7;

    private static final int MIN_PARTIAL = 4;

    private MatchScore() {
    }

    /**
     * @param name      the item's name as stored
     * @param owner     the table of a column (null for a table)
     * @param nameWords the words of its name
     * @param glossWords its name's words and their expansions
     */
    public static double of(Keyphrase phrase, String name, String owner, List<String> nameWords, List<String> glossWords) {
        return of(phrase, name, owner, nameWords, glossWords, Synonyms.NONE);
    }

    /** The same, with the knowledge file's synonyms of tables and columns. */
    public static double of(Keyphrase phrase, String name, String owner, List<String> nameWords, List<String> glossWords,
                            Synonyms synonyms) {
        if (owner == null ? synonyms.namesTable(phrase.words(), name)
                : synonyms.namesColumn(phrase.words(), owner, name)) {
            return EXACT;
        }
        double byName = NameCandidates.score(phrase.text(), name, owner);
        double best = byName >= NameCandidates.ACCEPT ? byName : 0;
        if (phrase.words().isEmpty() || glossWords.isEmpty()) {
            return best;
        }
        double sum = 0;
        for (String word : phrase.words()) {
            double w = word(word, glossWords);
            if (w == 0) {
                return best;
            }
            sum += w;
        }
        double coverage = Math.min(1.0, (double) phrase.words().size() / Math.max(1, nameWords.size()));
        return Math.max(best, sum / phrase.words().size() * (0.6 + 0.4 * coverage));
    }

    static double word(String word, List<String> glossWords) {
        String stem = stem(word);
        double best = 0;
        for (String g : glossWords) {
            String other = stem(g);
            if (stem.equals(other)) {
                return EXACT;
            }
            String shorter = stem.length() <= other.length() ? stem : other;
            String longer = shorter == stem ? other : stem;
            if (shorter.length() >= MIN_PARTIAL) {
                if (longer.startsWith(shorter)) {
                    best = Math.max(best, PREFIX);
                } else if (longer.contains(shorter)) {
                    best = Math.max(best, SUBSTRING);
                }
            }
            String root = WordForms.root(word);
            if (best < PREFIX && !root.equals(word) && other.startsWith(root)) {
                best = PREFIX; // enrolled → enrollment
            }
        }
        return best;
    }

    static String stem(String word) {
        return WordForms.singular(word);
    }

    /** The words and expansions of a gloss, as one list. */
    static List<String> all(List<String> words, List<String> expansions) {
        List<String> all = new ArrayList<>(words);
        all.addAll(expansions);
        return all;
    }
}
