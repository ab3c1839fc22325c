/**
 * Layer 5, the optional AI judge: an advisory LLM-as-judge grounded in the deterministic evidence.
 *
 * <p>{@link io.nlguard.compare.judge.AdvisoryJudge} turns a
 * {@link io.nlguard.compare.judge.JudgeEvidence} (question, both queries, deterministic verdict,
 * severity, explanations, metric values, optional context) into an
 * {@link io.nlguard.compare.judge.AiJudgment}: the glossary's AI Judge Metrics
 * ({@code intent_adequacy_judgment}, {@code database_scoped_equivalence_judgment},
 * {@code acceptable_deviation_judgment}, {@code short_rationale}, {@code evidence_bullets},
 * {@code decision_summary}, {@code severity_classification}, {@code confidence},
 * {@code evidence_strength}, {@code ambiguous_case}) with {@code ai_advisory_verdict}, plus the
 * model id, prompt version, token use and duration, and a status ({@code ok},
 * {@code invalid_response}, {@code unavailable}, {@code disabled}).
 * {@link io.nlguard.compare.judge.OllamaJudge} asks a local model through Ollama.
 *
 * <p>The design's guardrails hold in code: a judgment is advisory only, and
 * {@link io.nlguard.compare.judge.AiJudgment#verdictConsistency} gives a
 * {@link io.nlguard.compare.judge.VerdictConsistency} whose final verdict is always the deterministic
 * one, a disagreement only clearing {@code verdict_consistency_flag} with a warning; an answer outside
 * the schema is rejected, never repaired; no reasoning trace is kept; model and network failures come
 * back as a status, never as an exception; {@link io.nlguard.compare.judge.AdvisoryJudge#disabled}
 * switches the layer off.
 */
package io.nlguard.compare.judge;
