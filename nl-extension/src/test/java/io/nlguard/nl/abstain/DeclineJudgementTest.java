package io.nlguard.nl.abstain;

import static io.nlguard.nl.abstain.DeclineJudgement.Decision.ACCEPT;
import static io.nlguard.nl.abstain.DeclineJudgement.Decision.CHALLENGE;
import static io.nlguard.nl.abstain.DeclineJudgement.Decision.HONOUR;
import static io.nlguard.nl.abstain.DeclineJudgement.Decision.PROCEED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import io.nlguard.nl.boundary.BoundaryFinding;
import io.nlguard.nl.boundary.BoundaryFinding.Outcome;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class DeclineJudgementTest {

    private static final BoundaryFinding ONE_WORD = new BoundaryFinding("unsupported-concept", Outcome.REJECT,
            "salary", "The schema has nothing for [\"salary\"]: no table, column, value, synonym or metric.", List.of());

    @ParameterizedTest(name = "on={0} evidence={1} {2} of {3} declined, challenged={4}: {5}")
    @CsvSource({
            // abstention on, with evidence at the lower bar
            "true,  true,  2, 2, false, ACCEPT",
            "true,  true,  1, 1, true,  ACCEPT",
            "true,  true,  2, 3, false, ACCEPT",   // a majority declines and the detectors agree the question is open
            "true,  true,  1, 2, false, PROCEED",  // half is no majority: the SQL reply goes on
            "true,  true,  1, 3, false, PROCEED",  // a minority: the SQL replies go on
            "true,  true,  0, 2, false, PROCEED",
            // abstention on, no evidence
            "true,  false, 2, 2, false, CHALLENGE",
            "true,  false, 1, 1, false, CHALLENGE",
            "true,  false, 2, 2, true,  HONOUR",   // declined again: honoured, never forced
            "true,  false, 2, 3, false, PROCEED",  // a majority without evidence: the SQL reply goes on
            "true,  false, 1, 3, true,  PROCEED",
            "true,  false, 0, 0, false, PROCEED",
            // abstention off: the model's unanimous decline stands as it is
            "false, false, 2, 2, false, ACCEPT",
            "false, false, 2, 3, false, PROCEED",
    })
    void theDecisionTable(boolean on, boolean evidence, int declining, int replies, boolean challenged,
                          DeclineJudgement.Decision expected) {
        DeclineJudgement judgement = new DeclineJudgement(on, evidence ? List.of(ONE_WORD) : List.of(), "customers.city");
        assertEquals(expected, judgement.decide(declining, replies, challenged));
    }

    @Test
    void anAcceptedDeclineCarriesTheEvidenceAndAnHonouredOneSaysThereWasNone() {
        DeclineJudgement backed = new DeclineJudgement(true, List.of(ONE_WORD), "customers.city (\"city\")");
        assertEquals("\nEvidence:\n- unsupported-concept \"salary\": " + ONE_WORD.message(), backed.backing(ACCEPT));
        DeclineJudgement unbacked = new DeclineJudgement(true, List.of(), "customers.city (\"city\")");
        String honoured = unbacked.backing(HONOUR);
        assertTrue(honoured.contains("found no gap") && honoured.contains("customers.city (\"city\")"), honoured);
        assertEquals("", unbacked.backing(PROCEED));
        assertEquals("", unbacked.backing(CHALLENGE));
    }
}
