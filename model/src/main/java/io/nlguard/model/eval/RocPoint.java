package io.nlguard.model.eval;

/**
 * One point of a ROC curve: the rates when every score {@code >= threshold} is called positive.
 *
 * @param threshold {@code +Infinity} for the starting point (0, 0), where nothing is called positive
 */
public record RocPoint(double threshold, double falsePositiveRate, double truePositiveRate) {
}
