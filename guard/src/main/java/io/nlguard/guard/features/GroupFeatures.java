package io.nlguard.guard.features;

import io.nlguard.guard.sql.SqlNode;

/** One feature group: its catalogue and how it fills its slice of a node's row. */
interface GroupFeatures {

    FeatureBlock block();

    /**
     * Writes the features that apply to {@code node} at {@code row[at + position]}. The slice already
     * holds the neutral defaults, so features that do not apply are left alone.
     */
    void fill(Extraction extraction, SqlNode node, double[] row, int at);
}
