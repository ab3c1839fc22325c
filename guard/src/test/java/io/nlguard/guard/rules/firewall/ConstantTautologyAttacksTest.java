package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.Severity;

/**
 * The always-true and blind-probe shapes the constant evaluator decides (functions, CASE, casts,
 * dollar quotes, scalar subqueries), and the benign conditions that look like them.
 */
class ConstantTautologyAttacksTest {

    private static final String RULE = "always-true-condition";

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "SELECT * FROM users WHERE name = 'x' OR GREATEST(2,0) = 2                    | `GREATEST(2,0) = 2`",
            "SELECT * FROM users WHERE name = 'x' OR LEAST(2,0) = 0                       | `LEAST(2,0) = 0`",
            "SELECT * FROM users WHERE name = 'x' OR md5('a') = '0cc175b9c0f1b6a831c399e269772661' | matches every row",
            "SELECT * FROM users WHERE name = 'x' OR 1 = (SELECT CASE WHEN 4484=4484 THEN 1 ELSE 0 END) | matches every row",
            "SELECT * FROM users WHERE name = 'x' OR chr(49)=chr(49)                      | `chr(49)=chr(49)`",
            "SELECT * FROM users WHERE name = 'x' OR $$a$$=$$a$$                          | `$$a$$=$$a$$`",
            "SELECT * FROM users WHERE name = 'x' OR 'a'=$x$a$x$                          | matches every row",
            "SELECT * FROM users WHERE name = 'x' OR lower('A') = 'a'                     | matches every row",
            "SELECT * FROM users WHERE name = 'x' OR coalesce(NULL, 1) = 1                | matches every row",
            "SELECT * FROM users WHERE name = 'x' OR '1'::int = 1                         | matches every row",
            "SELECT * FROM users WHERE (name = 'x' OR substr('abc', 1, 1) = 'a')          | matches every row",
            "SELECT * FROM items WHERE attrs->>'color' = '' OR '1'='1' --                 | `'1'='1'`",
            "UPDATE users SET admin = true WHERE id = 7 OR GREATEST(2,0) = 2              | matches every row",
            "DELETE FROM users WHERE id = 7 OR chr(49)=chr(49)                            | matches every row",
            "SELECT * FROM t WHERE id IN (SELECT tid FROM u WHERE u.a = 1 OR upper('a') = 'A') | matches every row",
            "SELECT a FROM t GROUP BY a HAVING count(*) > 1 OR ascii('a') = 97            | HAVING condition",
            "SELECT * FROM t JOIN u ON t.id = u.tid OR length('ab') = 2                   | ON condition"})
    void constantTrueOrBranchesAreBlocked(String sql, String expected) {
        Finding finding = assertFires(RULE, sql.strip(), expected.strip());
        assertEquals(Severity.BLOCK, finding.severity());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT * FROM items WHERE id = 3 AND 5376=3420 AND 'XSDD'='XSDD'",
            "SELECT * FROM items WHERE id = 3 AND md5('a') = 'x' AND 'a'='a'",
            "SELECT * FROM t WHERE 1=0 AND 'a'='a'"})
    void aBooleanBlindProbeIsBlocked(String sql) {
        Finding finding = assertFires(RULE, sql, "boolean blind injection probe");
        assertEquals(Severity.BLOCK, finding.severity());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT id FROM users WHERE name = '' OR '1'='1' AND pass = 'x'",
            "SELECT id FROM users WHERE name = 'x' OR 'a'='a' AND pass = 'x'",
            "SELECT id FROM users WHERE name = '' oR 'A'='A' AND pass = 'x'",
            "DELETE FROM sessions WHERE owner = 'x' OR $$a$$ = $$a$$ AND id > 3"})
    void aQuotedTautologyInAnOrBranchBoundedByTheApplicationsAndIsBlocked(String sql) {
        assertFires(RULE, sql, "compares quoted constants");
    }

    /** Benign conditions that look like the attacks: no firewall rule may block them. */
    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT * FROM t WHERE 1=1 AND id=5",
            "SELECT * FROM t AS a WHERE a.id<10 and (id <5 or 1=1)",
            "SELECT * FROM t WHERE status = 'a' OR status = 'b'",
            "SELECT * FROM t WHERE coalesce(x, 0) = 0",
            "SELECT * FROM items WHERE attrs->>'color' = 'red' OR attrs->>'size' = 'L'",
            "SELECT * FROM t WHERE 1=0",
            "SELECT * FROM t WHERE 1=0 AND id = 5",
            "SELECT * FROM t WHERE 1=1 AND 2=2 AND id = ?",
            "SELECT * FROM t WHERE (1=1 AND a = 'x') OR (1=1 AND b = 'y')",
            "SELECT * FROM t WHERE name = 'x' OR (status = 'a' AND kind = 'a')",
            "SELECT * FROM t WHERE id = 1 OR GREATEST(a, 0) = 2",
            "SELECT * FROM t WHERE id = 1 OR md5(name) = '0cc175b9c0f1b6a831c399e269772661'",
            "SELECT * FROM t WHERE id = 1 OR now() > '2020-01-01'",
            "SELECT * FROM t WHERE id = 1 OR 'a' < 'B'",
            // not constant, though the same for every row: an uncorrelated subquery reads data, and
            // "all rows when none are configured" is written this way by applications
            "SELECT * FROM t WHERE id = 1 OR 0 < (SELECT COUNT(*) FROM u)",
            "SELECT c.name, v.label FROM colors c JOIN (SELECT 'r' AS code, 'red' AS label UNION ALL SELECT 'g', 'green'"
                    + " UNION ALL SELECT 'b', 'blue') v ON v.code = c.code",
            "SELECT * FROM (SELECT 1 AS id, 'a' AS name UNION ALL SELECT 2, 'b') AS v JOIN t ON t.id = v.id",
            "SELECT id, name FROM t UNION ALL SELECT 0 AS id, 'none' AS name",
            "SELECT v.name, v.n FROM (VALUES ('a', 1), ('b', 2)) AS v(name, n) UNION ALL SELECT 'c' AS name, 3 AS n"})
    void benignLookAlikesAreNotBlocked(String sql) {
        assertNotNull(Firewall.parse(sql), sql);
        List<Finding> blocking = Firewall.check(sql).stream().filter(f -> f.severity() == Severity.BLOCK).toList();
        assertEquals(List.of(), blocking, sql);
        assertQuiet(RULE, sql);
    }
}
