package io.nlguard.compare.judge;

import io.nlguard.compare.label.Label;

/** Whether an {@link AiJudgment} carries an assessment, and if not, why. */
public enum JudgmentStatus implements Label {
    /** The model answered and the answer passed validation. */
    OK,
    /** The model answered, but not in the required schema (bad JSON, unknown label, value out of range). */
    INVALID_RESPONSE,
    /** No answer: the server failed, could not be reached or did not answer in time. */
    UNAVAILABLE,
    /** The judge is switched off by configuration or policy; no model was asked. */
    DISABLED;
}
