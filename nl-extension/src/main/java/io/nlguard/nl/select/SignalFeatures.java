package io.nlguard.nl.select;

import java.util.List;

/**
 * The one mapping from a candidate's signals to a feature vector, named, for a learned selector to train
 * and predict on (and for the measurement to report per signal). Unknown values stay NaN, which LightGBM
 * takes as missing. Append new features at the end: a trained model reads them by position.
 */
public final class SignalFeatures {

    /** The features' names, in vector order. */
    public static final List<String> NAMES = List.of("blocked", "warnings", "max_risk", "mean_risk", "explain_ok",
            "log_relative_cost", "result_ok", "result_empty", "result_error", "result_timeout", "result_not_run",
            "cut", "cluster_share", "cluster_size", "shape_fit", "schema_adherence", "join_match", "votes",
            "cluster_margin", "cluster_largest", "passing_clusters", "max_risk_above_min", "mean_risk_above_min",
            "cluster_lowest_max_risk", "risk_weighted_votes");

    private SignalFeatures() {
    }

    /** The vector of one candidate, in {@link #NAMES} order. */
    public static double[] of(CandidateSignals s) {
        RelativeSignals r = s.relative();
        return new double[] {
                flag(s.blocked()), s.warnings(), s.maxRisk(), s.meanRisk(), flag(s.explainOk()),
                Math.log10(s.relativeCost()), flag(s.result() == ResultStatus.OK),
                flag(s.result() == ResultStatus.EMPTY), flag(s.result() == ResultStatus.ERROR),
                flag(s.result() == ResultStatus.TIMEOUT), flag(s.result() == ResultStatus.NOT_RUN), flag(s.cut()),
                s.clusterShare(), s.clusterSize(), s.shapeFit(), s.schemaAdherence(), s.joinMatch(), s.votes(),
                r.margin(), known(r.margin(), r.largest()), r.clusters() == 0 ? Double.NaN : r.clusters(),
                r.maxRiskAboveMin(), r.meanRiskAboveMin(), r.clusterLowestRisk(), r.riskWeightedVotes()
        };
    }

    /** A flag that is missing where its relative signals are (no other candidates at hand, or not passing). */
    private static double known(double margin, boolean on) {
        return Double.isNaN(margin) ? Double.NaN : flag(on);
    }

    private static double flag(boolean on) {
        return on ? 1 : 0;
    }
}
