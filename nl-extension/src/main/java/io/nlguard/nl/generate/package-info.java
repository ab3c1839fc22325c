/**
 * Stage 4 of the {@code NL:} pipeline: generation. {@link io.nlguard.nl.generate.CandidateGenerator}
 * asks the model for K candidates in parallel (temperature 0.3, distinct seeds) and deduplicates their
 * statements; {@link io.nlguard.nl.generate.SqlExtractor} takes the SQL out of each reply, and says
 * when a reply is a failed candidate instead (no statement, several statements, a declined question)
 * as an {@link io.nlguard.nl.generate.Extraction}. Choosing K by difficulty is the pipeline's.
 */
package io.nlguard.nl.generate;
