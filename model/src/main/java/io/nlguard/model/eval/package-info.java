/**
 * Evaluation of node-level error scores (labels: {@code true} = the node is wrong): ROC AUC and
 * curves ({@link io.nlguard.model.eval.RocAuc}, {@link io.nlguard.model.eval.RocCurve}), reliability
 * bins and calibration errors ({@link io.nlguard.model.eval.ReliabilityBins}), Brier score and log loss
 * ({@link io.nlguard.model.eval.ProbabilityScores}), PNG charts drawn with the JDK alone
 * ({@link io.nlguard.model.eval.Charts}) and the per-node-type AUC table of the paper
 * ({@link io.nlguard.model.eval.AucTable}).
 */
package io.nlguard.model.eval;
