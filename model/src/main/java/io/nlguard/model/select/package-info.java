/**
 * Training and out-of-fold measurement of a learned candidate selector: LightGBM over the signals of each
 * question's candidates (the signals file the selection measurement writes), folds grouped by database so
 * that no database is on both sides, compared with the hand-made selector's choice and the oracle.
 * The run-time side, which reads the model without native code, is {@code io.nlguard.nl.select.LearnedSelector}.
 */
package io.nlguard.model.select;
