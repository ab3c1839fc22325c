/**
 * The SQL and result comparison library. Entry point: {@link io.nlguard.compare.SqlComparator}, which
 * runs the design's pipeline over a {@link io.nlguard.compare.request.ComparisonRequest} and answers
 * with a {@link io.nlguard.compare.ComparisonReport} (the output contract, JSON through Jackson with
 * the glossary's names; {@link io.nlguard.compare.TextReport} renders it for people). Two optional
 * stages join the deterministic pipeline there: the multi-instance equivalence check
 * ({@code instance_check} in the configuration; a pass must hold on generated instances of the schema
 * too) and the AI judge of Layer 5 ({@code enable_ai_judge} and a
 * {@link io.nlguard.compare.judge.AdvisoryJudge}: advisory only).
 *
 * <p>Packages: {@code request} (the input and its options), {@code validate} (Layer 1: parse,
 * canonicalize, execute in a read-only sandbox), {@code structure} (Layer 2, and the one canonical
 * SQL form both layers use), {@code table} (the materialized results), {@code result} (Layer 3),
 * {@code diagnose} (Layer 4), {@code performance} (the optional performance metrics), {@code score}
 * (scores, severity and the Failure-State Precedence Rules), {@code judge} (Layer 5: the AI judge seam and its Ollama judge) and
 * {@code instances} (equivalence over generated instances of the schema, beyond the one database at
 * hand); {@code label} spells their enums in JSON.
 */
package io.nlguard.compare;
