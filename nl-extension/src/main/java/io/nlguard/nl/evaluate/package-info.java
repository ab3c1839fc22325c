/**
 * Stage 5: every distinct candidate judged by the connection's guard, planned by the database
 * ({@code EXPLAIN}) and run read-only, then chosen by the {@link io.nlguard.nl.select} library's selector,
 * ranked with a tie-break that does not depend on the order of the candidates.
 */
package io.nlguard.nl.evaluate;
