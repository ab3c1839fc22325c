package io.nlguard.nl.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import io.nlguard.nl.evaluate.CandidateSelection;
import io.nlguard.nl.evaluate.Evaluation;
import io.nlguard.nl.testing.CustomersOnPostgres;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The entry point after stage 5 on a real PostgreSQL: candidates judged, run and clustered by the candidate
 * evaluator, then {@link Disagreement#finding(Evaluation)}; the options describe the rows as the database returned
 * them, with its column labels.
 */
@RealPostgres
class DisagreementOnPostgresTest {

    private static final String QUESTION = "Which customers live in Oslo?";
    private static final String NAMES = "SELECT name FROM customers WHERE city = 'Oslo' ORDER BY name";
    private static final String NAMES_TOO = "SELECT c.name FROM customers c WHERE c.city = 'Oslo' ORDER BY 1";
    private static final String COUNT = "SELECT count(*) AS oslo FROM customers WHERE city = 'Oslo'";

    private CustomersOnPostgres customers;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        customers = CustomersOnPostgres.create(db, QUESTION, "(1, 'Cy', 'Oslo'), (2, 'Bo', 'Bergen'), (3, 'Ada', 'Oslo')");
    }

    @AfterEach
    void close() throws SQLException {
        customers.close();
    }

    private Optional<DisagreementFinding> finding(List<String> candidates) {
        Evaluation evaluation = new CandidateSelection().select(QUESTION, customers.catalog(), candidates, customers.check(), customers.connection())
                .evaluation();
        return new Disagreement().finding(evaluation);
    }

    @Test
    void twoReadingsOfOneVoteEachAreOfferedWithWhatTheyReturn() {
        DisagreementFinding found = finding(List.of(NAMES, COUNT)).orElseThrow();

        assertEquals(Disagreement.KIND, found.finding().kind());
        Set<String> descriptions = found.options().stream().map(ReadingOption::description).collect(Collectors.toSet());
        assertEquals(Set.of("1 of 2 candidates: 2 rows (name), first: Ada", "1 of 2 candidates: 1 row (oslo), first: 2"),
                descriptions);
        assertTrue(found.options().stream().anyMatch(o -> o.sql().contains("count(*)")), found.options().toString());
    }

    @Test
    void twoTextsWithTheSameRowsAreOneReading() {
        assertEquals(Optional.empty(), finding(List.of(NAMES, NAMES_TOO, COUNT)),
                "two of three agree: a lead of 2/3 is an answer");
        assertEquals(Optional.empty(), finding(List.of(NAMES, NAMES_TOO)));
    }
}
