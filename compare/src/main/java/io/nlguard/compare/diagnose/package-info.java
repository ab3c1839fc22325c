/**
 * Layer 4, Diagnostic attribution: {@link io.nlguard.compare.diagnose.DiagnosticEngine} attributes a
 * result mismatch to the SQL clauses that likely caused it, from Layer 2's clause differences and
 * Layer 3's result differences, and gives {@link io.nlguard.compare.diagnose.Diagnostics}: the
 * glossary's {@code diagnostic_scores} (projection, filter, join, grouping, aggregate function and
 * top-k error scores, the ordering-only and cardinality-explosion flags, confidence,
 * evidence_strength, ambiguous_case), the ranked attributions each with what differed, its likely
 * source clause, confidence and supporting evidence, the {@code per_column_mismatch_map}, and
 * deterministic plain-language explanations. The heuristics are documented on
 * {@link io.nlguard.compare.diagnose.AttributionRules}.
 */
package io.nlguard.compare.diagnose;
