/**
 * Stage 2 of the NL pipeline, retrieval: an in-memory Lucene index per catalog snapshot
 * ({@link io.nlguard.nl.retrieve.SchemaIndex}, cached by {@link io.nlguard.nl.retrieve.SchemaIndexCache}),
 * BM25 rankings of tables and columns and an optional {@link io.nlguard.nl.retrieve.EmbeddingRanker} fused
 * by {@link io.nlguard.nl.retrieve.RankFusion}, {@link io.nlguard.nl.retrieve.ForeignKeyExpansion},
 * {@link io.nlguard.nl.retrieve.ColumnSelection}, and the {@link io.nlguard.nl.retrieve.SchemaContext}
 * rendered as {@link io.nlguard.nl.retrieve.MSchema} text.
 */
package io.nlguard.nl.retrieve;
