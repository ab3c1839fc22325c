package io.nlguard.compare;

import java.util.List;

import io.nlguard.compare.diagnose.EvidenceStrength;
import io.nlguard.compare.judge.AcceptableDeviation;
import io.nlguard.compare.judge.AdvisoryAssessment;
import io.nlguard.compare.judge.AdvisoryJudge;
import io.nlguard.compare.judge.AiJudgment;
import io.nlguard.compare.judge.DatabaseScopedEquivalence;
import io.nlguard.compare.judge.IntentAdequacy;
import io.nlguard.compare.judge.JudgeRun;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;

/** An AI judge that gives one verdict whatever it is shown: what the comparator does with an answer, not a model. */
final class FixedJudge {

    static final String MODEL = "fixed-judge";
    static final String PROMPT = "test-1";

    private FixedJudge() {
    }

    static AdvisoryJudge saying(Verdict verdict, String rationale) {
        AiJudgment judgment = AiJudgment.answered(new AdvisoryAssessment(verdict, IntentAdequacy.ADEQUATE,
                DatabaseScopedEquivalence.UNDETERMINED, AcceptableDeviation.NONE,
                verdict == Verdict.PASS ? Severity.PASS : Severity.MAJOR_ISSUE, 0.9, EvidenceStrength.MEDIUM, false,
                rationale, List.of("row_overlap"), verdict.label() + ": " + rationale),
                new JudgeRun(MODEL, PROMPT, 120, 30, 5));
        return evidence -> judgment;
    }
}
