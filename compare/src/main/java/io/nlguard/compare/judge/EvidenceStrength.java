package io.nlguard.compare.judge;

import com.fasterxml.jackson.annotation.JsonValue;

/** {@code evidence_strength}: how much deterministic evidence backs a judgment. */
public enum EvidenceStrength implements Label {
    LOW("low"),
    MEDIUM("medium"),
    HIGH("high");

    private final String label;

    EvidenceStrength(String label) {
        this.label = label;
    }

    @JsonValue
    @Override
    public String label() {
        return label;
    }
}
