package io.nlguard.nl.values;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Column;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * The values a question names: its phrases ({@link QuestionPhrases}), longest first, looked up exactly in
 * the {@link ValueIndex}; a word of five characters or more that matched nothing, without its last one to
 * three characters (a value of at least four: "Asian" is "Asia", "European" "Europe"); then a phrase of one or
 * two words and five characters or more fuzzily (one edit, two from ten characters, at least 80 % alike). A phrase
 * inside an exact match of a longer one is not looked up again ("New York" does not also match "York").
 * Scored: exact 1, a word's stem or a fuzzy match 0.8 × likeness; a phrase without a capital, a digit or
 * quotes (a common word) counts 0.6 of that. At most three columns per phrase and {@value #MAX_MATCHES}
 * matches in all, best first.
 */
public final class ValueMatcher {

    static final int MAX_MATCHES = 8;
    private static final int COLUMNS_PER_PHRASE = 3;
    private static final int FUZZY_FROM = 5;
    /** Longer phrases are looked up exactly only: a fuzzy query costs an automaton each. */
    private static final int FUZZY_WORDS = 2;
    private static final int TWO_EDITS_FROM = 10;
    private static final double ALIKE = 0.8;
    private static final double FUZZY = 0.8;
    private static final double COMMON_WORD = 0.6;
    /** A word's ending dropped to find the value it is formed from: Asian, European, Japanese, Bulldogs. */
    private static final int MAX_SUFFIX = 3;
    private static final int MIN_STEM = 4;

    private ValueMatcher() {
    }

    public static List<ValueMatch> match(ValueIndex index, String question) {
        if (index.size() == 0) {
            return List.of();
        }
        BitSet covered = new BitSet();
        Map<String, ValueMatch> best = new LinkedHashMap<>();
        for (QuestionPhrases.Phrase phrase : QuestionPhrases.of(question)) {
            if (phrase.from() >= 0 && covered.nextClearBit(phrase.from()) >= phrase.to()) {
                continue;
            }
            String folded = Folding.fold(phrase.text());
            List<ValueMatch> found = lookUp(index, phrase, folded);
            if (found.isEmpty()) {
                continue;
            }
            if (found.get(0).exact() && phrase.from() >= 0) {
                covered.set(phrase.from(), phrase.to());
            }
            found.stream().limit(COLUMNS_PER_PHRASE).forEach(m -> best.merge(key(m), m,
                    (a, b) -> a.score() >= b.score() ? a : b));
        }
        List<ValueMatch> ranked = new ArrayList<>(best.values());
        ranked.sort(Comparator.comparingDouble(ValueMatch::score).reversed());
        return List.copyOf(ranked.subList(0, Math.min(MAX_MATCHES, ranked.size())));
    }

    private static List<ValueMatch> lookUp(ValueIndex index, QuestionPhrases.Phrase phrase, String folded) {
        double weight = phrase.quoted() || phrase.nameLike() ? 1.0 : COMMON_WORD;
        List<ValueMatch> found = new ArrayList<>();
        for (ValueIndex.Entry entry : index.exact(folded)) {
            found.add(match(entry, phrase, weight, true));
        }
        if (found.isEmpty() && phrase.words() == 1 && folded.length() >= FUZZY_FROM) {
            for (int cut = 1; cut <= MAX_SUFFIX && folded.length() - cut >= MIN_STEM && found.isEmpty(); cut++) {
                for (ValueIndex.Entry entry : index.exact(folded.substring(0, folded.length() - cut))) {
                    double alike = (double) (folded.length() - cut) / folded.length();
                    found.add(match(entry, phrase, weight * FUZZY * alike, false));
                }
            }
        }
        if (found.isEmpty() && phrase.words() <= FUZZY_WORDS && folded.length() >= FUZZY_FROM) {
            int edits = folded.length() >= TWO_EDITS_FROM ? 2 : 1;
            for (ValueIndex.Entry entry : index.near(folded, edits)) {
                String value = Folding.fold(entry.value());
                int distance = LevenshteinDistance.getDefaultInstance().apply(folded, value);
                double alike = 1.0 - (double) distance / Math.max(folded.length(), value.length());
                if (alike >= ALIKE) {
                    found.add(match(entry, phrase, weight * FUZZY * alike, false));
                }
            }
        }
        found.sort(Comparator.comparingDouble(ValueMatch::score).reversed());
        return found;
    }

    private static ValueMatch match(ValueIndex.Entry entry, QuestionPhrases.Phrase phrase, double score, boolean exact) {
        return new ValueMatch(entry.column().table(), entry.column().column(), entry.value(), phrase.text(), score, exact);
    }

    private static String key(ValueMatch match) {
        Column column = match.column();
        return match.table().name() + "." + column.name() + "=" + match.value();
    }
}
