package io.nlguard.nl.boundary;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.names.NameWords;

import io.nlguard.nl.boundary.BoundaryFinding.Outcome;
import io.nlguard.nl.values.ValueMatch;

/**
 * A content word of the question that names nothing the schema or the knowledge file has: the schema linker's
 * unsupported words (one home for what matched nothing), less words of comparing, ordering and doing ({@link AskingWords}), the knowledge file's synonym and metric words,
 * the words a stored value of the question has ("cat" of {@code pet_type = 'cat'}), and the words the time, measure
 * and unspecified-value detectors answer for ("recently", "best": a clarification, not a rejection).
 * As many such words as {@code minWords} reject the question.
 */
final class UnsupportedConcept implements BoundaryDetector {

    static final String KIND = "unsupported-concept";

    private final int minWords;

    UnsupportedConcept(int minWords) {
        this.minWords = minWords;
    }

    @Override
    public List<BoundaryFinding> findings(BoundaryQuestion question) {
        KnowledgeWords known = new KnowledgeWords(question.knowledge());
        Set<String> values = new HashSet<>();
        question.values().stream().filter(ValueMatch::exact).forEach(v -> values.addAll(NameWords.of(v.phrase().toLowerCase(Locale.ROOT))));
        List<String> words = new ArrayList<>();
        for (String word : question.contract().unsupported()) {
            if (!known.contains(word) && !values.contains(word) && !VagueTime.owns(word) && !AmbiguousMetric.owns(word)
                    && !UnspecifiedValue.owns(word) && !AskingWords.contains(word)) {
                words.add(word);
            }
        }
        if (words.size() < minWords) {
            return List.of();
        }
        return List.of(new BoundaryFinding(KIND, Outcome.REJECT, String.join(", ", words),
                "The schema has nothing for " + words.stream().map(w -> "\"" + w + "\"").toList()
                        + ": no table, column, value, synonym or metric.", List.of()));
    }
}
