package io.nlguard.compare.score;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The documented severity thresholds and refinements. */
class SeverityPolicyTest {

    private final SeverityPolicy policy = SeverityPolicy.DEFAULT;

    @Test
    void aMismatchIsGradedByTheOverallScore() {
        assertEquals(Severity.MODERATE_ISSUE, policy.ofMismatch(0.75, false, false, false));
        assertEquals(Severity.MAJOR_ISSUE, policy.ofMismatch(0.7499, false, false, false));
        assertEquals(Severity.MAJOR_ISSUE, policy.ofMismatch(0.40, false, false, false));
        assertEquals(Severity.CRITICAL_FAILURE, policy.ofMismatch(0.3999, false, false, false));
    }

    @Test
    void orderingOnlyAndSchemaOnlyAreMinorWhateverTheScore() {
        assertEquals(Severity.MINOR_ISSUE, policy.ofMismatch(0.1, true, false, false));
        assertEquals(Severity.MINOR_ISSUE, policy.ofMismatch(0.1, false, true, false));
    }

    @Test
    void aCardinalityExplosionIsAtLeastMajor() {
        assertEquals(Severity.MAJOR_ISSUE, policy.ofMismatch(0.9, false, false, true));
        assertEquals(Severity.CRITICAL_FAILURE, policy.ofMismatch(0.1, false, false, true));
    }

    @Test
    void labelsAreTheDesigns() {
        assertEquals("minor issue", Severity.MINOR_ISSUE.label());
        assertEquals(Severity.CRITICAL_FAILURE, Severity.of("critical failure"));
        assertThrows(IllegalArgumentException.class, () -> new SeverityPolicy(0.3, 0.5));
    }
}
