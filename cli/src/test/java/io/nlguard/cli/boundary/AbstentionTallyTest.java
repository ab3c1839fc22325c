package io.nlguard.cli.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import io.nlguard.nl.boundary.BoundaryFinding;
import io.nlguard.nl.boundary.BoundaryFinding.Outcome;
import org.junit.jupiter.api.Test;

class AbstentionTallyTest {

    private static final BoundaryFinding CLARIFY = new BoundaryFinding("vague-time", Outcome.CLARIFY, "recently", "", List.of());
    private static final BoundaryFinding REJECT = new BoundaryFinding("unsupported-concept", Outcome.REJECT, "phone", "", List.of());

    @Test
    void recallFalseAbstentionPrecisionAndTheRightOutcome() {
        AbstentionTally tally = new AbstentionTally();
        tally.add("original", "answerable", List.of());
        tally.add("original", "answerable", List.of());
        tally.add("original", "answerable", List.of());
        tally.add("original", "answerable", List.of(REJECT));
        tally.add("vague-time", "clarify", List.of(CLARIFY));
        tally.add("vague-time", "clarify", List.of(CLARIFY, REJECT));
        tally.add("missing-column", "reject", List.of(REJECT));
        tally.add("missing-column", "reject", List.of());
        assertEquals(0.75, tally.recall(), 1e-9, "3 of 4 mutants abstained");
        assertEquals(0.5, tally.rightOutcome(), 1e-9, "a rejection wins over a clarification: 2 of 4 right");
        assertEquals(0.25, tally.falseAbstention(), 1e-9, "1 of 4 originals refused");
        assertEquals(0.75, tally.precision(), 1e-9, "3 of 4 abstentions were on mutants");
        String table = tally.markdown();
        assertTrue(table.contains("| vague-time | 2 | 2 | 100.0% | 50.0% | unsupported-concept 1, vague-time 2 |"), table);
        assertTrue(table.contains("| original (answerable) | 4 | 1 | 25.0% | – | unsupported-concept 1 |"), table);
        assertTrue(table.contains("recall on mutants 75.0% · right outcome 50.0% · false abstention on originals 25.0%"
                + " · precision 75.0%"), table);
        assertTrue(table.contains("| unsupported-concept | 2 | 1 | 66.7% |"), table);
        assertTrue(table.contains("| vague-time | 2 | 0 | 100.0% |"), table);
    }

    @Test
    void anEmptySetGivesZeroesNotErrors() {
        AbstentionTally tally = new AbstentionTally();
        assertEquals(0, tally.recall());
        assertEquals(0, tally.precision());
    }
}
