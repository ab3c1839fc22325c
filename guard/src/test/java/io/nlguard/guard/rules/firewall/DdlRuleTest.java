package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.Severity;

class DdlRuleTest {

    private static final String RULE = "ddl";

    @Test
    void dropTableIsRecordedOnTheTreeNode() {
        Finding finding = assertFires(RULE, "DROP TABLE singer", "Drop(DROP TABLE) at 1:12");
        assertEquals(Severity.INFO, finding.severity());
        assertEquals(0, finding.nodeId());
    }

    @Test
    void createOrReplaceNamesTheObjectKind() {
        assertFires(RULE, "CREATE OR REPLACE VIEW v AS SELECT 1", "is DDL (CREATE VIEW)");
        assertFires(RULE, "TRUNCATE concert", "TruncateTable(TRUNCATE CONCERT) at 1:10");
        assertFires(RULE, "ALTER TABLE singer ADD COLUMN age int", "Alter(ALTER TABLE) at 1:13");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "SELECT * INTO TEMP x FROM t                           | Select(SELECT * INTO TEMP x FROM t) at 1:1",
            "SELECT a INTO new_table FROM t                        | Select(SELECT a INTO new_table FROM t) at 1:1",
            "WITH w AS (SELECT 1 AS a) SELECT a INTO UNLOGGED u FROM w | Select(SELECT a INTO UNLOGGED u FROM w) at 1:27"})
    void selectIntoCreatesATable(String sql, String cited) {
        Finding finding = assertFires(RULE, sql, cited + " is DDL (SELECT ... INTO): it creates a table");
        assertEquals(Severity.INFO, finding.severity());
    }

    @Test
    void unparsedDdlIsFoundByItsKeyword() {
        String sql = "  CREATE STATISTICS s ON a, b FROM t";
        assertFalse(Firewall.parses(sql));
        assertFires(RULE, sql, "Command(CREATE STATISTICS s ON a, b FROM t) at 1:3");
    }

    @Test
    void secondStatementOfAScriptIsCitedAtItsOwnStart() {
        assertFires(RULE, "SELECT 1;\n  DROP VIEW v", "Drop(DROP VIEW) at 2:13");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT created, altered, dropped FROM audit",
            "SELECT * FROM t WHERE status = 'DROP TABLE'",
            "INSERT INTO log (msg) VALUES ('create')",
            "WITH gone AS (DELETE FROM t WHERE a = 1 RETURNING *) INSERT INTO log SELECT * FROM gone",
            "SELECT * FROM t WHERE note = 'select into temp x'",
            "SELECT * FROM t WHERE id IN (SELECT id FROM u)",
            "-- create table later\nSELECT 1"})
    void queriesAndWordsInStringsAreNotDdl(String sql) {
        assertQuiet(RULE, sql);
    }
}
