package io.nlguard.model.eval;

/** One scorer's reliability bins, as a chart draws them. */
public record NamedBins(String name, ReliabilityBins bins) {

    /** {@link ReliabilityBins#DEFAULT_BINS} bins of {@code probabilities}. */
    public static NamedBins of(String name, double[] probabilities, boolean[] positives) {
        return new NamedBins(name, ReliabilityBins.of(probabilities, positives));
    }

    /** {@code model (ECE 3.21%)} */
    public String legendLabel() {
        return name + " (ECE " + Percent.format(bins.expectedCalibrationError()) + ")";
    }
}
