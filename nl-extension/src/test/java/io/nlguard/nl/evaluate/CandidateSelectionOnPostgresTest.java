package io.nlguard.nl.evaluate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;

import io.nlguard.nl.testing.CustomersOnPostgres;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Candidates from anywhere, selected on a real PostgreSQL over a read-only connection the test owns: the
 * same text counts once with its votes, the order of the candidates changes nothing, and what the guard
 * refuses is never chosen however many wrote it.
 */
@RealPostgres
class CandidateSelectionOnPostgresTest {

    private static final String QUESTION = "How many customers live in Oslo?";
    private static final String OSLO = "SELECT count(*) FROM customers WHERE city = 'Oslo'";
    private static final String OSLO_TOO = "SELECT count(id) FROM customers c WHERE c.city = 'Oslo'";
    private static final String ALL = "SELECT count(*) FROM customers";
    private static final String DELETE = "DELETE FROM customers WHERE city = 'Bergen'";

    private CustomersOnPostgres customers;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        customers = CustomersOnPostgres.create(db, QUESTION, "(1, 'Ada', 'Oslo'), (2, 'Bo', 'Bergen'), (3, 'Cy', 'Oslo')");
    }

    @AfterEach
    void close() throws SQLException {
        customers.close();
    }

    private SelectedCandidate select(List<String> candidates) {
        return new CandidateSelection().select(QUESTION, customers.catalog(), candidates, customers.check(), customers.connection());
    }

    @Test
    void theSameTextIsOneCandidateWithItsVotesAndItsFirstIndex() {
        SelectedCandidate chosen = select(List.of(ALL, OSLO, ALL, ALL));
        assertEquals(2, chosen.evaluation().ranked().size(), "two distinct texts");
        EvaluatedCandidate all = chosen.evaluation().ranked().stream().filter(c -> c.sql().equals(ALL)).findFirst()
                .orElseThrow();
        assertEquals(3, all.votes());
        assertEquals(List.of(0, 2, 3), all.indexes());
        assertEquals(0, chosen.index(), "three votes for the same rows win; its first input index is 0");
        assertTrue(chosen.confidence() > 0 && chosen.confidence() <= 1, "confidence " + chosen.confidence());
    }

    @Test
    void theOrderOfTheCandidatesChangesNothingButTheIndex() {
        List<List<String>> orders = List.of(List.of(ALL, OSLO, OSLO_TOO), List.of(OSLO_TOO, ALL, OSLO),
                List.of(OSLO, OSLO_TOO, ALL));
        String first = null;
        for (List<String> order : orders) {
            SelectedCandidate chosen = select(order);
            assertTrue(chosen.sql().contains("Oslo"), "the two candidates with the same count win: " + chosen.sql());
            assertEquals(chosen.sql(), first == null ? chosen.sql() : first);
            first = chosen.sql();
            String input = order.get(chosen.index());
            assertTrue(input.equals(OSLO) || input.equals(OSLO_TOO), input);
        }
    }

    @Test
    void aBlockedCandidateIsNeverChosenHoweverManyWroteIt() {
        SelectedCandidate chosen = select(List.of(DELETE, DELETE, DELETE, ALL));
        assertEquals(3, chosen.index(), "the lone query, not the three writes");
        EvaluatedCandidate delete = chosen.evaluation().ranked().stream().filter(c -> c.sql().equals(DELETE))
                .findFirst().orElseThrow();
        assertTrue(delete.guard().blocked(), "firewall.read-only refuses the write");

        SelectedCandidate none = select(List.of(DELETE, DELETE));
        assertEquals(-1, none.index());
        assertTrue(none.chosen().isEmpty());
        assertNull(none.sql());
        assertEquals(0, none.confidence());
    }
}
