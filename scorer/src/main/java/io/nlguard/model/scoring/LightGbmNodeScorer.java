package io.nlguard.model.scoring;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import io.nlguard.guard.features.FeatureMatrix;
import io.nlguard.guard.score.FeatureContribution;
import io.nlguard.guard.score.NodeScorer;
import io.nlguard.model.inference.GbdtModel;

/**
 * The node scorer the driver finds through {@link java.util.ServiceLoader}: a LightGBM model evaluated
 * in pure Java, followed by its calibration, over the guard's node features. The no-argument
 * constructor loads the bundled default model; {@link #withModel} one trained with {@code nlguard train}.
 */
public final class LightGbmNodeScorer implements NodeScorer {

    private final ScoringModel model;

    /** The bundled default model ({@code docs/uncertainty.md}, "The shipped model", says how it was made). */
    public LightGbmNodeScorer() {
        this(loadDefault());
    }

    /** A scorer of this model, e.g. one {@link ScoringModel#read} from files training wrote. */
    public LightGbmNodeScorer(ScoringModel model) {
        this.model = model;
    }

    private static ScoringModel loadDefault() {
        try {
            return ScoringModel.bundled();
        } catch (IOException e) {
            throw new UncheckedIOException("the bundled node model cannot be read", e);
        }
    }

    @Override
    public String id() {
        return model.id();
    }

    @Override
    public double[] probabilities(FeatureMatrix features) {
        return model.probabilities(features);
    }

    /**
     * The first stage's path contributions: what in the node's own row pushed its probability up. The
     * context stage's part (the neighbours' scores) is not split into features; a user fixes the node's
     * own evidence.
     */
    @Override
    public List<FeatureContribution> drivers(FeatureMatrix features, int node, int limit) {
        GbdtModel gbdt = model.gbdt();
        double[] row = model.inModelOrder(features.row(node), 1);
        double[] contributions = new double[gbdt.featureCount() + 1];
        gbdt.contributions(row, contributions);
        List<FeatureContribution> drivers = new ArrayList<>();
        for (int f = 0; f < gbdt.featureCount(); f++) {
            if (contributions[f] > 0) {
                drivers.add(new FeatureContribution(gbdt.featureNames().get(f), row[f], contributions[f]));
            }
        }
        drivers.sort(Comparator.comparingDouble(FeatureContribution::contribution).reversed());
        return drivers.size() > limit ? List.copyOf(drivers.subList(0, limit)) : List.copyOf(drivers);
    }

    @Override
    public NodeScorer withModel(Path file) throws IOException {
        return new LightGbmNodeScorer(ScoringModel.read(file));
    }
}
