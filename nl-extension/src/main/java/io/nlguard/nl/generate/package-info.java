/**
 * Stage 4 of the {@code NL:} pipeline (generation), its pure part: {@link io.nlguard.nl.generate.SqlExtractor}
 * takes the SQL out of a model's reply, and says when a reply is a failed candidate instead (no
 * statement, several statements, a declined question) as an {@link io.nlguard.nl.generate.Extraction}.
 * The K parallel candidates and their deduplication come with the stage's orchestration.
 */
package io.nlguard.nl.generate;
