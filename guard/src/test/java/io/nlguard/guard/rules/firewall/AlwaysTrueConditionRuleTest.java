package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.Severity;

class AlwaysTrueConditionRuleTest {

    private static final String RULE = "always-true-condition";

    @Test
    void classicInjectionIsCitedAtTheAlwaysTrueBranch() {
        Finding finding = assertFires(RULE, "SELECT * FROM users WHERE name = '' OR 1=1", "EQ(=) at 1:40");
        assertEquals(Severity.BLOCK, finding.severity());
        assertEquals("EQ(=)", finding.node());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "SELECT * FROM users WHERE name = 'x' OR 'a'='a'      | EQ(=) at 1:41",
            "SELECT * FROM users WHERE id = 5 OR TRUE              | Boolean(TRUE) at 1:37",
            "SELECT * FROM users WHERE id = 5 OR 1                 | Literal(1) at 1:37",
            "SELECT * FROM users WHERE id = 5 OR 2>1               | GT(>) at 1:37",
            "SELECT * FROM users WHERE id = 5 OR NOT 1=0           | Not(1=0) at 1:41",
            "SELECT * FROM users WHERE id = 5 OR 1+1=2             | `1+1=2`",
            "SELECT * FROM users WHERE id = 5 OR 'x' LIKE '%'      | Like(LIKE) at 1:37",
            "SELECT * FROM users WHERE id = 5 OR id = id           | EQ(=) at 1:37",
            "SELECT * FROM users WHERE id = 5 OR NULL IS NULL      | Is(NULL) at 1:37",
            "SELECT * FROM t JOIN u ON t.id = u.tid OR 1=1         | EQ(=) at 1:43",
            "SELECT a FROM t GROUP BY a HAVING count(*) > 1 OR 3=3 | EQ(=) at 1:51",
            "SELECT * FROM t WHERE x IN (SELECT y FROM u WHERE y = 2 OR 1=1) | EQ(=) at 1:60"})
    void alwaysTrueOrBranches(String sql, String expected) {
        assertFires(RULE, sql.strip(), expected.strip());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "SELECT id FROM users WHERE id = 7 AND 1=2                             | EQ(=) at 1:39",
            "SELECT id FROM users WHERE id = 7 AND 5376=3420                       | boolean blind injection probe",
            "SELECT id FROM p WHERE name LIKE '%' AND 5376=3420 AND 'XSDD'='XSDD%' | EQ(=) at 1:42",
            "DELETE FROM orders WHERE id = 7 AND 2<1                               | LT(<) at 1:37",
            "UPDATE t SET a = a WHERE id = 7 AND 'a'='b'                           | EQ(=) at 1:37"})
    void aConstantFalseTermBesideOthersIsABlindProbe(String sql, String expected) {
        assertFires(RULE, sql.strip(), expected.strip());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            // the application's own closing quote and % spoil the comparison, the LIKE still matches every name
            "SELECT id FROM p WHERE name LIKE '%' OR '1'='1%'     | compares quoted constants",
            "SELECT id FROM p WHERE name LIKE '%x' OR 'a'='a%'    | EQ(=) at 1:42",
            "SELECT * FROM t WHERE 'a' = 'b' OR c = ?             | EQ(=) at 1:23",
            "SELECT id FROM u WHERE name = '' OR 'a'='a' AND p = 'x' | inside an OR branch"})
    void quotedConstantsComparedInAnOrBranch(String sql, String expected) {
        assertFires(RULE, sql.strip(), expected.strip());
    }

    @Test
    void aColumnComparedWithItselfMakesTheWholeConditionTrue() {
        assertFires(RULE, "SELECT T1.name FROM singer AS T1 JOIN concert AS T2 ON T1.id = T1.id", "EQ(=) at 1:56");
        // the shape text-to-SQL models produce by mistake: a join that pairs every row with every row
        assertFires(RULE, "SELECT p.name FROM player p INNER JOIN league ON league.id = league.id", "(a cross join)");
        assertFires(RULE, "SELECT * FROM t WHERE t.a >= t.a", "GTE(>=) at 1:23");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT T1.name FROM singer AS T1 JOIN concert AS T2 ON T1.id = T2.sid WHERE T2.year = 2014",
            "SELECT * FROM t WHERE 1=1 AND a = ?",
            "SELECT * FROM t WHERE 1=0",
            "SELECT * FROM t WHERE 1=2",
            // the "no rows" idioms of query builders for an empty IN list
            "SELECT * FROM t WHERE a = ? AND 1=0",
            "SELECT * FROM t WHERE a = ? AND (1 <> 1)",
            "SELECT * FROM t WHERE a = ? AND 0 = 1",
            "SELECT * FROM t WHERE a = ? AND false",
            // an always-true OR under an AND is bounded by the other terms: not "matches every row"
            "SELECT * FROM users WHERE (id = 5 OR 1=1) AND pw = ?",
            "SELECT * FROM t WHERE a = 1 OR b = 2",
            "SELECT * FROM t WHERE a = 1 OR 1=0",
            "SELECT * FROM t WHERE (false OR (a = 1 AND b <> 'x'))",
            "SELECT * FROM t WHERE a = 1 OR NULL = NULL",
            "SELECT * FROM t1 LEFT JOIN LATERAL (SELECT 1 AS x) s ON TRUE",
            "SELECT * FROM t WHERE t.a = u.a OR t.b = 1",
            "SELECT name FROM singer WHERE age > (SELECT avg(age) FROM singer)"})
    void realConditionsPass(String sql) {
        assertQuiet(RULE, sql);
    }
}
