package io.nlguard.nl.select;

import java.util.Arrays;
import java.util.List;

/**
 * Isotonic regression as a step function: a score gets the probability of the last bin whose lower edge it
 * reaches (the first bin's below the first edge). Edges ascend; probabilities do not descend.
 *
 * @param edges         each bin's lower edge, ascending
 * @param probabilities each bin's probability, 0 to 1, not descending
 */
public record IsotonicCalibration(List<Double> edges, List<Double> probabilities) implements Calibration {

    public IsotonicCalibration {
        edges = List.copyOf(edges);
        probabilities = List.copyOf(probabilities);
        if (edges.isEmpty() || edges.size() != probabilities.size()) {
            throw new IllegalArgumentException("as many edges as probabilities, at least one");
        }
        for (int i = 0; i < edges.size(); i++) {
            double p = probabilities.get(i);
            if (!(p >= 0 && p <= 1) || i > 0 && (edges.get(i) <= edges.get(i - 1) || p < probabilities.get(i - 1))) {
                throw new IllegalArgumentException("edges ascend and probabilities within 0..1 do not descend: "
                        + edges + " " + probabilities);
            }
        }
    }

    @Override
    public double probability(double score) {
        if (Double.isNaN(score)) {
            return 0;
        }
        double[] lower = edges.stream().mapToDouble(Double::doubleValue).toArray();
        int at = Arrays.binarySearch(lower, score);
        int bin = at >= 0 ? at : Math.max(0, -at - 2);
        return probabilities.get(bin);
    }

    @Override
    public boolean calibrated() {
        return true;
    }

    @Override
    public String describe() {
        return "isotonic, " + edges.size() + " bins";
    }
}
