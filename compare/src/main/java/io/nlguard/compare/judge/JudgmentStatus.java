package io.nlguard.compare.judge;

import com.fasterxml.jackson.annotation.JsonValue;

/** Whether an {@link AiJudgment} carries an assessment, and if not, why. */
public enum JudgmentStatus implements Label {
    /** The model answered and the answer passed validation. */
    OK("ok"),
    /** The model answered, but not in the required schema (bad JSON, unknown label, value out of range). */
    INVALID_RESPONSE("invalid_response"),
    /** No answer: the server failed, could not be reached or did not answer in time. */
    UNAVAILABLE("unavailable"),
    /** The judge is switched off by configuration or policy; no model was asked. */
    DISABLED("disabled");

    private final String label;

    JudgmentStatus(String label) {
        this.label = label;
    }

    @JsonValue
    @Override
    public String label() {
        return label;
    }
}
