/**
 * The per-node feature vector of the node-level uncertainty model: for every node of a statement
 * tree, a fixed-length row of numbers describing its structure, its validity against the schema,
 * its spelling, its context in the query, and what the catalog and the rule findings say about it.
 * A gradient-boosted tree model scores each row with the probability that the node is wrong.
 *
 * <p>{@link io.nlguard.guard.features.FeatureExtractor} computes a
 * {@link io.nlguard.guard.features.FeatureMatrix} per statement; the catalogue of features (names,
 * groups, meanings, neutral defaults) is {@link io.nlguard.guard.features.NodeFeatures}.
 */
package io.nlguard.guard.features;
