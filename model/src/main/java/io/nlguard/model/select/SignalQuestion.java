package io.nlguard.model.select;

import java.util.List;

/**
 * One question of one candidate set with its candidates, in no meaningful order.
 *
 * @param set  the candidate set's name (which systems wrote the candidates)
 * @param id   the question's index in its benchmark
 * @param dbId its database: what the folds group by
 */
public record SignalQuestion(String set, int id, String dbId, List<SignalRow> candidates) {

    public SignalQuestion {
        candidates = List.copyOf(candidates);
    }

    /** Some candidate is right: what a perfect selector would reach. */
    public boolean oracle() {
        return candidates.stream().anyMatch(SignalRow::right);
    }

    /** The candidates a selector may choose. */
    public List<SignalRow> passing() {
        return candidates.stream().filter(SignalRow::passes).toList();
    }
}
