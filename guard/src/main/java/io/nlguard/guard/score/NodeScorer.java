package io.nlguard.guard.score;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import io.nlguard.guard.features.FeatureMatrix;

/**
 * The service that turns node features into the probability that each node is wrong. Found through
 * {@link java.util.ServiceLoader} ({@code META-INF/services/io.nlguard.guard.score.NodeScorer}), so
 * the guard and the driver run without one and pick up the model module's scorer when it is on the
 * class path. Implementations are immutable and thread-safe.
 */
public interface NodeScorer {

    /** Names the scorer and its model in reports: {@code lightgbm default model (issue-5, 2026-11-22)}. */
    String id();

    /** The probability that each node is wrong, by node id (row of {@code features}). */
    double[] probabilities(FeatureMatrix features);

    /** The features that pushed one node's probability up the most, largest first, at most {@code limit}. */
    List<FeatureContribution> drivers(FeatureMatrix features, int node, int limit);

    /** The same kind of scorer over another model file ({@code nlguard.model}). */
    NodeScorer withModel(Path model) throws IOException;
}
