package io.nlguard.model.eval;

/** Proper scoring rules for predicted probabilities of the positive class; lower is better. */
public final class ProbabilityScores {

    /** Log loss clips probabilities this far from 0 and 1, so one confident mistake stays finite. */
    public static final double LOG_LOSS_EPSILON = 1e-15;

    private ProbabilityScores() {
    }

    /** Mean squared difference between probability and outcome (0 or 1); NaN for no predictions. */
    public static double brierScore(double[] probabilities, boolean[] positives) {
        Inputs.requireSameLength(probabilities, positives);
        Inputs.requireProbabilities(probabilities);
        double sum = 0;
        for (int i = 0; i < probabilities.length; i++) {
            double error = probabilities[i] - (positives[i] ? 1 : 0);
            sum += error * error;
        }
        return sum / probabilities.length;
    }

    /** Mean negative log-likelihood (natural log) of the outcomes; NaN for no predictions. */
    public static double logLoss(double[] probabilities, boolean[] positives) {
        Inputs.requireSameLength(probabilities, positives);
        Inputs.requireProbabilities(probabilities);
        double sum = 0;
        for (int i = 0; i < probabilities.length; i++) {
            double p = Math.min(1 - LOG_LOSS_EPSILON, Math.max(LOG_LOSS_EPSILON, probabilities[i]));
            sum -= positives[i] ? Math.log(p) : Math.log1p(-p);
        }
        return sum / probabilities.length;
    }
}
