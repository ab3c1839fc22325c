package io.nlguard.compare.structure;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The output serializes with the glossary's field names, and the distance follows the clause weights. */
class StructuralComparisonJsonTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final StructuralComparator COMPARATOR = new StructuralComparator(MusicCatalog.catalog());

    @Test
    void fieldsUseTheGlossaryNames() {
        JsonNode json = JSON.valueToTree(COMPARATOR.compare("SELECT title FROM album WHERE year > 1 AND year > 1",
                "SELECT title FROM album WHERE year > 1"));

        assertTrue(json.get("normalized_sql_match").asBoolean());
        assertEquals("plan", json.get("match_gate").asText());
        assertEquals("equal", json.at("/plan_comparison/status").asText());
        assertEquals("select title from album where year > 1", json.get("normalized_sql_expected").asText());
        List<String> clauses = new ArrayList<>();
        json.get("clause_match").fieldNames().forEachRemaining(clauses::add);
        assertEquals(List.of("projection", "selection", "having", "join", "group_by", "order_by", "limit_offset",
                "distinct", "window", "set_operators"), clauses);
        JsonNode selection = json.at("/clause_match/selection");
        assertFalse(selection.get("match").asBoolean());
        assertTrue(selection.get("present_in_actual").asBoolean());
        assertEquals("year > 1", selection.at("/only_in_actual/0").asText());
        assertTrue(json.get("clause_weighted_distance").isNumber());
        assertEquals(6.0 / 7, json.at("/ast_flattened_f1/f1").asDouble(), 1e-12);
        assertFalse(json.has("blocked_reason"), "absent unless blocked");
    }

    @Test
    void aBlockedComparisonLeavesTheScoresOut() {
        JsonNode json = JSON.valueToTree(COMPARATOR.compare("SELECT FROM WHERE", "SELECT 1"));

        assertEquals("parse_failure", json.get("blocked_reason").asText());
        assertEquals("none", json.get("match_gate").asText());
        assertTrue(json.get("clause_match").isNull(), "a glossary field is written as null when blocked");
        assertTrue(json.get("clause_weighted_distance").isNull());
        assertFalse(json.has("parse_error_actual"), "Layer 1's name, for its structured parse error");
        assertTrue(json.get("blocked_detail_actual").asText().contains("does not parse"));
    }

    @Test
    void distanceIsTheWeightedMeanOverTheClausesEitherQueryHas() {
        StructuralComparison result = COMPARATOR.compare("SELECT name FROM artist WHERE country = 'FR'",
                "SELECT name FROM artist WHERE country = 'DE'");

        // projection (0.20) and join (0.15) match, selection (0.20) shares nothing; the other clauses are absent
        assertEquals(0.20 / (0.20 + 0.20 + 0.15), result.clauseWeightedDistance(), 1e-12);
    }

    @Test
    void weightsCanBeChanged() {
        String actual = "SELECT name FROM artist WHERE country = 'FR'";
        String expected = "SELECT name FROM artist WHERE country = 'DE'";

        double heavySelection = new StructuralComparator(MusicCatalog.catalog(),
                ClauseWeights.of(Map.of(Clause.SELECTION, 0.65))).compare(actual, expected).clauseWeightedDistance();
        double ignoredSelection = new StructuralComparator(MusicCatalog.catalog(),
                ClauseWeights.of(Map.of(Clause.SELECTION, 0.0))).compare(actual, expected).clauseWeightedDistance();

        assertEquals(0.65 / (0.65 + 0.20 + 0.15), heavySelection, 1e-12);
        assertEquals(0.0, ignoredSelection, 1e-12);
    }

    @Test
    void identicalQueriesAreAtDistanceZeroAndDisjointOnesAtOne() {
        assertEquals(0.0, COMPARATOR.compare("SELECT title FROM album", "SELECT title FROM album").clauseWeightedDistance());
        assertEquals(1.0, COMPARATOR.compare("SELECT title FROM album", "SELECT name FROM track").clauseWeightedDistance(), 1e-12);
    }
}
