package io.nlguard.model.select;

import java.util.List;

import io.nlguard.model.inference.GbdtModel;

/**
 * A trained selector: LightGBM's text, the same model read for pure-Java scoring, and each feature's total
 * gain.
 */
public record SelectorModel(String text, GbdtModel gbdt, List<String> featureNames, double[] gains) {

    /** A candidate's raw score: higher is more likely right (log-odds for the binary objective). */
    public double score(SignalRow row) {
        return gbdt.rawScore(row.features());
    }
}
