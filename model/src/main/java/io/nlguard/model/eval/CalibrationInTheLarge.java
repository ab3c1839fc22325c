package io.nlguard.model.eval;

/**
 * How much of a calibration error is the test set's error rate alone. A model calibrated on some
 * databases is right on average over databases like those, and off on a new database by as much as
 * that database is harder or easier than they were; no map fitted without the new database's labels
 * can know by how much. Moving every probability by one logit offset until their mean is the test
 * set's share of wrong nodes takes that part away: where the error left is much lower, the error was
 * the rate; where it is not, it is the calibration's own. The offset reads the test labels, so this is
 * a diagnosis, not a calibration one could ship.
 *
 * @param meanProbability    the mean probability over the test nodes
 * @param wrongShare         the test set's share of wrong nodes
 * @param errorAtWrongShare  the expected calibration error once the mean is moved onto {@code wrongShare}
 */
public record CalibrationInTheLarge(double meanProbability, double wrongShare, double errorAtWrongShare) {

    /** Enough halvings of the offset's interval to reach a double's precision. */
    private static final int BISECTIONS = 80;
    /** No logit offset needs to move further: e^±30 turns any probability the models give into 0 or 1. */
    private static final double MAX_OFFSET = 30;
    /** Probabilities of exactly 0 or 1 have no logit; they are held just inside. */
    private static final double EDGE = 1e-12;

    public static CalibrationInTheLarge of(double[] probabilities, boolean[] wrong) {
        Inputs.requireSameLength(probabilities, wrong);
        Inputs.requireProbabilities(probabilities);
        if (probabilities.length == 0) {
            return new CalibrationInTheLarge(Double.NaN, Double.NaN, Double.NaN);
        }
        double share = share(wrong);
        double[] logits = new double[probabilities.length];
        for (int i = 0; i < logits.length; i++) {
            double p = Math.min(Math.max(probabilities[i], EDGE), 1 - EDGE);
            logits[i] = Math.log(p / (1 - p));
        }
        double[] moved = new double[probabilities.length];
        double low = -MAX_OFFSET;
        double high = MAX_OFFSET;
        for (int step = 0; step < BISECTIONS; step++) {
            double offset = (low + high) / 2;
            if (mean(shift(logits, offset, moved)) < share) {
                low = offset;
            } else {
                high = offset;
            }
        }
        shift(logits, (low + high) / 2, moved);
        return new CalibrationInTheLarge(mean(probabilities), share,
                ReliabilityBins.of(moved, wrong).expectedCalibrationError());
    }

    private static double[] shift(double[] logits, double offset, double[] into) {
        for (int i = 0; i < logits.length; i++) {
            into[i] = 1 / (1 + Math.exp(-(logits[i] + offset)));
        }
        return into;
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double value : values) {
            sum += value;
        }
        return sum / values.length;
    }

    private static double share(boolean[] wrong) {
        int count = 0;
        for (boolean w : wrong) {
            count += w ? 1 : 0;
        }
        return (double) count / wrong.length;
    }
}
