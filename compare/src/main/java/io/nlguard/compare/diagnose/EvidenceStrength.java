package io.nlguard.compare.diagnose;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * {@code evidence_strength}: how many independent signals corroborate an attribution. One signal
 * (the SQL differs in the clause, or the results show the clause's pattern) is {@code low}, two
 * {@code medium}, three or more {@code high}.
 */
public enum EvidenceStrength {
    LOW, MEDIUM, HIGH;

    static EvidenceStrength of(int signals) {
        return signals >= 3 ? HIGH : signals == 2 ? MEDIUM : LOW;
    }

    @JsonValue
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
