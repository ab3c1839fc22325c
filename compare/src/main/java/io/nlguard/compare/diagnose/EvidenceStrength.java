package io.nlguard.compare.diagnose;

import io.nlguard.compare.label.Label;

/**
 * {@code evidence_strength}: how many independent signals corroborate an attribution. One signal
 * (the SQL differs in the clause, or the results show the clause's pattern) is {@code low}, two
 * {@code medium}, three or more {@code high}.
 */
public enum EvidenceStrength implements Label {
    LOW, MEDIUM, HIGH;

    static EvidenceStrength of(int signals) {
        return signals >= 3 ? HIGH : signals == 2 ? MEDIUM : LOW;
    }
}
