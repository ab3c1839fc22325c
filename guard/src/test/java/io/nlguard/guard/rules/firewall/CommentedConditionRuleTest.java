package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code firewall.commented-condition}: conditions commented out of a WHERE, ON or HAVING, and prose beside them. */
class CommentedConditionRuleTest {

    private static final String RULE = "commented-condition";

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT * FROM users WHERE name = 'x' --' AND pass = 'y'",
            "SELECT * FROM users WHERE name = 'x'--' AND pass = 'y'",
            "SELECT * FROM users WHERE id = 1 -- OR id = id"})
    void truncationAfterAQuoteAndTautologiesAreLeftToCommentHidingCode(String sql) {
        assertFires("comment-hiding-code", sql, "Comment(");
        assertQuiet(RULE, sql);
    }

    @Test
    void unparsedTextIsCheckedToo() {
        String sql = "SELECT * FROM t WHERE a = 1 AND AND -- AND owner_id = 3";
        assertFalse(Firewall.parses(sql));
        assertFires(RULE, sql, "Comment(-- AND owner_id = 3) at 1:");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT * FROM t WHERE a=1 -- and c=1",
            "SELECT * FROM t WHERE a=1 /* and c=1 */ and g=1",
            "SELECT * FROM orders WHERE id = 1001 -- AND user_id = 42",
            "SELECT * FROM orders o JOIN users u ON u.id = o.user_id -- AND u.tenant_id = 7\nWHERE o.id = 3",
            "SELECT user_id, count(*) FROM orders GROUP BY user_id HAVING count(*) > 1 /* OR user_id IN (1, 2) */",
            "UPDATE accounts SET balance = 0 WHERE id = 5 -- AND owner = 'bob'",
            "DELETE FROM sessions WHERE id = 9 -- and user_id = 3",
            "SELECT * FROM t WHERE (a = 1 /* OR b LIKE 'x%' */) AND c = 2",
            "SELECT * FROM t WHERE a = 1 -- tenant_id = 3",
            "SELECT id FROM users WHERE name = 'admin' -- and pass = 'x'' AND pass = 'x'",
            "SELECT id FROM products WHERE name LIKE '%admin' -- and pass = 'x'%'"})
    void conditionsHiddenInCommentsAreFound(String sql) {
        assertFires(RULE, sql, "Comment(");
        assertQuiet("comment-hiding-code", sql);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT * FROM t WHERE a=1 -- and c=1",
            "SELECT * FROM orders WHERE id = 1001 -- AND user_id = 42"})
    void theFindingSaysWhichConditionAndClause(String sql) {
        assertFires(RULE, sql, "inside a WHERE condition");
    }

    @Test
    void paddingWithCommentsBuysNoUncheckedOne() {
        String prose = "/* a = 1 means the default tenant */ ";
        String padded = "SELECT * FROM t WHERE a = 1 " + prose.repeat(CommentedConditionRule.MAX_PARSES) + "-- AND owner_id = 3";
        assertFires(RULE, padded, "Comment(-- AND owner_id = 3)");
        String flood = "SELECT * FROM t WHERE a = 1 " + prose.repeat(20_000);
        long start = System.nanoTime();
        assertFires(RULE, flood, "too many to check one by one");
        assertTrue(System.nanoTime() - start < 5_000_000_000L, "20,000 comments must not cost a parse each");
        assertEquals(1, Firewall.check(RULE, flood).size());
        assertQuiet(RULE, "SELECT * FROM t WHERE a = 1 " + prose.repeat(CommentedConditionRule.MAX_PARSES));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT month, count(*) FROM orders -- count the orders per month\nGROUP BY month",
            "SELECT month, count(*) FROM orders WHERE year = 2024 -- count the orders per month\nGROUP BY month",
            "SELECT /* fast path */ * FROM orders WHERE id = 3",
            "SELECT * FROM orders WHERE id = 3 /* fast path */",
            "SELECT 1 -- great -- would buy again",
            "SELECT * FROM reviews WHERE body = 'great -- would buy again'",
            "SELECT * FROM orders WHERE customer_id = 7 -- TODO: add index",
            "SELECT /*+ IndexScan(t) */ * FROM t WHERE a = 1",
            "SELECT * FROM t WHERE a = 1 /*+ IndexScan(t) */",
            "-- schema for the shop\n-- owner: data team, where id = 1 is the root\nCREATE TABLE shop (id int PRIMARY KEY, name text)",
            "/* Orders.\n * status = 'open' means unpaid\n */\nCREATE TABLE orders (id int, status text)",
            "SELECT * FROM orders o JOIN customers c ON c.id = o.customer_id -- and then we join orders",
            "SELECT * FROM orders WHERE status = 'open' -- and then we join the lines",
            "SELECT * FROM t WHERE active -- active only",
            "SELECT * FROM t WHERE a = 1 -- a = 1 is the default tenant, see docs",
            "SELECT * FROM t WHERE a = 1 -- note",
            "SELECT * FROM t WHERE a = 1 -- or else",
            "SELECT * FROM t WHERE a = 1 -- and",
            "SELECT a, b -- and c = 1\nFROM t",
            "INSERT INTO t (a, b) VALUES (1, 2) -- and c = 1",
            "SELECT * FROM t WHERE a = 1 -- and 'x'"})
    void proseAndCommentsOutsideConditionsPass(String sql) {
        assertQuiet(RULE, sql);
    }
}
