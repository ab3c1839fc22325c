/**
 * Readers for the text-to-SQL evaluation corpus in {@code shared/data}: gold questions and SQL of
 * Spider dev and BIRD dev, their schemas as {@link io.nlguard.guard.schema.Catalog}s, and published
 * systems' predictions aligned to the gold by position. Start at {@link io.nlguard.model.data.Corpus}.
 */
package io.nlguard.model.data;
