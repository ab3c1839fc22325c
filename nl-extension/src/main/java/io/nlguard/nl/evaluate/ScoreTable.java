package io.nlguard.nl.evaluate;

import java.util.ArrayList;
import java.util.List;

/**
 * The seed's score table, with the guard in place of the pattern lint: every candidate starts at
 * {@value #BASE}; what it loses or gains is listed as reasons.
 */
public final class ScoreTable {

    static final double BASE = 100;
    static final double PARSE_FAILED = -30;
    static final double GUARD_BLOCKS = -100;
    static final double LINT_WARNING = -5;
    static final double EXPLAIN_FAILED = -50;
    /** Times the highest node probability: a sure error costs as much as a failed plan. */
    static final double NODE_RISK = -50;
    /** Per other candidate that wrote the same query. */
    static final double AGREEMENT = 5;

    /** {@code nlguard.nl.reranker=off}: every candidate keeps the base; the order generated decides. */
    public static final Score UNSCORED = new Score(BASE, List.of("not scored (nlguard.nl.reranker=off)"));

    private ScoreTable() {
    }

    /** The score and why, of one distinct candidate. */
    public static Score score(boolean parses, GuardJudgement guard, ExplainResult explain, int votes) {
        double points = BASE;
        List<String> reasons = new ArrayList<>();
        if (!parses) {
            points += PARSE_FAILED;
            reasons.add("the guard's parser does not read it (" + PARSE_FAILED + ")");
        }
        if (guard.blocked()) {
            points += GUARD_BLOCKS;
            reasons.add("the guard blocks it (" + GUARD_BLOCKS + "): " + guard.blockReason());
        }
        for (String warning : guard.warnings()) {
            points += LINT_WARNING;
            reasons.add("warning (" + LINT_WARNING + "): " + warning);
        }
        if (explain != ExplainResult.SKIPPED && !explain.ok()) {
            points += EXPLAIN_FAILED;
            reasons.add("EXPLAIN failed (" + EXPLAIN_FAILED + "): " + explain.describe());
        }
        if (guard.maxRisk() > 0) {
            double risk = NODE_RISK * guard.maxRisk();
            points += risk;
            reasons.add(String.format("node risk max %.2f mean %.2f (%.1f)", guard.maxRisk(), guard.meanRisk(), risk));
        }
        if (votes > 1) {
            points += AGREEMENT * (votes - 1);
            reasons.add(votes + " candidates agree (+" + AGREEMENT * (votes - 1) + ")");
        }
        return new Score(points, reasons);
    }

    /** @param reasons what changed the points from the base, in table order */
    public record Score(double points, List<String> reasons) {
        public Score {
            reasons = List.copyOf(reasons);
        }
    }
}
