package io.nlguard.nl.boundary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import io.nlguard.nl.boundary.BoundaryFinding.Outcome;
import io.nlguard.nl.evaluate.EvaluatedCandidate;
import io.nlguard.nl.evaluate.Evaluation;
import io.nlguard.nl.select.CandidateResult;
import io.nlguard.nl.select.CandidateSignals;

/**
 * The detector after generation: the candidates' results split into readings ({@link ResultSplit}) of similar
 * support, so picking one would be a coin toss the user should make. It fires when the leading reading holds at most
 * {@link #MAX_LEAD_SHARE} of the readings' votes and the runner-up trails it by at most {@link #MAX_MARGIN}; it
 * asks to clarify (42NL1), offering the {@value #MAX_OPTIONS} leading readings, each with what it returns and the
 * SQL that returns it. One reading, or none (nothing ran), never fires.
 */
public final class Disagreement {

    public static final String KIND = "disagreement";

    /**
     * The leading reading's largest share that still counts as a split: one half. Measured on the published systems'
     * Spider dev candidates (docs/disagreement.md): with {@link #MAX_MARGIN} it flags 6.6% of the questions, on which
     * selection is right 45.3% of the time (under half in each of the three sets), against 88.0% on the rest; a lead
     * of 3/5 already takes in splits selection mostly gets right.
     */
    public static final double MAX_LEAD_SHARE = 0.5;

    /**
     * The runner-up's largest distance from the lead that still counts as similar support: a fifth (2 / 1 / 1 / 1 of
     * five). A quarter would add the 2 / 1 / 1 splits of four candidates, on which selection is right about half the
     * time (docs/disagreement.md): no longer mostly wrong.
     */
    public static final double MAX_MARGIN = 0.2;

    /** Readings offered at most: more is a list nobody reads. */
    public static final int MAX_OPTIONS = 3;

    private final double maxLeadShare;
    private final double maxMargin;

    public Disagreement() {
        this(MAX_LEAD_SHARE, MAX_MARGIN);
    }

    /** With other thresholds, for measuring them. */
    public Disagreement(double maxLeadShare, double maxMargin) {
        this.maxLeadShare = maxLeadShare;
        this.maxMargin = maxMargin;
    }

    /** Whether a split is one of similar support: two readings at least, a lead of at most the share, close behind. */
    public boolean flags(ResultSplit split) {
        return split.readings().size() >= 2 && split.leadShare() <= maxLeadShare + ResultSplit.TIE
                && split.margin() <= maxMargin + ResultSplit.TIE;
    }

    /**
     * The entry point after stage 5: the finding for one question's evaluated candidates, empty when they do not
     * split. Call it with the {@link Evaluation} the candidate evaluator returned (its candidates best first, their
     * signals carrying the result clusters); a finding means: do not run the winner, answer 42NL1 with
     * {@link DisagreementFinding#finding()}, whose options are the leading readings, and keep
     * {@link DisagreementFinding#options()} to run the SQL of the reading the user picks.
     */
    public Optional<DisagreementFinding> finding(Evaluation evaluation) {
        List<EvaluatedCandidate> ranked = evaluation.ranked();
        return finding(ranked.stream().map(EvaluatedCandidate::signals).toList(),
                ranked.stream().map(EvaluatedCandidate::result).toList());
    }

    /**
     * The finding for candidates given as their signals and results, in the same order, best ranked first (each
     * reading's first candidate is the SQL offered for it).
     */
    public Optional<DisagreementFinding> finding(List<CandidateSignals> signals, List<CandidateResult> results) {
        if (signals.size() != results.size()) {
            throw new IllegalArgumentException(signals.size() + " signals for " + results.size() + " results");
        }
        ResultSplit split = ResultSplit.of(signals);
        if (!flags(split)) {
            return Optional.empty();
        }
        List<ReadingOption> options = new ArrayList<>();
        for (ResultSplit.Reading reading : split.readings().subList(0, Math.min(MAX_OPTIONS, split.readings().size()))) {
            options.add(new ReadingOption(reading.votes() + " of " + split.votes() + " candidates: "
                    + ReadingDescription.of(results.get(reading.first())), signals.get(reading.first()).sql()));
        }
        String evidence = String.format(Locale.ROOT, "%d readings of %d candidates: %s (lead %.2f, margin %.2f)",
                split.readings().size(), split.votes(), supports(split), split.leadShare(), split.margin());
        String message = "The candidate queries disagree: " + supports(split) + " of " + split.votes()
                + " return different results. Which reading did you mean?";
        BoundaryFinding finding = new BoundaryFinding(KIND, Outcome.CLARIFY, evidence, message,
                options.stream().map(ReadingOption::text).toList());
        return Optional.of(new DisagreementFinding(finding, options, split));
    }

    /** {@code 2 / 2} or {@code 2 / 1 / 1}: each reading's votes. */
    private static String supports(ResultSplit split) {
        return String.join(" / ", split.readings().stream().map(r -> String.valueOf(r.votes())).toList());
    }
}
