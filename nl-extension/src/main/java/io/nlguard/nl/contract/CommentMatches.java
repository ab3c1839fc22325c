package io.nlguard.nl.contract;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.ToDoubleFunction;

import io.nlguard.guard.names.NameWords;

/**
 * The words of one table's or column's comment ({@code COMMENT ON} text, or a corpus's natural name: "client
 * segment" for {@code Segment}) as more gloss words: {@link MatchScore} scores a keyphrase against the gloss words
 * with the comment's content words added, as against the words of the name. Function words are left out as in
 * the question ({@link QuestionWords}), so "the" or "of" in a comment sentence matches nothing.
 * <p>
 * A phrase only the comment matches is matched (no longer a word the schema lacks) but is no column match: it
 * neither makes its table required nor names the table or column in the contract. A comment is free text, looser
 * than a name; counted as a column match on BIRD dev it also hid the measure of 10 vague-metric mutants from
 * {@code ambiguous-metric} (recall 88.4% against 88.9%) for 3 fewer false abstentions (docs/abstention.md).
 */
final class CommentMatches {

    private final List<String> glossWords;
    private final List<String> withComment;

    CommentMatches(List<String> glossWords, String comment) {
        this.glossWords = glossWords;
        this.withComment = plus(glossWords, comment);
    }

    /**
     * The phrase's score against the gloss words and, when they miss, against them with the comment's words.
     *
     * @param score   the item's {@link MatchScore} for a list of gloss words
     * @param matched where a phrase only the comment matches is marked matched
     */
    double score(Keyphrase phrase, ToDoubleFunction<List<String>> score, Set<Keyphrase> matched) {
        double byName = score.applyAsDouble(glossWords);
        if (byName >= MatchScore.THRESHOLD || withComment == glossWords) {
            return byName;
        }
        double byComment = score.applyAsDouble(withComment);
        if (byComment >= MatchScore.THRESHOLD) {
            matched.add(phrase);
        }
        return byName;
    }

    /** The gloss words followed by the comment's content words that are not among them already. */
    static List<String> plus(List<String> glossWords, String comment) {
        if (comment == null || comment.isBlank()) {
            return glossWords;
        }
        List<String> all = new ArrayList<>(glossWords);
        for (String word : NameWords.of(comment)) {
            if (QuestionWords.content(word) && !all.contains(word)) {
                all.add(word);
            }
        }
        return all.size() == glossWords.size() ? glossWords : all;
    }
}
