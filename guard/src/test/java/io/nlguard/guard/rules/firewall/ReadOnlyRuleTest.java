package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.READ_ONLY;
import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ReadOnlyRuleTest {

    private static final String RULE = "read-only";

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "INSERT INTO singer (name) VALUES ('x')               | is INSERT: it writes rows",
            "UPDATE singer SET age = 1 WHERE singer_id = 2        | Update(UPDATE) at 1:8",
            "DELETE FROM singer WHERE singer_id = 2               | is DELETE",
            "MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DELETE | is MERGE",
            "CREATE TABLE x (a int)                               | Create(CREATE TABLE) at 1:14",
            "DROP VIEW v                                          | is DROP VIEW",
            "TRUNCATE singer                                      | is TRUNCATE",
            "GRANT SELECT ON t TO bob                             | Command(GRANT SELECT) at 1:1",
            "COMMENT ON TABLE t IS 'x'                            | is COMMENT",
            "COPY singer FROM STDIN                               | Command(COPY singer FROM STDIN) at 1:1",
            "VACUUM singer                                        | is VACUUM, which nlguard does not know to be read-only",
            "SELECT * INTO backup FROM singer                     | is SELECT ... INTO",
            "SELECT * FROM singer FOR UPDATE                      | locks rows (FOR UPDATE)",
            "SELECT * FROM singer FOR NO KEY UPDATE SKIP LOCKED   | locks rows (FOR NO KEY UPDATE)",
            "SELECT nextval('singer_id_seq')                      | calls nextval()",
            "WITH gone AS (DELETE FROM singer RETURNING *) SELECT count(*) FROM gone | writes rows through DELETE",
            "EXPLAIN ANALYZE DELETE FROM singer WHERE age > 90    | is EXPLAIN ANALYZE, which runs the statement",
            "EXPLAIN (ANALYZE true, BUFFERS) UPDATE t SET a = 1 WHERE b = 2 | is EXPLAIN ANALYZE",
            "BEGIN READ WRITE                                     | opens a READ WRITE transaction",
            "SET TRANSACTION READ WRITE                           | sets the transaction to READ WRITE",
            "SET default_transaction_read_only = off              | turns default_transaction_read_only off",
            "PREPARE p AS DELETE FROM singer                      | is DELETE",
            "EXECUTE p                                            | is EXECUTE",
            "CALL refresh_all()                                   | is CALL"})
    void writesAreBlocked(String sql, String expected) {
        assertFires(RULE, sql.strip(), READ_ONLY, expected.strip());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "WITH moved AS (DELETE FROM a WHERE x < 0 RETURNING *) INSERT INTO b SELECT * FROM moved | Insert(INSERT) at 1:28 writes rows through DELETE",
            "WITH u AS (UPDATE t SET x = 1 WHERE id = 2 RETURNING id) SELECT * FROM u | Select(SELECT * FROM u) at 1:58 writes rows through UPDATE",
            "WITH i AS (INSERT INTO t(x) VALUES (1) RETURNING id) SELECT id FROM i | Select(SELECT id FROM i) at 1:54 writes rows through INSERT",
            "SELECT * INTO TEMP x FROM t | Select(SELECT * INTO TEMP x FROM t) at 1:1 is SELECT ... INTO",
            "SELECT a INTO new_table FROM t | Select(SELECT a INTO new_table FROM t) at 1:1 is SELECT ... INTO"})
    void queriesThatWriteParseAndAreBlockedOnTheirTree(String sql, String expected) {
        assertTrue(Firewall.parses(sql), sql);
        assertFires(RULE, sql, READ_ONLY, expected);
    }

    @Test
    void theSecondStatementOfAScriptIsJudgedToo() {
        assertFires(RULE, "SELECT 1; INSERT INTO t VALUES (1)", READ_ONLY, "Insert(INSERT) at 1:23");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT T1.name FROM singer AS T1 JOIN concert AS T2 ON T1.id = T2.sid WHERE T2.year = 2014",
            "WITH t AS (SELECT 1 AS x) SELECT x FROM t",
            "SHOW search_path",
            "SHOW TRANSACTION ISOLATION LEVEL",
            "SET extra_float_digits = 3",
            "SET application_name = 'DBeaver'",
            "SET search_path TO public",
            "SET SESSION default_transaction_read_only TO 'on'",
            "EXPLAIN SELECT * FROM singer",
            "EXPLAIN ANALYZE SELECT * FROM singer",
            "EXPLAIN (ANALYZE false) DELETE FROM singer",
            "BEGIN",
            "START TRANSACTION READ ONLY",
            "COMMIT",
            "ROLLBACK",
            "COPY (SELECT * FROM singer) TO STDOUT",
            "DECLARE c CURSOR FOR SELECT * FROM singer",
            "TABLE singer",
            "VALUES (1), (2)",
            "(SELECT 1) UNION (SELECT 2)",
            "SELECT * FROM orders WHERE note = 'please update me' AND status <> 'delete'",
            "DISCARD ALL",
            "SELECT 1 -- trailing note"})
    void readsPass(String sql) {
        assertQuiet(RULE, sql, READ_ONLY);
    }

    @Test
    void silentWhenTheConnectionIsNotReadOnly() {
        assertQuiet(RULE, "DELETE FROM singer");
    }
}
