/**
 * Choosing one of several candidate queries for a question, as a library: each candidate's result on the
 * database ({@link io.nlguard.nl.select.CandidateResult}, read with a row cap), candidates with equal
 * results clustered ({@link io.nlguard.nl.select.ResultClusters}), every signal of a candidate in one record
 * ({@link io.nlguard.nl.select.CandidateSignals}), a {@link io.nlguard.nl.select.Selector} that picks one or
 * abstains, and a {@link io.nlguard.nl.select.Calibration} that makes its score a probability. Nothing here
 * depends on the order the candidates come in.
 */
package io.nlguard.nl.select;
