package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rules.RulePolicy;

class TablePolicyRuleTest {

    private static final String RULE = "table-policy";
    private static final RulePolicy DENY = new RulePolicy(false, Set.of(), Set.of("salaries", "hr.reviews"));
    private static final RulePolicy ALLOW = new RulePolicy(false, Set.of("singer", "public.concert"), Set.of());

    @Test
    void deniedTablesAreCitedWhereTheyAreReferenced() {
        assertFires(RULE, "SELECT s.amount FROM employees e JOIN salaries s ON s.emp = e.id", "Table(salaries) at 1:39", DENY);
        assertFires(RULE, "SELECT * FROM HR.Reviews", "Table(Reviews) at 1:15", DENY);
        assertFires(RULE, "SELECT * FROM \"Salaries\"", "nlguard.tables.deny forbids", DENY);
        assertFires(RULE, "SELECT * FROM t WHERE x IN (SELECT emp FROM public.salaries)", "references public.salaries", DENY);
        assertFires(RULE, "UPDATE salaries SET amount = 0 WHERE emp = 1", "Table(salaries) at 1:8", DENY);
    }

    @Test
    void tablesReadByTableOrWrittenInsideWithAreCited() {
        assertFires(RULE, "TABLE salaries", "Table(salaries) at 1:7", DENY);
        assertFires(RULE, "WITH d AS (DELETE FROM salaries WHERE emp = 1 RETURNING *) SELECT * FROM d", "Table(salaries) at 1:24", DENY);
        assertFires(RULE, "SELECT * INTO salaries FROM singer", "Table(salaries) at 1:15", DENY);
    }

    @Test
    void schemaQualifiedEntriesMatchUnqualifiedNamesOnTheSearchPath() {
        RulePolicy denyPublic = new RulePolicy(false, Set.of(), Set.of("public.salaries"));
        assertFires(RULE, "SELECT * FROM salaries", "Table(salaries) at 1:15", denyPublic);
        assertQuiet(RULE, "SELECT * FROM archive.salaries", denyPublic);
    }

    @Test
    void tablesOffTheAllowListAreCited() {
        assertFires(RULE, "SELECT T1.name FROM singer AS T1 JOIN stadium AS T2 ON T1.sid = T2.id", "Table(stadium) at 1:39", ALLOW);
        assertFires(RULE, "SELECT * FROM other.concert", "not on nlguard.tables.allow", ALLOW);
    }

    @Test
    void unparsedStringsAreCheckedOnTheNamesAfterTableKeywords() {
        String sql = "SELECT * FROM salaries s WHERE s.amount ~~~ 5";
        assertFalse(Firewall.parses(sql));
        assertFires(RULE, sql, "Table(salaries) at 1:15", DENY);
        assertFires(RULE, "COPY stadium FROM STDIN", "Table(stadium) at 1:6", ALLOW);
    }

    @Test
    void everyReferenceIsReported() {
        assertEquals(2, Firewall.check(RULE, "SELECT * FROM salaries a JOIN hr.reviews b ON a.id = b.id", DENY).size());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT T1.name FROM singer AS T1 JOIN concert AS T2 ON T1.id = T2.sid WHERE T2.year = 2014",
            "WITH stadium AS (SELECT * FROM singer) SELECT * FROM stadium",
            "SELECT * FROM public.concert",
            "SELECT relname FROM pg_catalog.pg_class",
            "SELECT table_name FROM information_schema.tables",
            "SELECT count(*) FROM pg_stat_activity",
            "SELECT 1"})
    void allowedTablesCtesAndCatalogReadsPass(String sql) {
        assertQuiet(RULE, sql, ALLOW);
    }

    @Test
    void catalogWritesAreNotCoveredByTheReadExemption() {
        assertFires(RULE, "DELETE FROM pg_catalog.pg_class WHERE oid = 1", "Table(pg_class) at 1:13", ALLOW);
    }

    @Test
    void noPolicyNoFindings() {
        assertQuiet(RULE, "SELECT * FROM salaries");
    }
}
