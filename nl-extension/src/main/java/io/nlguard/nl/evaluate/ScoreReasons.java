package io.nlguard.nl.evaluate;

import io.nlguard.nl.select.CandidateResult;
import io.nlguard.nl.select.CandidateSignals;

import java.util.ArrayList;
import java.util.List;

/** Why a candidate scored what it did, as its report shows: what the guard and the database said, then its signals. */
final class ScoreReasons {

    private ScoreReasons() {
    }

    static List<String> of(boolean parses, GuardJudgement guard, ExplainResult explain, CandidateResult result,
            CandidateSignals signals) {
        List<String> reasons = new ArrayList<>();
        if (!parses) {
            reasons.add("the guard's parser does not read it");
        }
        if (guard.blocked()) {
            reasons.add("the guard blocks it: " + guard.blockReason());
        }
        guard.warnings().forEach(w -> reasons.add("warning: " + w));
        if (explain != ExplainResult.SKIPPED && !explain.ok()) {
            reasons.add("EXPLAIN failed: " + explain.describe());
        }
        reasons.add("result: " + result.describe());
        reasons.add("signals: " + String.join(", ", signals.describe()));
        return reasons;
    }
}
