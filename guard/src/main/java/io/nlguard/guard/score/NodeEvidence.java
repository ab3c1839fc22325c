package io.nlguard.guard.score;

import io.nlguard.guard.features.FeatureMatrix;
import io.nlguard.guard.sql.SqlTree;

/** A statement's tree and the feature row of each of its nodes: what a scorer (or training) is given. */
public record NodeEvidence(SqlTree tree, FeatureMatrix features) {
}
