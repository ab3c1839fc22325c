package io.nlguard.model.eval;

/** Argument checks shared by the metrics: one label per score, and probabilities in [0, 1]. */
final class Inputs {

    private Inputs() {
    }

    static void requireSameLength(double[] values, boolean[] labels) {
        if (values.length != labels.length) {
            throw new IllegalArgumentException(values.length + " scores but " + labels.length + " labels");
        }
    }

    static void requireProbabilities(double[] probabilities) {
        for (int i = 0; i < probabilities.length; i++) {
            double p = probabilities[i];
            if (!(p >= 0 && p <= 1)) { // also rejects NaN
                throw new IllegalArgumentException("probability " + p + " at index " + i + " is not in [0, 1]");
            }
        }
    }
}
