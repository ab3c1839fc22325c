package io.nlguard.nl.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import io.nlguard.nl.boundary.BoundaryFinding.Outcome;
import io.nlguard.nl.select.CandidateResult;
import io.nlguard.nl.select.CandidateSignals;
import io.nlguard.nl.select.JudgedCandidate;
import io.nlguard.nl.select.SelectionContext;
import io.nlguard.nl.select.SignalGathering;
import org.junit.jupiter.api.Test;

/** The disagreement detector on candidates clustered as stage 5 clusters them ({@link SignalGathering}). */
class DisagreementTest {

    private static final CandidateResult TOTALS = CandidateResult.rows(List.of(List.of("Alice", 12), List.of("Bob", 7)),
            2, false, List.of("name", "total"));
    private static final CandidateResult COUNTS = CandidateResult.rows(List.of(List.of("Alice", 3)), 2, false,
            List.of("name", "orders"));
    private static final CandidateResult NAMES = CandidateResult.rows(List.of(List.of("Carol")), 1, false,
            List.of("name"));
    private static final CandidateResult NOTHING = CandidateResult.rows(List.of(), 1, false, List.of("name"));

    private static JudgedCandidate candidate(String sql, CandidateResult result, int votes) {
        return new JudgedCandidate(sql, false, 0, 0, 0, true, 1, result, votes);
    }

    /** The finding for candidates given best ranked first. */
    private static Optional<DisagreementFinding> find(Disagreement detector, JudgedCandidate... candidates) {
        List<JudgedCandidate> judged = Arrays.asList(candidates);
        List<CandidateSignals> signals = SignalGathering.of(judged, SelectionContext.NONE);
        return detector.finding(signals, judged.stream().map(JudgedCandidate::result).toList());
    }

    private static Optional<DisagreementFinding> find(JudgedCandidate... candidates) {
        return find(new Disagreement(), candidates);
    }

    @Test
    void twoReadingsOfEqualSupportAskWhichOneWasMeant() {
        String bySum = "SELECT name, sum(amount) AS total FROM orders GROUP BY name";
        String byCount = "SELECT name, count(*) AS orders FROM orders GROUP BY name";
        DisagreementFinding found = find(candidate(bySum, TOTALS, 1), candidate(byCount, COUNTS, 2),
                candidate(bySum + " ORDER BY 2 DESC", TOTALS, 1)).orElseThrow();

        BoundaryFinding finding = found.finding();
        assertEquals(Disagreement.KIND, finding.kind());
        assertEquals(Outcome.CLARIFY, finding.outcome());
        assertEquals(0.5, found.split().leadShare(), 1e-9);
        assertEquals(0, found.split().margin(), 1e-9);
        assertEquals(2, found.options().size());
        // equal support: the reading of the best-ranked candidate comes first, offered with that candidate's SQL
        assertEquals(bySum, found.options().get(0).sql());
        assertEquals("2 of 4 candidates: 2 rows (name, total), first: Alice, 12", found.options().get(0).description());
        assertEquals(byCount, found.options().get(1).sql());
        assertEquals("2 of 4 candidates: 1 row (name, orders), first: Alice, 3", found.options().get(1).description());
        assertEquals(found.options().stream().map(ReadingOption::text).toList(), finding.options());
        assertTrue(finding.evidence().startsWith("2 readings of 4 candidates: 2 / 2"), finding.evidence());
        assertTrue(finding.message().contains("2 / 2 of 4"), finding.message());
    }

    @Test
    void aClearMajorityIsAnAnswer() {
        assertEquals(Optional.empty(), find(candidate("SELECT name FROM customers", NAMES, 3),
                candidate("SELECT name FROM customers WHERE false", NOTHING, 1)));
    }

    @Test
    void aSingleCandidateOrASingleReadingIsNoDisagreement() {
        assertEquals(Optional.empty(), find(candidate("SELECT name FROM customers", NAMES, 1)));
        assertEquals(Optional.empty(), find(candidate("SELECT name FROM customers", NAMES, 2),
                candidate("SELECT c.name FROM customers c", NAMES, 2)), "two texts, one result: one reading");
    }

    @Test
    void failuresAndUnrunCandidatesAreNoReading() {
        assertEquals(Optional.empty(), find(candidate("SELECT name FROM customers", NAMES, 1),
                candidate("SELECT nam FROM customers", CandidateResult.error("42703", "column \"nam\" does not exist"), 1)),
                "a failure shows doubt, not another reading");
        assertEquals(Optional.empty(), find(candidate("SELECT name FROM customers", CandidateResult.NOT_RUN, 1),
                candidate("SELECT name FROM clients", CandidateResult.NOT_RUN, 1)), "execution off: nothing to compare");
    }

    @Test
    void theThresholdsAreInclusiveAndTheOptionsCapped() {
        JudgedCandidate[] twoOneOne = {candidate("SELECT name, sum(amount) FROM orders GROUP BY name", TOTALS, 2),
            candidate("SELECT name, count(*) FROM orders GROUP BY name", COUNTS, 1),
            candidate("SELECT name FROM customers", NAMES, 1)};
        assertEquals(Optional.empty(), find(twoOneOne), "lead 0.50, margin 0.25: beyond the default margin");
        assertTrue(find(new Disagreement(0.5, 0.25), twoOneOne).isPresent(), "a margin of exactly the threshold");

        DisagreementFinding fourWays = find(candidate("SELECT name, sum(amount) FROM orders GROUP BY name", TOTALS, 1),
                candidate("SELECT name, count(*) FROM orders GROUP BY name", COUNTS, 1),
                candidate("SELECT name FROM customers", NAMES, 1),
                candidate("SELECT name FROM customers WHERE false", NOTHING, 1)).orElseThrow();
        assertEquals(4, fourWays.split().readings().size());
        assertEquals(Disagreement.MAX_OPTIONS, fourWays.options().size());
    }

    @Test
    void aLongFirstRowIsAbbreviated() {
        List<Object> row = new ArrayList<>(List.of("a description far longer than anyone reads in an option", 1, 2, 3, 4));
        CandidateResult wide = CandidateResult.rows(List.of(row), 5, false);
        assertEquals("1 row (5 columns), first: a description far longe…, 1, 2, 3, …", ReadingDescription.of(wide));
        assertEquals("no rows (name)", ReadingDescription.of(NOTHING));
    }
}
