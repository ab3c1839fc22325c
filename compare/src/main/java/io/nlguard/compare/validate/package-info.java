/**
 * Layer 1, Validation: {@link io.nlguard.compare.validate.Validator} parses both queries with the
 * guard's parser (optionally after its PostgreSQL normalization), canonicalizes them
 * ({@link io.nlguard.compare.structure.AnalyzedQuery}: one parse and one canonical form per query, which
 * the adapter's read-only check and Layer 2 reuse) and executes them through an
 * {@link io.nlguard.compare.validate.ExecutionAdapter}; for PostgreSQL that is
 * {@link io.nlguard.compare.validate.PostgresSandbox}: a read-only transaction with a statement
 * timeout, always rolled back, after {@link io.nlguard.compare.validate.ReadOnlyCheck} has refused
 * whatever may write. Database errors are sorted into the design's taxonomy by
 * {@link io.nlguard.compare.validate.ErrorTaxonomy}, keeping the raw message and SQLSTATE.
 */
package io.nlguard.compare.validate;
