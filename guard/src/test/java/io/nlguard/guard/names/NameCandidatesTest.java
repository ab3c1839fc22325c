package io.nlguard.guard.names;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.nlguard.guard.names.NameCandidates.Candidate;

class NameCandidatesTest {

    @ParameterizedTest(name = "{0} ~ {1}")
    @CsvSource(delimiter = '|', textBlock = """
            free meal count (k-12) | Free Meal Count (K-12) | 1.0
            FirstName              | first_name             | 0.95
            First Name             | first_name             | 0.95
            enrollment_ages_5_17   | Enrollment (Ages 5-17) | 0.95
            `enrollment (k-12)`    | Enrollment (K-12)      | 0.95
            """)
    void caseAndSpellingVariantsScoreAtTheTop(String wanted, String candidate, double expected) {
        assertEquals(expected, NameCandidates.score(wanted, candidate, null), 1e-9);
    }

    @ParameterizedTest(name = "{0} ~ {1}")
    @CsvSource(delimiter = '|', textBlock = """
            creationdate | creaiondate
            singr        | singer
            concert_nam  | concert_name
            players      | player
            """)
    void oneSlipInALongEnoughNameIsAccepted(String wanted, String candidate) {
        double score = NameCandidates.score(wanted, candidate, null);
        assertTrue(score >= NameCandidates.ACCEPT && score < 0.95, wanted + " ~ " + candidate + " = " + score);
    }

    @ParameterizedTest(name = "{0} ~ {1}")
    @CsvSource(delimiter = '|', textBlock = """
            atom_id2           | atom_id
            a11                | a12
            home_player_1      | home_player_11
            tp                 | pt
            year               | years
            type               | types
            enrollment         | Enrollment (K-12)
            capasiti           | capacity
            ref_templates      | ref_template_types
            property_type_name | property_type_code
            link_to_event      | link_to_budget
            """)
    void otherNamesAreNeverAccepted(String wanted, String candidate) {
        double score = NameCandidates.score(wanted, candidate, null);
        assertTrue(score < NameCandidates.ACCEPT, wanted + " ~ " + candidate + " = " + score);
    }

    @Test
    void theTablesOwnNameAsAPrefixIsDropped() {
        assertEquals(0.9, NameCandidates.score("event_status", "status", "event"), 1e-9);
        assertEquals(0.9, NameCandidates.score("id", "orchestra_id", "orchestra"), 1e-9);
        assertTrue(NameCandidates.score("event_status", "status", "budget") < NameCandidates.ACCEPT);
    }

    @Test
    void theBestIsUsedOnlyWithAClearLeadOverTheRunnerUp() {
        List<Candidate> ranked = NameCandidates.rank("creationdate", List.of("id", "creaiondate", "closeddate"), "posts");
        assertEquals("creaiondate", NameCandidates.confident(ranked).name());
        List<Candidate> close = NameCandidates.rank("colour", List.of("color", "colours"), "paint");
        assertEquals(2, close.size(), close.toString());
        assertNull(NameCandidates.confident(close), close.toString());
        assertTrue(NameCandidates.describe(close, 3).matches("paint\\.colours \\(0\\.9\\d\\), paint\\.color \\(0\\.\\d\\d\\)"),
                NameCandidates.describe(close, 3));
    }

    @Test
    void theSameNameInAnotherCaseNeedsNoMarginUnlessItIsThereTwice() {
        List<Candidate> ranked = NameCandidates.rank("percent (%) eligible free (k-12)",
                List.of("Percent (%) Eligible Free (K-12)", "Percent (%) Eligible FRPM (K-12)"), "frpm");
        assertEquals("Percent (%) Eligible Free (K-12)", NameCandidates.confident(ranked).name());
        assertNull(NameCandidates.confident(NameCandidates.rank("Name", List.of("name", "NAME"), null)));
    }

    @Test
    void aHigherBarCanBeAsked() {
        List<Candidate> ranked = NameCandidates.rank("singr", List.of("singer"), null);
        assertEquals("singer", NameCandidates.confident(ranked).name());
        assertNull(NameCandidates.confident(ranked, 0.95));
    }

    @Test
    void candidatesTooFarToMentionAreLeftOut() {
        assertEquals(List.of(), NameCandidates.rank("division", List.of("id", "season", "home_team_goal"), "match"));
    }

    @Test
    void threeLettersOneEditFromANameAreNamedNeverUsedAndNeverSpoilASureMatch() {
        assertEquals(NameCandidates.SHORT, NameCandidates.score("nme", "name", null));
        assertEquals(0, NameCandidates.score("tp", "pt", null));
        assertNull(NameCandidates.confident(NameCandidates.rank("nme", List.of("name", "age"), "singer")));
        List<Candidate> ranked = NameCandidates.rank("creationdat", List.of("creationdate", "creation"), "posts");
        assertEquals("creationdate", NameCandidates.confident(ranked).name());
        assertTrue(NameCandidates.ACCEPT - NameCandidates.SHORT > NameCandidates.MARGIN);
    }
}
