package io.nlguard.compare.instances;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonMode;
import io.nlguard.compare.request.InstanceOptions;
import io.nlguard.compare.request.NullEqualityMode;
import io.nlguard.compare.result.ResultComparator;
import io.nlguard.compare.validate.ErrorCategory;
import io.nlguard.compare.validate.ErrorCause;
import io.nlguard.compare.validate.ExecutionResult;
import io.nlguard.compare.validate.PostgresSandbox;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/** The multi-instance check end to end on a real server. */
@RealPostgres
class InstanceEquivalenceOnPostgresTest {

    private static final ComparisonConfig CONFIG = ComparisonConfig.defaults();
    private final InstanceEquivalenceChecker checker = new InstanceEquivalenceChecker();

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        SpiderSchema.create(db);
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table device(device_id int primary key, address inet not null)");
        }
    }

    private InstanceEquivalence check(Connection c, String actual, String expected, long seed) throws SQLException {
        return checker.check(c, actual, expected, CONFIG, InstanceOptions.withSeed(seed));
    }

    /** The premise of the meaning-differs cases: on the real data both queries return the same. */
    private static void assertAgreeOnRealData(Connection c, String actual, String expected) {
        PostgresSandbox sandbox = PostgresSandbox.of(c, CONFIG);
        ExecutionResult a = sandbox.execute(actual);
        ExecutionResult e = sandbox.execute(expected);
        assertTrue(a.success() && e.success());
        assertTrue(new ResultComparator(CONFIG).compare(a.table(), e.table()).modePass(), "agree on the given data");
    }

    @ParameterizedTest(name = "seed {0}: {1} vs {2}")
    @CsvSource(delimiter = '|', value = {
            "1|SELECT name FROM singer WHERE age > 30|SELECT name FROM singer WHERE age >= 30",
            "2|SELECT name FROM singer WHERE age > 30|SELECT name FROM singer WHERE age >= 30",
            "1|SELECT count(*) FROM singer|SELECT count(country) FROM singer",
            "2|SELECT count(*) FROM singer|SELECT count(country) FROM singer",
            "1|SELECT c.concert_id, count(*) FROM concert c JOIN singer_in_concert s ON c.concert_id = s.concert_id"
                    + " GROUP BY c.concert_id|SELECT c.concert_id, count(*) FROM concert c LEFT JOIN singer_in_concert s"
                    + " ON c.concert_id = s.concert_id GROUP BY c.concert_id",
            "3|SELECT name FROM singer WHERE country = 'France'|SELECT name FROM singer WHERE country ILIKE 'france'",
    })
    void aPairThatAgreesOnLuckyDataButMeansSomethingElseIsCaught(long seed, String actual, String expected,
                                                                 TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            assertAgreeOnRealData(c, actual, expected);
            InstanceEquivalence result = check(c, actual, expected, seed);
            assertEquals(InstanceVerdict.DIFFERS_ON_SOME, result.verdict());
            assertEquals(PassEffect.TURNS_PASS_INTO_FAIL, result.effectOnPass());
            assertEquals(PassEffect.TURNS_PASS_INTO_FAIL, result.effectOn(true));
            assertEquals(PassEffect.NONE, result.effectOn(false), "a failing result is never changed");
            assertTrue(result.instancesDiffering() > 0);
            assertEquals(result.instancesRun(), result.instancesAgreeing() + result.instancesDiffering()
                    + result.instancesInconclusive());
            InstanceOutcome distinguishing = result.distinguishingInstance();
            assertNotNull(distinguishing);
            assertEquals(OutcomeStatus.DIFFER, distinguishing.status());
            assertNotNull(distinguishing.firstDifference(), distinguishing.description());
            assertEquals("missing", distinguishing.firstDifference().reason());
            assertTrue(distinguishing.description().contains("first row only in"), distinguishing.description());
            assertEquals(0, SpiderSchema.instanceSchemas(c));
        }
    }

    @ParameterizedTest(name = "{0} vs {1}")
    @CsvSource(delimiter = '|', value = {
            "SELECT name FROM singer WHERE age > 30 AND country = 'France'"
                    + "|SELECT s.name FROM singer AS s WHERE s.country = 'France' AND s.age > 30",
            "SELECT name FROM singer WHERE country IN ('France', 'Spain')"
                    + "|SELECT name FROM singer WHERE country = 'France' OR country = 'Spain'",
            "SELECT s.name FROM singer s JOIN singer_in_concert sic ON s.singer_id = sic.singer_id WHERE sic.concert_id = 1"
                    + "|SELECT name FROM singer WHERE singer_id IN (SELECT singer_id FROM singer_in_concert WHERE concert_id = 1)",
            "SELECT count(*) FROM concert WHERE year BETWEEN 2014 AND 2015"
                    + "|SELECT count(*) FROM concert WHERE year >= 2014 AND year <= 2015",
    })
    void aTrulyEquivalentPairAgreesOnEveryInstance(String actual, String expected, TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            InstanceEquivalence result = check(c, actual, expected, 11);
            assertEquals(InstanceVerdict.EQUIVALENT_ON_ALL, result.verdict(), String.valueOf(result.distinguishingInstance()));
            assertEquals(PassEffect.CONFIRMS_PASS, result.effectOnPass());
            assertEquals(InstanceOptions.DEFAULT_INSTANCES, result.instancesRun());
            assertEquals(result.instancesRun(), result.instancesAgreeing());
            assertTrue(result.instancesSkipped().isEmpty());
            assertNull(result.distinguishingInstance());
            assertTrue(result.instances().stream().anyMatch(o -> o.actualRows() > 0), "some instance is not vacuous");
        }
    }

    @Test
    void theSameSeedGivesTheSameInstancesAndOutcomeAnotherSeedOtherData(TestDatabase db) throws SQLException {
        String actual = "SELECT name FROM singer WHERE age > 30";
        String expected = "SELECT name FROM singer WHERE age >= 30";
        try (Connection c = db.connect()) {
            InstanceEquivalence first = check(c, actual, expected, 42);
            InstanceEquivalence again = check(c, actual, expected, 42);
            InstanceEquivalence other = check(c, actual, expected, 43);
            assertEquals(digests(first), digests(again));
            assertEquals(first.instances().stream().map(InstanceOutcome::status).toList(),
                    again.instances().stream().map(InstanceOutcome::status).toList());
            assertEquals(first.instances().stream().map(InstanceOutcome::rowCounts).toList(),
                    again.instances().stream().map(InstanceOutcome::rowCounts).toList());
            assertEquals(first.distinguishingInstance(), again.distinguishingInstance());
            assertEquals(42, first.seed());
            assertEquals(digests(first).get(0), digests(other).get(0), "the empty instance holds no data either way");
            for (int i = 1; i < first.instances().size(); i++) {
                assertNotEquals(digests(first).get(i), digests(other).get(i), "instance " + i);
            }
        }
    }

    private static List<String> digests(InstanceEquivalence result) {
        return result.instances().stream().map(InstanceOutcome::dataDigest).toList();
    }

    @Test
    void aQueryThatErrorsOnAnInstanceIsReportedNotThrown(TestDatabase db) throws SQLException {
        String actual = "SELECT name, 100 / (age - 30) FROM singer";
        String expected = "SELECT name, 100 / (age - 30) FROM singer WHERE age IS DISTINCT FROM 30";
        try (Connection c = db.connect()) {
            assertAgreeOnRealData(c, actual, expected);
            InstanceEquivalence result = check(c, actual, expected, 5);
            assertEquals(InstanceVerdict.DIFFERS_ON_SOME, result.verdict());
            InstanceOutcome failing = result.instances().stream().filter(o -> o.actualError() != null).findFirst()
                    .orElseThrow(() -> new AssertionError("no instance with a 30-year-old"));
            assertEquals(OutcomeStatus.DIFFER, failing.status());
            assertEquals(ErrorCategory.DIVISION_BY_ZERO, failing.actualError().category());
            assertEquals("22012", failing.actualError().sqlState());
            assertNull(failing.expectedError());
            assertNotNull(failing.expectedRows());
            assertTrue(failing.description().startsWith("actual query failed"), failing.description());
            assertEquals(0, SpiderSchema.instanceSchemas(c));
        }
    }

    @Test
    void instanceSchemasAreGoneAfterwardsAlsoWhenQueriesFail(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            InstanceEquivalence bothFail = check(c, "SELECT no_such_column FROM singer", "SELECT 1 / 0 FROM singer", 3);
            assertEquals(0, SpiderSchema.instanceSchemas(c));
            assertTrue(bothFail.instances().stream().allMatch(o -> o.status() != OutcomeStatus.AGREE));
            assertTrue(bothFail.instances().stream().allMatch(o -> o.actualError() != null), "fails on every instance");
            assertEquals(ErrorCategory.MISSING_COLUMN, bothFail.instances().get(0).actualError().category());
            assertEquals(OutcomeStatus.INCONCLUSIVE, bothFail.instances().stream()
                    .filter(o -> o.expectedError() != null).findFirst().orElseThrow().status());

            InstanceEquivalence refused = check(c, "DELETE FROM singer", "SELECT name FROM singer", 3);
            assertEquals(0, SpiderSchema.instanceSchemas(c));
            assertTrue(refused.instances().stream().allMatch(o -> o.status() == OutcomeStatus.INCONCLUSIVE
                    && o.actualError().cause() == ErrorCause.REFUSED), "a refused statement tells nothing apart");
            assertEquals(InstanceVerdict.NOT_CHECKED, refused.verdict());
            assertEquals(PassEffect.NONE, refused.effectOnPass());
            assertEquals(3, count(c, "select count(*) from singer"), "the real table is untouched");
            assertEquals("public", searchPathHead(c), "the session's search_path is put back");
        }
    }

    @Test
    void aNotNullColumnOfATypeWithoutGeneratorSkipsTheInstancesThatNeedIt(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            InstanceEquivalence result = check(c, "SELECT count(*) FROM device", "SELECT count(device_id) FROM device", 1);
            assertEquals(List.of(1, 2, 3, 4), result.instancesSkipped().stream().map(SkippedInstance::index)
                    .filter(i -> i < 5).toList(), "the fixed shapes with rows are skipped");
            assertTrue(result.instancesSkipped().stream().allMatch(s -> s.reason().contains("device.address")
                    && s.reason().contains("inet")), result.instancesSkipped().toString());
            assertEquals(OutcomeStatus.AGREE, result.instances().get(0).status(), "the empty instance needs no value");
            assertTrue(result.instances().stream().filter(o -> o.status() != OutcomeStatus.SKIPPED)
                    .allMatch(o -> o.rowCounts().get("device") == 0));
            assertEquals(InstanceVerdict.EQUIVALENT_ON_ALL, result.verdict());
            assertEquals(0, SpiderSchema.instanceSchemas(c));
        }
    }

    @Test
    void queriesThatWouldReadTheRealDataAreNotChecked(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create or replace view french as select * from singer where country = 'France'");
            InstanceEquivalence qualified = check(c, "SELECT name FROM public.singer", "SELECT name FROM singer", 1);
            assertEquals(InstanceVerdict.NOT_CHECKED, qualified.verdict());
            assertEquals(PassEffect.NONE, qualified.effectOnPass());
            assertTrue(qualified.reason().contains("public.singer"), qualified.reason());
            InstanceEquivalence view = check(c, "SELECT name FROM french", "SELECT name FROM singer WHERE country = 'France'", 1);
            assertEquals(InstanceVerdict.NOT_CHECKED, view.verdict());
            assertTrue(view.reason().contains("view french"), view.reason());
            assertEquals(0, view.instancesRun());
        }
    }

    @Test
    void orderSensitiveDifferencesInOrderOnlyTurnAPassIntoAWarning(TestDatabase db) throws SQLException {
        ComparisonConfig ordered = CONFIG.toBuilder().comparisonMode(ComparisonMode.ORDER_SENSITIVE).build();
        try (Connection c = db.connect()) {
            InstanceEquivalence result = checker.check(c, "SELECT singer_id FROM singer ORDER BY singer_id",
                    "SELECT singer_id FROM singer ORDER BY singer_id DESC", ordered, InstanceOptions.withSeed(9));
            assertEquals(InstanceVerdict.DIFFERS_ON_SOME, result.verdict());
            assertEquals(PassEffect.TURNS_PASS_INTO_WARNING, result.effectOnPass());
            assertEquals(Boolean.TRUE, result.distinguishingInstance().orderOnly());
            assertEquals("order", result.distinguishingInstance().firstDifference().reason());
        }
    }

    @Test
    void sqlSemanticNullsDoNotTellAQueryFromItself(TestDatabase db) throws SQLException {
        ComparisonConfig sqlNulls = CONFIG.toBuilder().nullEqualityMode(NullEqualityMode.SQL_SEMANTIC).build();
        try (Connection c = db.connect()) {
            InstanceEquivalence result = checker.check(c, "SELECT country FROM singer", "SELECT s.country FROM singer s",
                    sqlNulls, InstanceOptions.withSeed(4));
            assertEquals(InstanceVerdict.EQUIVALENT_ON_ALL, result.verdict());
            assertTrue(result.instances().stream().anyMatch(o -> "nulls".equals(o.profile()) && o.actualRows() > 0));
            assertFalse(result.notes().isEmpty());
        }
    }

    @Test
    void theReportIsJsonWithSnakeCaseNames(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            InstanceEquivalence result = check(c, "SELECT count(*) FROM singer", "SELECT count(country) FROM singer", 1);
            JsonNode json = new ObjectMapper().valueToTree(result);
            assertEquals("differs_on_some", json.get("verdict").asText());
            assertEquals("turns_pass_into_fail", json.get("effect_on_pass").asText());
            assertEquals(1, json.get("seed").asLong());
            assertEquals(result.instancesRun(), json.get("instances_run").asInt());
            assertEquals(result.instancesAgreeing(), json.get("instances_agreeing").asInt());
            assertTrue(json.get("instances_skipped").isArray());
            JsonNode distinguishing = json.get("distinguishing_instance");
            assertEquals("differ", distinguishing.get("status").asText());
            assertTrue(distinguishing.get("row_counts").has("singer"));
            assertTrue(distinguishing.get("first_differing_row").get("row").isArray());
            assertEquals(InstanceOptions.DEFAULT_INSTANCES, json.get("instances").size());
        }
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static String searchPathHead(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("select (current_schemas(false))[1]")) {
            rs.next();
            return rs.getString(1);
        }
    }
}
