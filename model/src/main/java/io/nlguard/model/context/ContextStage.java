package io.nlguard.model.context;

import java.util.List;

import io.nlguard.model.inference.GbdtModel;

/**
 * The second stage of a model: a small LightGBM model over a node's place in the tree (a few of the
 * guard's structure features) and the first-stage probabilities of the node and its neighbours
 * ({@link NeighbourScores}). Its output replaces the first stage's probability. Built from the guard's
 * feature names, so it reads rows in the guard's order, as the driver and the training set hold them.
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
     * first-stage probabilities ({@link ContextRows#rows}).
     */
    public void probabilities(double[] guardRows, int from, int guardWidth, double[] first, double[] out) {
        gbdt.probabilities(layout.rows(guardRows, from, guardWidth, first), first.length, out);
    }

    /** How this stage's rows are laid out. */
    public ContextRows layout() {
        return layout;
    }

    public GbdtModel gbdt() {
        return gbdt;
    }
}
