package io.nlguard.compare.score;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.compare.diagnose.DiagnosticScores;
import io.nlguard.compare.instances.InstanceEquivalence;
import io.nlguard.compare.instances.PassEffect;
import io.nlguard.compare.result.ResultComparison;
import io.nlguard.compare.structure.StructuralComparison;
import io.nlguard.compare.validate.ValidationResult;

/**
 * The design's final synthesis: the Failure-State Precedence Rules, applied in this exact order.
 * <ol>
 *   <li>Parse failure: if {@code parse_success_actual} or {@code parse_success_expected} is false, the verdict is
 *       fail, the severity critical failure, and the structural and result comparisons are blocked
 *       ({@code blocked_reason = parse_failure}).</li>
 *   <li>Execution failure: if both parsed but {@code execution_success_actual} or {@code execution_success_expected}
 *       is false, the verdict is fail, the severity critical failure, and the result comparison is blocked
 *       ({@code blocked_reason = execution_failure}).</li>
 *   <li>Result family: otherwise {@code result_equality_family.mode_pass} decides; false is fail whatever an AI
 *       says. With the multi-instance check on ({@code instance_check}), a pass must also hold on the generated
 *       instances of the schema: a pass whose queries return different rows on one of them (or one fails there
 *       where the other runs) is a fail, severity {@code moderate issue}, as in Spider's test-suite evaluation
 *       (the instance respects the schema's types, keys and constraints, so the queries do not mean the same);
 *       a difference in row order only (ties of an ORDER BY) leaves the pass with a warning.</li>
 *   <li>Structure and diagnostics only attribute and refine the severity ({@link SeverityPolicy}); they never
 *       turn a fail into a pass (nor a pass into a fail).</li>
 *   <li>The AI advisory verdict only annotates: this class never sees it.</li>
 *   <li>Performance metrics are null when an execution failed: see
 *       {@link io.nlguard.compare.performance.PerformanceMetrics}.</li>
 * </ol>
 * The validity gate sets {@code overall_score} to 0.0 under rules 1 and 2; otherwise it is the
 * weighted blend of {@link CategoryScores}.
 */
public final class Precedence {

    public static final String PARSE_FAILURE = "parse_failure";
    public static final String EXECUTION_FAILURE = "execution_failure";

    private final CategoryScores scores;
    private final SeverityPolicy severities;

    public Precedence(ScoringWeights weights, SeverityPolicy severities) {
        this.scores = new CategoryScores(weights);
        this.severities = severities;
    }

    public Precedence() {
        this(ScoringWeights.DEFAULT, SeverityPolicy.DEFAULT);
    }

    /**
     * @param structure      Layer 2's output, null or blocked when it did not run
     * @param result         Layer 3's output, null when the results were not compared
     * @param diagnostics    Layer 4's scores
     * @param instanceEffect what the multi-instance check does to a pass ({@link InstanceEquivalence#effectOnPass()}),
     *                       null when it did not run
     */
    public Synthesis synthesize(ValidationResult validity, StructuralComparison structure, ResultComparison result,
                                DiagnosticScores diagnostics, PassEffect instanceEffect) {
        Double structureScore = scores.structure(structure);
        List<String> why = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        if (!validity.parseSuccessActual() || !validity.parseSuccessExpected()) {
            why.add("Fail: " + sides(!validity.parseSuccessActual(), !validity.parseSuccessExpected())
                    + " did not parse, so nothing could be compared.");
            return new Synthesis(Verdict.FAIL, Severity.CRITICAL_FAILURE, 0.0, null, null, PARSE_FAILURE, 1, why, warnings);
        }
        if (!validity.executionSuccessActual() || !validity.executionSuccessExpected()) {
            why.add("Fail: " + sides(!validity.executionSuccessActual(), !validity.executionSuccessExpected())
                    + " failed to run, so the results could not be compared.");
            return new Synthesis(Verdict.FAIL, Severity.CRITICAL_FAILURE, 0.0, structureScore, null, EXECUTION_FAILURE, 2,
                    why, warnings);
        }
        double resultScore = scores.result(result);
        double overall = scores.overall(structureScore, resultScore);
        String mode = result.resultEqualityFamily().comparisonMode().label();
        if (result.modePass() && instanceEffect == PassEffect.TURNS_PASS_INTO_FAIL) {
            why.add("Fail: the results are equal on this database under " + mode + " comparison, but differ on a"
                    + " generated instance of its schema: the queries do not mean the same.");
            return new Synthesis(Verdict.FAIL, severities.ofDifferenceOnAnotherInstance(), overall, structureScore,
                    resultScore, null, 3, why, warnings);
        }
        if (result.modePass()) {
            why.add("Pass: the results are equal under " + mode + " comparison.");
            if (instanceEffect == PassEffect.TURNS_PASS_INTO_WARNING) {
                warnings.add("on a generated instance of the schema the rows came back in another order: ties of the"
                        + " ORDER BY leave the order open");
            }
            return new Synthesis(Verdict.PASS, Severity.PASS, overall, structureScore, resultScore, null, 3, why, warnings);
        }
        why.add("Fail: the results differ under " + mode + " comparison.");
        boolean schemaOnly = result.rowOverlap() == 1.0 && result.cardinalityMatch().match() && !result.schemaMatch().match();
        Severity severity = severities.ofMismatch(overall, Boolean.TRUE.equals(diagnostics.orderingErrorFlag()), schemaOnly,
                Boolean.TRUE.equals(diagnostics.cardinalityExplosionFlag()));
        if (structure != null && structure.compared() && structure.normalizedSqlMatch()) {
            warnings.add("the SQL texts are equivalent after normalization, yet the results differ: the queries may not"
                    + " be deterministic (volatile functions, unordered LIMIT)");
        }
        return new Synthesis(Verdict.FAIL, severity, overall, structureScore, resultScore, null, 3, why, warnings);
    }

    private static String sides(boolean actual, boolean expected) {
        return actual && expected ? "both actual_sql and expected_sql" : actual ? "actual_sql" : "expected_sql";
    }
}
