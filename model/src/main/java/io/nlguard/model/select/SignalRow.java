package io.nlguard.model.select;

/**
 * One candidate of a question as the signals file holds it.
 *
 * @param sql       its SQL text: the tie-breaker, never a feature
 * @param votes     how many systems wrote it
 * @param passes    whether a selector may choose it
 * @param right     its result equals the gold's (the label)
 * @param handScore the hand-made selector's raw score
 * @param features  its signal vector, NaN where unknown
 */
public record SignalRow(String sql, int votes, boolean passes, boolean right, double handScore, double[] features) {
}
