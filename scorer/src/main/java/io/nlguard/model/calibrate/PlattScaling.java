package io.nlguard.model.calibrate;

import java.util.List;

/**
 * Platt scaling: {@code p = 1 / (1 + exp(-(a * score + b)))}, fitted by Newton's method with a
 * backtracking line search (Lin, Lin and Weng's robust form of Platt's algorithm) against Platt's
 * regularized targets {@code (N+ + 1) / (N+ + 2)} for positives and {@code 1 / (N- + 2)} for
 * negatives, which keep the fit finite even when the classes separate or one is missing.
 */
public final class PlattScaling implements Calibrator {

    static final String KIND = "platt";

    private static final int MAX_ITERATIONS = 100;
    private static final double MIN_STEP = 1e-10;
    private static final double HESSIAN_RIDGE = 1e-12; // keeps the Newton system solvable for constant scores
    private static final double GRADIENT_TOLERANCE = 1e-5;
    private static final double SUFFICIENT_DECREASE = 1e-4;

    private final double a;
    private final double b;

    public PlattScaling(double a, double b) {
        if (!Double.isFinite(a) || !Double.isFinite(b)) {
            throw new IllegalArgumentException("Platt parameters must be finite: a=" + a + ", b=" + b);
        }
        this.a = a;
        this.b = b;
    }

    /** Fits a and b to the labelled scores (all finite); needs at least one score. */
    public static PlattScaling fit(double[] scores, boolean[] positives) {
        if (scores.length != positives.length) {
            throw new IllegalArgumentException(scores.length + " scores but " + positives.length + " labels");
        }
        if (scores.length == 0) {
            throw new IllegalArgumentException("Platt scaling needs at least one score");
        }
        long positiveCount = 0;
        for (int i = 0; i < scores.length; i++) {
            if (!Double.isFinite(scores[i])) {
                throw new IllegalArgumentException("score " + scores[i] + " at index " + i + " is not finite");
            }
            if (positives[i]) {
                positiveCount++;
            }
        }
        long negativeCount = scores.length - positiveCount;
        double positiveTarget = (positiveCount + 1.0) / (positiveCount + 2.0);
        double negativeTarget = 1.0 / (negativeCount + 2.0);
        double[] targets = new double[scores.length];
        for (int i = 0; i < scores.length; i++) {
            targets[i] = positives[i] ? positiveTarget : negativeTarget;
        }

        double a = 0;
        double b = Math.log((positiveCount + 1.0) / (negativeCount + 1.0));
        double loss = loss(scores, targets, a, b);
        for (int iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
            double gradA = 0;
            double gradB = 0;
            double hAA = HESSIAN_RIDGE;
            double hAB = 0;
            double hBB = HESSIAN_RIDGE;
            for (int i = 0; i < scores.length; i++) {
                double p = sigmoid(a * scores[i] + b);
                double residual = p - targets[i];
                double curvature = p * (1 - p);
                gradA += residual * scores[i];
                gradB += residual;
                hAA += curvature * scores[i] * scores[i];
                hAB += curvature * scores[i];
                hBB += curvature;
            }
            if (Math.abs(gradA) < GRADIENT_TOLERANCE && Math.abs(gradB) < GRADIENT_TOLERANCE) {
                break;
            }
            double determinant = hAA * hBB - hAB * hAB;
            double stepA = -(hBB * gradA - hAB * gradB) / determinant;
            double stepB = -(hAA * gradB - hAB * gradA) / determinant;
            double slope = gradA * stepA + gradB * stepB;
            double step = 1;
            while (step >= MIN_STEP) {
                double nextA = a + step * stepA;
                double nextB = b + step * stepB;
                double nextLoss = loss(scores, targets, nextA, nextB);
                if (nextLoss < loss + SUFFICIENT_DECREASE * step * slope) {
                    a = nextA;
                    b = nextB;
                    loss = nextLoss;
                    break;
                }
                step /= 2;
            }
            if (step < MIN_STEP) {
                break; // no step improves the loss any more: as close as doubles get
            }
        }
        return new PlattScaling(a, b);
    }

    /** Cross-entropy of the targets, {@code sum log(1 + e^z) - t z}, computed without overflow. */
    private static double loss(double[] scores, double[] targets, double a, double b) {
        double sum = 0;
        for (int i = 0; i < scores.length; i++) {
            double z = a * scores[i] + b;
            double softplus = z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z));
            sum += softplus - targets[i] * z;
        }
        return sum;
    }

    private static double sigmoid(double z) {
        if (z >= 0) {
            return 1 / (1 + Math.exp(-z));
        }
        double e = Math.exp(z);
        return e / (1 + e);
    }

    public double a() {
        return a;
    }

    public double b() {
        return b;
    }

    @Override
    public double apply(double score) {
        return sigmoid(a * score + b);
    }

    /**
     * <pre>
     * platt
     * # p = 1 / (1 + exp(-(a * score + b)))
     * a 2.5
     * b -1.0
     * </pre>
     */
    @Override
    public String toText() {
        return KIND + "\n# p = 1 / (1 + exp(-(a * score + b)))\n"
                + "a " + CalibrationText.number(a) + "\n"
                + "b " + CalibrationText.number(b) + "\n";
    }

    /** Reads {@link #toText()}. */
    public static PlattScaling parse(String text) {
        return from(CalibrationText.read(text));
    }

    static PlattScaling from(CalibrationText text) {
        List<CalibrationText.Line> lines = text.requireKind(KIND).lines();
        if (lines.size() != 2) {
            throw new IllegalArgumentException("a platt calibration has exactly the lines 'a <number>' and 'b <number>'");
        }
        return new PlattScaling(parameter(lines.get(0), "a"), parameter(lines.get(1), "b"));
    }

    private static double parameter(CalibrationText.Line line, String name) {
        line.requireFields(2);
        if (!line.fields()[0].equals(name)) {
            throw new IllegalArgumentException("line " + line.number() + ": expected '" + name + " <number>'");
        }
        return line.number(1);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof PlattScaling that
                && Double.compare(a, that.a) == 0 && Double.compare(b, that.b) == 0;
    }

    @Override
    public int hashCode() {
        return 31 * Double.hashCode(a) + Double.hashCode(b);
    }

    @Override
    public String toString() {
        return "PlattScaling[a=" + a + ", b=" + b + "]";
    }
}
