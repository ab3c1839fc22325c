package io.nlguard.cli.execution;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TopLevelOrderByTest {

    @Test
    void onlyTheOuterStatementsOrderCounts() {
        assertTrue(TopLevelOrderBy.in("SELECT name FROM singer ORDER BY age DESC"));
        assertTrue(TopLevelOrderBy.in("select a from t union select b from u order\n  by 1"));
        assertFalse(TopLevelOrderBy.in("SELECT name FROM singer WHERE age = (SELECT age FROM singer ORDER BY age LIMIT 1)"));
        assertFalse(TopLevelOrderBy.in("SELECT name FROM singer WHERE name = 'order by' -- order by\n"));
        assertFalse(TopLevelOrderBy.in("SELECT \"order by\", border_by FROM t /* ORDER BY */"));
        assertFalse(TopLevelOrderBy.in("SELECT recorder FROM t GROUP BY recorder"));
    }
}
