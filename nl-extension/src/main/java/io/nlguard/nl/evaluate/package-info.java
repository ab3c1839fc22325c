/**
 * Stage 5: every distinct candidate judged by the connection's guard and planned by the database
 * ({@code EXPLAIN}), scored by the score table and ranked with a deterministic tie-break.
 */
package io.nlguard.nl.evaluate;
