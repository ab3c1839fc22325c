package io.nlguard.model.select;

/**
 * How the selectors did on one question measured out of fold.
 *
 * @param question     the question and its candidates
 * @param handRight    the hand-made selector's choice is right
 * @param learnedRight the learned selector's choice is right
 * @param learnedScore the learned selector's raw score of its choice, NaN when it abstains
 */
public record FoldOutcome(SignalQuestion question, boolean handRight, boolean learnedRight, double learnedScore) {

    public boolean oracle() {
        return question.oracle();
    }

    public boolean chose() {
        return !Double.isNaN(learnedScore);
    }
}
