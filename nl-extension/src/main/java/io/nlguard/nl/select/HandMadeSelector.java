package io.nlguard.nl.select;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The hand-made selector: a weighted sum of the signals ({@link SignalWeights}), each scaled to 0..1, the
 * shipped weights summing to 1, so the raw score is itself a rough probability until {@link Calibration} is
 * fitted. Among the candidates that pass, the highest score wins; equal scores go to the first SQL text in code-point order, which does not
 * depend on the order of the candidates.
 */
public final class HandMadeSelector implements Selector {

    private final SignalWeights weights;
    private final Calibration calibration;

    public HandMadeSelector(SignalWeights weights, Calibration calibration) {
        this.weights = weights;
        this.calibration = calibration;
    }

    public HandMadeSelector(Calibration calibration) {
        this(SignalWeights.DEFAULT, calibration);
    }

    /** With the bundled calibration. */
    public HandMadeSelector() {
        this(Calibration.bundled());
    }

    /** One candidate's raw score with the shipped weights, 0 to 1. */
    public static double score(CandidateSignals s) {
        return score(s, SignalWeights.DEFAULT);
    }

    /** One candidate's raw score: the weighted sum of its signals, each 0 to 1 ({@link SignalWeights}). */
    public static double score(CandidateSignals s, SignalWeights w) {
        double guard = s.blocked() ? 0 : 1.0 / (1 + s.warnings());
        double risk = 1 - (s.maxRisk() + s.meanRisk()) / 2;
        double explain = !s.explainOk() ? 0
                : Double.isNaN(s.relativeCost()) ? 1 : 1 / (1 + Math.log10(Math.max(1, s.relativeCost())));
        return w.cluster() * s.clusterShare() + w.guard() * guard + w.risk() * risk + w.explain() * explain
                + w.result() * resultWorth(s) + w.shape() * s.shapeFit() + w.adherence() * orMidpoint(s.schemaAdherence())
                + w.join() * orMidpoint(s.joinMatch());
    }

    /** Rows 1 (0.5 when cut), not run 0.5 (unknown), empty 0.3, timeout 0.2 (valid but slow), error 0. */
    private static double resultWorth(CandidateSignals s) {
        return switch (s.result()) {
            case OK -> s.cut() ? 0.5 : 1;
            case NOT_RUN -> 0.5;
            case EMPTY -> 0.3;
            case TIMEOUT -> 0.2;
            case ERROR -> 0;
        };
    }

    private static double orMidpoint(double value) {
        return Double.isNaN(value) ? 0.5 : value;
    }

    @Override
    public Selection select(List<CandidateSignals> candidates) {
        List<Double> scores = new ArrayList<>(candidates.size());
        candidates.forEach(c -> scores.add(score(c, weights)));
        OptionalInt chosen = BestPassing.index(candidates, scores);
        double confidence = chosen.isPresent() ? calibration.probability(scores.get(chosen.getAsInt())) : 0;
        return new Selection(chosen, scores, confidence);
    }

    @Override
    public Calibration calibration() {
        return calibration;
    }
}
