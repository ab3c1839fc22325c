package io.nlguard.compare.score;

/** A weighted mean: each value in [0, 1] with its weight, divided by the weights' sum. */
final class Blend {

    private double weighted;
    private double total;

    Blend add(double weight, double value) {
        weighted += weight * value;
        total += weight;
        return this;
    }

    double value() {
        return total == 0 ? 0.0 : Math.round(weighted / total * 1000) / 1000.0;
    }
}
