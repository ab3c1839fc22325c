package io.nlguard.model.context;

import java.util.List;

import io.nlguard.model.inference.GbdtModel;

/**
 * The second stage of a model: a small LightGBM model over a node's place in the tree (a few of the
 * guard's structure features) and the first-stage probabilities of the node and its neighbours
 * ({@link NeighbourScores}). A node's probability is the mean of the two stages' log-odds
 * ({@link #blend}): on the validation splits the context stage alone ranked better but lost precision
 * among the highest scores, where warnings and blocks are decided, and the mean kept both
 * (docs/model-selection.md, fourth and fifth rounds). Built from the guard's feature names, so it reads
 * rows in the guard's order, as the driver and the training set hold them.
 */
public final class ContextStage {

    private final GbdtModel gbdt;
    private final ContextRows layout;

    private ContextStage(GbdtModel gbdt, ContextRows layout) {
        this.gbdt = gbdt;
        this.layout = layout;
    }

    /**
     * The stage of this trained model over rows with these guard features.
     *
     * @throws IllegalArgumentException when the model reads a feature neither the guard nor the
     *                                  neighbourhood provides
     */
    public static ContextStage of(GbdtModel gbdt, List<String> guardNames) {
        return new ContextStage(gbdt, ContextRows.of(gbdt.featureNames(), guardNames));
    }

    /**
     * The probabilities of one statement's nodes in the light of their neighbours, into {@code out}:
     * {@code guardRows[from ..]} holds the statement's {@code first.length} rows, {@code first} their
     * first-stage probabilities ({@link ContextRows#rows}). {@code out} may be {@code first}.
     */
    public void probabilities(double[] guardRows, int from, int guardWidth, double[] first, double[] out) {
        double[] own = new double[first.length];
        gbdt.probabilities(layout.rows(guardRows, from, guardWidth, first), first.length, own);
        for (int i = 0; i < own.length; i++) {
            out[i] = blend(first[i], own[i]);
        }
    }

    /**
     * The probability whose log-odds are the mean of {@code first}'s and {@code context}'s:
     * {@code sigmoid((logit first + logit context) / 2)}, written as the geometric means of the two
     * probabilities and of their complements, which needs no logarithm and holds at 0 and 1. Certainty
     * both ways (0 and 1) has no mean and gives one half.
     */
    public static double blend(double first, double context) {
        double wrong = Math.sqrt(first * context);
        double right = Math.sqrt((1 - first) * (1 - context));
        double sum = wrong + right;
        return sum == 0 ? 0.5 : wrong / sum;
    }

    /** How this stage's rows are laid out. */
    public ContextRows layout() {
        return layout;
    }

    public GbdtModel gbdt() {
        return gbdt;
    }
}
