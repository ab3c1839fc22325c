package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rules.Severity;

class ConstantConditionRuleTest {

    private static final String RULE = "constant-condition";

    @Test
    void queryBuilderPrefixIsInformational() {
        assertEquals(Severity.INFO, assertFires(RULE, "SELECT * FROM orders WHERE 1=1 AND status = ?", "EQ(=) at 1:28").severity());
        assertFires(RULE, "SELECT * FROM orders WHERE status = ? AND 1 = 1", "EQ(=) at 1:43");
    }

    @Test
    void alwaysFalseIsInformational() {
        assertFires(RULE, "SELECT * FROM orders WHERE 1=0", "EQ(=) at 1:28");
        assertFires(RULE, "SELECT * FROM orders WHERE 1=2 AND status = ?", "And(AND) at 1:28");
    }

    @Test
    void selfComparisonsInsideAnAndAreInformational() {
        assertFires(RULE, "SELECT * FROM client WHERE client.birth_date < client.birth_date", "LT(<) at 1:28");
        assertFires(RULE, "SELECT * FROM hero WHERE hero.eye = hero.eye AND hero.hair = 'x'", "compares a column with itself");
    }

    @Test
    void constantTrueAlone() {
        assertFires(RULE, "SELECT * FROM orders WHERE TRUE", "Boolean(TRUE) at 1:28");
        assertFires(RULE, "SELECT * FROM orders o JOIN items i ON 1=1", "EQ(=) at 1:40");
    }

    @Test
    void injectionShapesAreLeftToTheBlockingRule() {
        assertQuiet(RULE, "SELECT * FROM orders WHERE id = 1 OR 1=1");
        assertEquals(1, Firewall.check("always-true-condition", "SELECT * FROM orders WHERE id = 1 OR 1=1").size());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT n.nspname, c.relname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace WHERE c.relkind IN ('r','v') AND 1=1",
            "SELECT * FROM t1 LEFT JOIN LATERAL (SELECT 1 AS x) s ON TRUE",
            "DELETE FROM t WHERE 1=1",
            "SELECT name FROM singer WHERE age > 20 AND country = 'France'"})
    void idiomsOfToolsAndRealFiltersPass(String sql) {
        assertQuiet(RULE, sql);
    }
}
