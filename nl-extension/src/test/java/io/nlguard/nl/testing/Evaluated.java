package io.nlguard.nl.testing;

import java.util.List;

import io.nlguard.nl.evaluate.CandidateScore;
import io.nlguard.nl.evaluate.EvaluatedCandidate;
import io.nlguard.nl.evaluate.ExplainResult;
import io.nlguard.nl.evaluate.GuardJudgement;
import io.nlguard.nl.select.CandidateResult;
import io.nlguard.nl.select.CandidateSignals;
import io.nlguard.nl.select.ResultStatus;

/** A judged candidate made by hand, not run, with the score a test wants. */
public final class Evaluated {

    private Evaluated() {
    }

    public static EvaluatedCandidate candidate(String sql, int index, GuardJudgement guard, ExplainResult explain,
            double points) {
        CandidateSignals signals = new CandidateSignals(guard.checkedSql(), guard.blocked(), guard.warnings().size(),
                guard.maxRisk(), guard.meanRisk(), explain.ok(), Double.NaN, ResultStatus.NOT_RUN, false, 0, 1, 0.5,
                Double.NaN, Double.NaN, 1);
        return new EvaluatedCandidate(sql, List.of(index), true, guard, explain, CandidateResult.NOT_RUN, signals,
                new CandidateScore(points, List.of()));
    }
}
