package io.nlguard.nl.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import org.junit.jupiter.api.Test;

/** The hand-made selector over signals gathered from judged candidates. */
class HandMadeSelectorTest {

    private final Selector selector = new HandMadeSelector(Calibration.UNCALIBRATED);

    private static CandidateResult count(long n) {
        return CandidateResult.rows(List.of(List.of(n)), 1, false);
    }

    private static JudgedCandidate judged(String sql, double risk, CandidateResult result) {
        return new JudgedCandidate(sql, false, 0, risk, risk, true, 10, result, 1);
    }

    private String chosen(List<JudgedCandidate> candidates) {
        Selection selection = selector.select(SignalGathering.of(candidates,
                SelectionContext.of("How many orders are there?", Catalog.empty())));
        return selection.chosen().isPresent() ? candidates.get(selection.chosen().getAsInt()).sql() : null;
    }

    @Test
    void aMajorityClusterWinsOverALoneLowRiskCandidate() {
        List<JudgedCandidate> candidates = List.of(judged("SELECT count(*) FROM orders", 0.4, count(7)),
                judged("SELECT count(order_id) FROM orders", 0.4, count(7)),
                judged("SELECT count(DISTINCT customer_id) FROM orders", 0.0, count(4)));
        assertEquals("SELECT count(*) FROM orders", chosen(candidates), "equal scores: the first text wins");
    }

    @Test
    void anErrorNeverWinsWhateverItsVotesAndAnEmptyResultCountsLess() {
        List<JudgedCandidate> candidates = List.of(
                new JudgedCandidate("SELECT count(*) / 0 FROM orders", false, 0, 0, 0, true, 1,
                        CandidateResult.error("22012", "division by zero"), 5),
                new JudgedCandidate("SELECT count(*) FROM orders WHERE status = 'x'", false, 0, 0, 0, true, 1,
                        CandidateResult.rows(List.of(), 1, false), 2),
                judged("SELECT count(*) FROM orders", 0.2, count(7)));
        assertEquals("SELECT count(*) FROM orders", chosen(candidates));
    }

    @Test
    void theOrderOfTheCandidatesDoesNotChangeTheChoiceOrTheScores() {
        List<JudgedCandidate> candidates = new ArrayList<>(List.of(judged("SELECT count(*) FROM orders", 0.3, count(7)),
                judged("SELECT count(1) FROM orders", 0.1, count(7)), judged("SELECT 7", 0.0, count(7)),
                judged("SELECT count(*) FROM customers", 0.0, count(4)),
                judged("SELECT count(*) FROM products", 0.0, count(4)),
                new JudgedCandidate("DELETE FROM orders", true, 0, 0, 0, false, Double.NaN, CandidateResult.NOT_RUN, 3)));
        String first = chosen(candidates);
        double confidence = confidence(candidates);
        for (int i = 0; i < candidates.size(); i++) {
            Collections.rotate(candidates, 1);
            if (i % 2 == 1) {
                Collections.swap(candidates, 0, candidates.size() - 1);
            }
            assertEquals(first, chosen(candidates), candidates.toString());
            assertEquals(confidence, confidence(candidates), 1e-12);
        }
        Collections.reverse(candidates);
        assertEquals(first, chosen(candidates));
    }

    private double confidence(List<JudgedCandidate> candidates) {
        return selector.select(SignalGathering.of(candidates, SelectionContext.NONE)).confidence();
    }

    @Test
    void itAbstainsWhenNothingPasses() {
        Selection selection = selector.select(SignalGathering.of(List.of(
                new JudgedCandidate("DELETE FROM orders", true, 0, 0, 0, false, Double.NaN, CandidateResult.NOT_RUN, 2),
                new JudgedCandidate("SELECT town FROM orders", false, 0, 0, 0, false, Double.NaN,
                        CandidateResult.NOT_RUN, 1),
                new JudgedCandidate("SELECT 1 / 0", false, 0, 0, 0, true, 0.01,
                        CandidateResult.error("22012", "division by zero"), 1)), SelectionContext.NONE));
        assertFalse(selection.chosen().isPresent());
        assertEquals(0, selection.confidence());
        assertEquals(3, selection.scores().size());
    }

    @Test
    void withNothingRunVotesDecideAndTheScoreIsTheUncalibratedConfidence() {
        List<JudgedCandidate> candidates = List.of(
                new JudgedCandidate("SELECT b", false, 0, 0, 0, true, 1, CandidateResult.NOT_RUN, 2),
                new JudgedCandidate("SELECT a", false, 0, 0, 0, true, 1, CandidateResult.NOT_RUN, 1));
        Selection selection = selector.select(SignalGathering.of(candidates, SelectionContext.NONE));
        assertEquals(0, selection.chosen().getAsInt());
        assertEquals(selection.scores().get(0), selection.confidence(), 1e-12);
        assertTrue(selection.scores().get(0) > selection.scores().get(1));
    }

    @Test
    void aCheaperPlanAndAFittingShapeBreakAnEvenVote() {
        List<JudgedCandidate> candidates = List.of(
                new JudgedCandidate("SELECT count(*) FROM orders", false, 0, 0, 0, true, 10, count(7), 1),
                new JudgedCandidate("SELECT order_id FROM orders", false, 0, 0, 0, true, 10,
                        CandidateResult.rows(List.of(List.of(1), List.of(2)), 1, false), 1),
                new JudgedCandidate("SELECT count(*) FROM orders o, orders p", false, 0, 0, 0, true, 10_000, count(49), 1));
        assertEquals("SELECT count(*) FROM orders", chosen(candidates));
    }

    @Test
    void theFeatureVectorHasANameForEveryValue() {
        CandidateSignals signals = SignalGathering.of(List.of(judged("SELECT 1", 0.2, count(1))), SelectionContext.NONE)
                .get(0);
        double[] features = SignalFeatures.of(signals);
        assertEquals(SignalFeatures.NAMES.size(), features.length);
        assertEquals(1.0, features[SignalFeatures.NAMES.indexOf("cluster_share")]);
        assertEquals(0.2, features[SignalFeatures.NAMES.indexOf("max_risk")]);
        assertTrue(Double.isNaN(features[SignalFeatures.NAMES.indexOf("schema_adherence")]), "unknown stays NaN");
    }
}
