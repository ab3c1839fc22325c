package io.nlguard.guard.rules.firewall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;

class ConstantFolderTest {

    private static Truth fold(String condition) {
        SqlNode where = Firewall.parse("SELECT 1 FROM t WHERE " + condition).first().nodesOf(NodeType.WHERE).get(0);
        return ConstantFolder.truth(where.children().get(0));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " | ", quoteCharacter = '"', value = {
            "1=1                    | TRUE",
            "1=0                    | FALSE",
            "'a'='a'                | TRUE",
            "'a'='A'                | FALSE",
            "'1'=1                  | TRUE",
            "2>1                    | TRUE",
            "1>=2                   | FALSE",
            "1<>2                   | TRUE",
            "NOT 1=0                | TRUE",
            "NOT (1=1)              | FALSE",
            "1+1=2                  | TRUE",
            "7/2=3                  | TRUE",
            "-1<0                   | TRUE",
            "'a'||'b'='ab'          | TRUE",
            "TRUE                   | TRUE",
            "1                      | TRUE",
            "0                      | FALSE",
            "NULL = NULL            | NULL",
            "NULL IS NULL           | TRUE",
            "1 IS NOT NULL          | TRUE",
            "NULL IS DISTINCT FROM NULL | FALSE",
            "1 IN (1, 2)            | TRUE",
            "3 IN (1, 2)            | FALSE",
            "2 BETWEEN 1 AND 3      | TRUE",
            "'abc' LIKE 'a%'        | TRUE",
            "'abc' LIKE 'b%'        | FALSE",
            "'ABC' ILIKE 'a_c'      | TRUE",
            "a = a                  | TRUE",
            "t.a < t.a              | FALSE",
            "a = b                  | UNKNOWN",
            "a = 1 OR 1=1           | TRUE",
            "a = 1 AND 1=0          | FALSE",
            "a = 1 AND 1=1          | UNKNOWN",
            "a = ?                  | UNKNOWN",
            "1 = 1/0                | UNKNOWN",
            "now() > 1              | UNKNOWN"})
    void folds(String condition, Truth expected) {
        assertEquals(expected, fold(condition.strip()), condition);
    }

    /** A column compared with itself however it is spaced or quoted; tabs and newlines count as spaces. */
    @ParameterizedTest
    @CsvSource(delimiterString = " | ", quoteCharacter = '`', value = {
            "\"t\".\"a\" = t.a       | true",
            "t.a =\\n\\tt.a          | true",
            "\"T\".\"A\" = t.a       | true",
            "t.a = u.a              | false",
            "a = 'a'                | false"})
    void selfComparisons(String condition, boolean self) {
        SqlNode where = Firewall.parse("SELECT 1 FROM t WHERE " + condition.strip().translateEscapes())
                .first().nodesOf(NodeType.WHERE).get(0);
        assertEquals(self, ConstantFolder.isSelfComparison(where.children().get(0)), condition);
    }

    @Test
    void likeMatching() {
        assertTrue(ConstantFolder.likeMatches("abc", "a%c"));
        assertTrue(ConstantFolder.likeMatches("abc", "%"));
        assertTrue(ConstantFolder.likeMatches("", "%%"));
        assertTrue(ConstantFolder.likeMatches("a%c", "a\\%c"));
        assertFalse(ConstantFolder.likeMatches("abc", "a\\%c"));
        assertTrue(ConstantFolder.likeMatches("abxbyd", "%b_d"));
        assertFalse(ConstantFolder.likeMatches("abc", "a_"));
    }

    @Test
    void craftedConstantsCannotStallTheGuard() {
        String manyWildcards = "'" + "%a".repeat(900) + "b'";
        String longText = "'" + "a".repeat(1900) + "'";
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            assertEquals(Truth.FALSE, fold(longText + " LIKE " + manyWildcards));
            assertEquals(Truth.UNKNOWN, fold("1e999999999 / 3 = 1"));
            assertEquals(Truth.UNKNOWN, fold("'x' || 1e999999 = 'y'"));
        });
    }
}
