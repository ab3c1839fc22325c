package io.nlguard.model.eval;

import java.util.ArrayList;
import java.util.List;

/**
 * A ROC curve with one point per distinct score, from (0, 0) to (1, 1); both rates are
 * non-decreasing along it.
 */
public record RocCurve(List<RocPoint> points) {

    /** How many points a chart needs: more are invisible at 800 pixels. */
    public static final int CHART_POINTS = 500;

    public RocCurve {
        points = List.copyOf(points);
    }

    /** The curve of {@code scores}; both classes must be present. */
    public static RocCurve of(double[] scores, boolean[] positives) {
        return of(DistinctScores.of(scores, positives));
    }

    /** The curve of already grouped scores; both classes must be present. */
    public static RocCurve of(DistinctScores groups) {
        double positives = groups.totalPositives();
        double negatives = groups.totalNegatives();
        if (positives == 0 || negatives == 0) {
            throw new IllegalArgumentException("a ROC curve needs both classes: " + groups.totalPositives()
                    + " positives, " + groups.totalNegatives() + " negatives");
        }
        List<RocPoint> points = new ArrayList<>(groups.size() + 1);
        points.add(new RocPoint(Double.POSITIVE_INFINITY, 0, 0));
        long truePositives = 0;
        long falsePositives = 0;
        for (int k = groups.size() - 1; k >= 0; k--) {
            truePositives += groups.positives(k);
            falsePositives += groups.negatives(k);
            points.add(new RocPoint(groups.value(k), falsePositives / negatives, truePositives / positives));
        }
        return new RocCurve(points);
    }

    /**
     * At most {@code maxPoints} points, spread evenly along the curve: both rates grow, so
     * {@code fpr + tpr} runs from 0 to 2 and at most one point is kept per step of it. The end
     * points are always kept.
     */
    public RocCurve downsampled(int maxPoints) {
        if (maxPoints < 2) {
            throw new IllegalArgumentException("a curve needs at least its two end points, not " + maxPoints);
        }
        if (points.size() <= maxPoints) {
            return this;
        }
        int steps = maxPoints - 2; // slots between the end points
        List<RocPoint> kept = new ArrayList<>(maxPoints);
        kept.add(points.get(0));
        int lastStep = 0;
        for (int i = 1; i < points.size() - 1; i++) {
            RocPoint point = points.get(i);
            double along = point.falsePositiveRate() + point.truePositiveRate();
            int step = Math.min(steps, (int) (along / 2 * steps));
            if (step > lastStep) {
                kept.add(point);
                lastStep = step;
            }
        }
        kept.add(points.get(points.size() - 1));
        return new RocCurve(kept);
    }
}
