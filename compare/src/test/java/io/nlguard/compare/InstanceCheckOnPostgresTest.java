package io.nlguard.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.compare.instances.InstanceVerdict;
import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonMode;
import io.nlguard.compare.request.InstanceOptions;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.score.Verdict;
import io.nlguard.compare.validate.PostgresSandbox;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * The multi-instance check through the comparator: a pass must hold on generated instances of the schema too
 * (Spider's test-suite semantics); order-only differences there are a warning; a check not made changes nothing.
 */
@RealPostgres
class InstanceCheckOnPostgresTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ComparisonConfig CHECKED = ComparisonConfig.builder()
            .instanceCheck(InstanceOptions.withSeed(1)).build();
    private static final String OSLO = "select name from customer where city = 'Oslo'";

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        Shop.create(db);
    }

    private static ComparisonReport compare(TestDatabase db, String actual, String expected, ComparisonConfig config)
            throws SQLException {
        return Shop.compare(db, Shop.request(actual, expected, config));
    }

    @Test
    void aPassOnLuckyDataThatDiffersOnAGeneratedInstanceIsAFail(TestDatabase db) throws SQLException {
        // Oslo's customers are 1 and 3 here, not in general
        String lucky = "select name from customer where id in (1, 3)";
        ComparisonReport unchecked = compare(db, lucky, OSLO, ComparisonConfig.defaults());
        assertEquals(Verdict.PASS, unchecked.deterministicVerdict(), "equal on the given data");
        assertNull(unchecked.evidence().instanceCheck(), "the check is off by default");

        ComparisonReport report = compare(db, lucky, OSLO, CHECKED);

        assertTrue(report.evidence().result().modePass(), "the results here are still equal");
        assertEquals(Verdict.FAIL, report.deterministicVerdict());
        assertEquals(Severity.MODERATE_ISSUE, report.severity());
        assertEquals(3, report.evidence().precedenceRule());
        assertEquals(InstanceVerdict.DIFFERS_ON_SOME, report.evidence().instanceCheck().verdict());
        assertTrue(report.explanations().get(0).startsWith("Fail: the results are equal on this database"),
                report.explanations().toString());
        assertTrue(report.explanations().stream().anyMatch(e -> e.startsWith("The queries differ on ")
                && e.contains("generated instances of the schema (seed 1); on instance ")), report.explanations().toString());
        JsonNode check = JSON.valueToTree(report).at("/evidence/instance_check");
        assertEquals("turns_pass_into_fail", check.get("effect_on_pass").asText());
        assertEquals("missing", check.at("/distinguishing_instance/first_differing_row/reason").asText());
        assertTrue(report.runMetadata().timingsMs().containsKey("instance_check"));
        assertTrue(TextReport.render(report).startsWith("Verdict: FAIL (moderate issue)"));
    }

    @Test
    void aTrulyEquivalentPassIsConfirmed(TestDatabase db) throws SQLException {
        ComparisonReport report = compare(db, "select c.name from customer c where c.city in ('Oslo')", OSLO, CHECKED);

        assertEquals(Verdict.PASS, report.deterministicVerdict());
        assertEquals(Severity.PASS, report.severity());
        assertEquals(InstanceVerdict.EQUIVALENT_ON_ALL, report.evidence().instanceCheck().verdict());
        assertTrue(report.explanations().contains("The queries also agree on all " + InstanceOptions.DEFAULT_INSTANCES
                + " generated instances of the schema (seed 1)."), report.explanations().toString());
    }

    @Test
    void aDifferenceInRowOrderOnlyLeavesThePassWithAWarning(TestDatabase db) throws SQLException {
        // one customer in Rome here, so the two orders agree; generated instances have several
        ComparisonConfig ordered = CHECKED.toBuilder().comparisonMode(ComparisonMode.ORDER_SENSITIVE).build();
        ComparisonReport report = compare(db, "select name from customer where city = 'Rome' order by name",
                "select name from customer where city = 'Rome' order by name desc", ordered);

        assertEquals(InstanceVerdict.DIFFERS_ON_SOME, report.evidence().instanceCheck().verdict());
        assertEquals(Boolean.TRUE, report.evidence().instanceCheck().distinguishingInstance().orderOnly());
        assertEquals(Verdict.PASS, report.deterministicVerdict());
        assertEquals(Severity.PASS, report.severity());
        assertTrue(report.warnings().stream().anyMatch(w -> w.contains("rows came back in another order")),
                report.warnings().toString());
    }

    @Test
    void theCheckNeverTurnsAFailIntoAPassAndNeedsBothQueriesToRun(TestDatabase db) throws SQLException {
        ComparisonReport wrong = compare(db, "select name from customer where city = 'Rome'", OSLO, CHECKED);
        assertEquals(Verdict.FAIL, wrong.deterministicVerdict());
        assertFalse(wrong.evidence().result().modePass());

        ComparisonReport broken = compare(db, "select nme from customer", OSLO, CHECKED);
        assertEquals(Verdict.FAIL, broken.deterministicVerdict());
        assertNull(broken.evidence().instanceCheck(), "no instances without two queries that ran");
    }

    @Test
    void aCheckThatCannotBeMadeIsAWarningAndChangesNothing(TestDatabase db) throws SQLException {
        ComparisonReport qualified = compare(db, "select name from public.customer where city = 'Oslo'", OSLO, CHECKED);
        assertEquals(Verdict.PASS, qualified.deterministicVerdict());
        assertEquals(InstanceVerdict.NOT_CHECKED, qualified.evidence().instanceCheck().verdict());
        assertTrue(qualified.warnings().stream().anyMatch(w -> w.startsWith("the multi-instance check was not made: ")),
                qualified.warnings().toString());

        try (Connection c = db.connect()) {
            SqlComparator overAdapter = new SqlComparator(PostgresSandbox.of(c, CHECKED), null, "test");
            ComparisonReport report = overAdapter.compare(Shop.request("select name from customer where id in (1, 3)",
                    OSLO, CHECKED));
            assertEquals(Verdict.PASS, report.deterministicVerdict());
            assertTrue(report.warnings().contains("the multi-instance check was not made: it needs a JDBC connection to"
                    + " generate instances on"), report.warnings().toString());
        }
    }
}
