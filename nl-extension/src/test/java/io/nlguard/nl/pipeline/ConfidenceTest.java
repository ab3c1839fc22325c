package io.nlguard.nl.pipeline;

import io.nlguard.nl.evaluate.EvaluatedCandidate;
import io.nlguard.nl.evaluate.ExplainResult;
import io.nlguard.nl.evaluate.GuardJudgement;
import io.nlguard.nl.evaluate.ScoreTable;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ConfidenceTest {

    private static EvaluatedCandidate scored(double points) {
        return new EvaluatedCandidate("SELECT 1", List.of(0), true,
                new GuardJudgement("SELECT 1", false, "", List.of(), 0, 0), ExplainResult.OK,
                new ScoreTable.Score(points, List.of()));
    }

    @Test
    void halfTheScoreAndHalfTheAgreement() {
        assertEquals(1.0, Confidence.of(scored(115), 4, 4));
        assertEquals(0.75, Confidence.of(scored(100), 2, 4));
        assertEquals(0.6, Confidence.of(scored(70), 2, 4));
        assertEquals(0.0, Confidence.of(scored(-50), 0, 0));
    }
}
