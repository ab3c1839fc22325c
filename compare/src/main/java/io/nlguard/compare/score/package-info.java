/**
 * The Scoring and Severity Engine and the final synthesis: {@link io.nlguard.compare.score.CategoryScores}
 * (structure_score, result_score, overall_score with the documented
 * {@link io.nlguard.compare.score.ScoringWeights}), {@link io.nlguard.compare.score.SeverityPolicy}
 * (pass, minor issue, moderate issue, major issue, critical failure) and
 * {@link io.nlguard.compare.score.Precedence}, which applies the design's six Failure-State
 * Precedence Rules to give the deterministic verdict.
 */
package io.nlguard.compare.score;
