package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class WriteWithoutWhereRuleTest {

    private static final String RULE = "write-without-where";

    @Test
    void deleteWithoutWhereNamesTheTargetTable() {
        assertFires(RULE, "DELETE FROM singer", "Table(singer) at 1:13");
    }

    @Test
    void updateWithoutWhere() {
        assertFires(RULE, "UPDATE singer SET age = age + 1", "Table(singer) at 1:8");
    }

    @Test
    void alwaysTrueWhereCountsAsNone() {
        assertFires(RULE, "DELETE FROM singer WHERE 1=1", "Table(singer) at 1:13");
        assertFires(RULE, "UPDATE users SET role = 'admin' WHERE name = 'x' OR 'a'='a'", "WHERE `name = 'x' OR 'a'='a'`");
        assertFires(RULE, "DELETE FROM t WHERE TRUE", "Table(t) at 1:13");
    }

    @Test
    void writesInsideAWithQueryAreJudgedToo() {
        assertFires(RULE, "WITH gone AS (DELETE FROM singer RETURNING *) SELECT count(*) FROM gone", "Table(singer) at 1:27");
        assertFires(RULE, "WITH u AS (UPDATE t SET x = 1 RETURNING id) SELECT * FROM u", "is the target of UPDATE without a WHERE");
        assertFires(RULE, "SELECT * FROM (WITH d AS (DELETE FROM t WHERE 1 = 1 RETURNING *) SELECT * FROM d) s", "whose WHERE `1 = 1`");
        assertQuiet(RULE, "WITH u AS (UPDATE t SET x = 1 WHERE id = 2 RETURNING id) SELECT * FROM u");
        assertQuiet(RULE, "WITH moved AS (DELETE FROM a WHERE x < 0 RETURNING *) INSERT INTO b SELECT * FROM moved");
    }

    @Test
    void unparsedWritesAreJudgedOnTokens() {
        String sql = "DELETE FROM t RETURNING t.* , $x$ unparsable $x$ :: weird!!";
        assertFalse(Firewall.parses(sql));
        assertFires(RULE, sql, "Command(DELETE FROM t RETURNING t.* , $x$ unp...) at 1:1");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "DELETE FROM singer WHERE singer_id = ?",
            "UPDATE singer SET age = 30 WHERE name = 'Joe Sharp'",
            "UPDATE t SET a = 1 WHERE 1=1 AND id = $1",
            "DELETE FROM t WHERE id IN (SELECT id FROM u)",
            "SELECT * FROM singer",
            "INSERT INTO singer (name) VALUES ('x')",
            "DELETE FROM t WHERE id = 1 RETURNING id, x -- weird ; tail"})
    void scopedWritesAndReadsPass(String sql) {
        assertQuiet(RULE, sql);
    }
}
