package io.nlguard.model.eval;

/** One scorer's ROC curve and AUC, as a chart draws it. */
public record NamedCurve(String name, RocCurve curve, double auc) {

    /** The curve (downsampled to {@link RocCurve#CHART_POINTS}) and AUC of {@code scores}; both classes must be present. */
    public static NamedCurve of(String name, double[] scores, boolean[] positives) {
        DistinctScores groups = DistinctScores.of(scores, positives);
        return new NamedCurve(name, RocCurve.of(groups).downsampled(RocCurve.CHART_POINTS), RocAuc.of(groups));
    }

    /** {@code model (AUC 76.51%)} */
    public String legendLabel() {
        return name + " (AUC " + Percent.format(auc) + ")";
    }
}
