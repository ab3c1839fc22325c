package io.nlguard.nl.select;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import java.util.stream.IntStream;

/**
 * The hand-made selector: a weighted sum of the signals, each scaled to 0..1, the weights summing to 1, so
 * the raw score is itself a rough probability until {@link Calibration} is fitted. Among the candidates that
 * pass, the highest score wins; equal scores go to the first SQL text in code-point order, which does not
 * depend on the order of the candidates.
 */
public final class HandMadeSelector implements Selector {

    /** Agreement of results dominates: independent candidates that return the same rows are rarely all wrong. */
    static final double CLUSTER = 0.50;
    /** The guard's warnings: 1 / (1 + warnings), so one warning halves this part; nothing when blocked. */
    static final double GUARD = 0.10;
    /** One minus the node model's mean of max and mean node probability: its doubt about the query's parts. */
    static final double RISK = 0.10;
    /** Planned, and cheap relative to the others: 1 / (1 + log10 of its cost over the cheapest). */
    static final double EXPLAIN = 0.10;
    /** The result itself: rows beat nothing, nothing beats a failure ({@link #resultWorth}). */
    static final double RESULT = 0.05;
    /** The result's shape against what the question asks for ({@link QuestionShape}). */
    static final double SHAPE = 0.08;
    /** The seed's reranker signals, weak and often unknown (then at their midpoint). */
    static final double ADHERENCE = 0.04;
    static final double JOIN = 0.03;

    private final Calibration calibration;

    public HandMadeSelector(Calibration calibration) {
        this.calibration = calibration;
    }

    /** With the bundled calibration. */
    public HandMadeSelector() {
        this(Calibration.bundled());
    }

    /** One candidate's raw score, 0 to 1. */
    public static double score(CandidateSignals s) {
        double guard = s.blocked() ? 0 : 1.0 / (1 + s.warnings());
        double risk = 1 - (s.maxRisk() + s.meanRisk()) / 2;
        double explain = !s.explainOk() ? 0
                : Double.isNaN(s.relativeCost()) ? 1 : 1 / (1 + Math.log10(Math.max(1, s.relativeCost())));
        return CLUSTER * s.clusterShare() + GUARD * guard + RISK * risk + EXPLAIN * explain
                + RESULT * resultWorth(s) + SHAPE * s.shapeFit() + ADHERENCE * orMidpoint(s.schemaAdherence())
                + JOIN * orMidpoint(s.joinMatch());
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
        candidates.forEach(c -> scores.add(score(c)));
        OptionalInt chosen = IntStream.range(0, candidates.size()).filter(i -> candidates.get(i).passes()).boxed()
                .min(Comparator.comparingDouble((Integer i) -> -scores.get(i))
                        .thenComparing(i -> candidates.get(i).sql()))
                .map(OptionalInt::of).orElse(OptionalInt.empty());
        double confidence = chosen.isPresent() ? calibration.probability(scores.get(chosen.getAsInt())) : 0;
        return new Selection(chosen, scores, confidence);
    }

    @Override
    public Calibration calibration() {
        return calibration;
    }
}
