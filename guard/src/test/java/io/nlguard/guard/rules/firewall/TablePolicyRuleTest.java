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

    /** Each statement reads the denied table once, under a name a CTE elsewhere in it shadows. */
    @ParameterizedTest
    @ValueSource(strings = {
            // the reported bypass: the CTE is visible only inside the EXISTS subquery
            "select * from salaries where exists (with salaries as (select 1) select * from salaries)",
            // sibling scopes: a derived table's CTE is not visible to the next FROM item
            "select * from (with salaries as (select 1) select * from salaries) a, salaries",
            // nested: the CTE of a derived table is not visible to a later subquery of its enclosing query
            "select * from t where id in (select id from (with salaries as (select 1 as id) select id from salaries) s "
                    + "where id in (select emp from salaries))",
            // set operations: a WITH inside one parenthesised branch is that branch's alone
            "select * from salaries union (with salaries as (select 1) select * from salaries)",
            "(with salaries as (select 1) select * from salaries) union select * from salaries",
            // lateral joins see earlier FROM items, not the CTEs of an earlier lateral subquery
            "select * from t, lateral (with salaries as (select 1) select * from salaries) s, lateral (select * from salaries) u",
            // without RECURSIVE a CTE's body does not see itself, nor the CTEs after it
            "with salaries as (select * from salaries) select * from salaries",
            "with a as (select * from salaries), salaries as (select 1) select * from a",
            // PostgreSQL folds unquoted names only: "Salaries" and salaries are different names
            "with \"Salaries\" as (select 1) select * from salaries",
            "with salaries as (select 1) select * from \"Salaries\"",
            // schema-qualified names never name a CTE
            "with salaries as (select 1) select * from public.salaries"})
    void aCteOfTheSameNameHidesTheTableOnlyWherePostgresqlSeesIt(String sql) {
        assertEquals(1, Firewall.check(RULE, sql, DENY).size(), () -> "one denied reference in: " + sql);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "with salaries as (select 1 as amount) select amount from salaries",
            // the WITH of a set operation covers every branch and their subqueries
            "with salaries as (select 1) select * from salaries union select * from (select * from salaries) s",
            "with salaries as (select 1 as id) select * from t where id in (select id from (select id from salaries) s)",
            "select * from t where exists (with salaries as (select 1) select * from salaries)",
            "with recursive salaries(n) as (select 1 union all select n + 1 from salaries where n < 3) select * from salaries",
            "with a as (select 1 as x), salaries as (select x from a) select * from salaries",
            "with salaries as (select 1 as id) insert into t select id from salaries"})
    void aCteThatShadowsTheTableWherePostgresqlResolvesItStaysAllowed(String sql) {
        assertQuiet(RULE, sql, DENY);
    }

    @Test
    void theTargetOfAWriteIsATableEvenWhenACteHasItsName() {
        assertFires(RULE, "with salaries as (select 1) delete from salaries", "Table(salaries) at 1:41", DENY);
        assertFires(RULE, "with salaries as (select 1) update salaries set amount = 0", "Table(salaries) at 1:36", DENY);
        assertFires(RULE, "with salaries as (select 1) insert into salaries values (1)", "Table(salaries) at 1:41", DENY);
    }

    @Test
    void aDeniedTableInsideTheValuesOfAWriteIsCited() {
        assertFires(RULE, "update t set x = (select max(amount) from salaries)", "Table(salaries) at 1:43", DENY);
        assertFires(RULE, "insert into t values ((select max(amount) from salaries))", "Table(salaries) at 1:48", DENY);
        assertFires(RULE, "insert into t (a) select amount from salaries", "Table(salaries) at 1:38", DENY);
        assertFires(RULE, "update t set x = 1 where id in (with s as (select emp from salaries) select emp from s)",
                "Table(salaries) at 1:60", DENY);
        assertFires(RULE, "delete from t where id in (with salaries as (select 1) select * from salaries) "
                + "and id in (select emp from salaries)", "Table(salaries) at 1:107", DENY);
    }

    @Test
    void whatAMergeReadsIsCited() {
        assertFires(RULE, "MERGE INTO t USING salaries s ON t.id = s.emp WHEN MATCHED THEN UPDATE SET x = s.amount",
                "Table(salaries) at 1:20", DENY);
        assertFires(RULE, "WITH s AS (SELECT * FROM salaries) MERGE INTO t USING s ON t.id = s.emp WHEN MATCHED THEN DELETE",
                "Table(salaries) at 1:26", DENY);
        assertFires(RULE, "WITH salaries AS (SELECT 1 AS emp) MERGE INTO salaries USING t ON t.id = salaries.emp WHEN MATCHED THEN DELETE",
                "Table(salaries) at 1:47", DENY);
    }

    @Test
    void theAllowListSeesThroughCtesTheSameWay() {
        assertFires(RULE, "with singer as (select * from stadium) select * from singer", "Table(stadium) at 1:31", ALLOW);
        assertFires(RULE, "select * from (with stadium as (select 1) select * from stadium) a, stadium", "Table(stadium) at 1:69", ALLOW);
        assertFires(RULE, "select * from singer where exists (with stadium as (select 1) select 1) and exists (select * from stadium)",
                "not on nlguard.tables.allow", ALLOW);
        assertFires(RULE, "with stadium as (select 1) delete from stadium", "Table(stadium) at 1:40", ALLOW);
        assertQuiet(RULE, "select * from singer where exists (with stadium as (select 1) select * from stadium)", ALLOW);
    }

    @Test
    void unparsedTextCannotTellACteFromATableAndBlocks() {
        String sql = "with salaries as (select 1) select * from salaries s where s.amount ~~~ 5";
        assertFalse(Firewall.parses(sql));
        assertFires(RULE, sql, "Table(salaries) at 1:43", DENY);
        String allowed = "with stadium as (select 1) select * from stadium s where s.x ~~~ 5";
        assertFalse(Firewall.parses(allowed));
        assertFires(RULE, allowed, "not on nlguard.tables.allow", ALLOW);
    }

    @Test
    void noPolicyNoFindings() {
        assertQuiet(RULE, "SELECT * FROM salaries");
    }
}
