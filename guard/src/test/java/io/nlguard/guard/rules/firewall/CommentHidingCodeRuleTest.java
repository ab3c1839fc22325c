package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class CommentHidingCodeRuleTest {

    private static final String RULE = "comment-hiding-code";

    @Test
    void statementInsideABlockComment() {
        assertFires(RULE, "SELECT * FROM t /* ; DROP TABLE x */", "Comment(/* ; DROP TABLE x */) at 1:17");
        assertFires(RULE, "SELECT * FROM t /* DROP TABLE IF EXISTS users CASCADE */", "holds the statement `DROP TABLE IF`");
        assertFires(RULE, "SELECT 1 -- UNION SELECT password FROM users", "Comment(-- UNION SELECT password FROM users) at 1:10");
    }

    @Test
    void injectedConditionInALineComment() {
        assertFires(RULE, "SELECT * FROM users WHERE id = 1 -- ' OR 1=1", "Comment(-- ' OR 1=1) at 1:34");
        assertFires(RULE, "SELECT * FROM users WHERE id = 1 /* or 'a'='a' */", "always-true condition `or a=a`");
        assertFires(RULE, "SELECT * FROM users WHERE id = 1 -- ' and pass <> ''", "code after a closing quote");
    }

    @Test
    void aLineCommentEndingTheStatementWithOnlyTheClosingQuoteCutIt() {
        assertFires(RULE, "SELECT id FROM products WHERE color = '' OR name IS NOT NULL --'", "holding only `'`");
        assertFires(RULE, "SELECT id FROM products WHERE name LIKE '%' OR id = 1 --%'", "holding only `%'`");
        assertFires(RULE, "SELECT id FROM t WHERE id IN (1, 2) --')", "holding only `')`");
        assertQuiet(RULE, "SELECT id FROM t WHERE id = 1 -- it's the first one");
        assertQuiet(RULE, "SELECT id FROM t -- %\nWHERE id = 1");
    }

    @Test
    void aWordlessLineCommentEndingTheLastLineOfCodeCutsTheStatement() {
        assertFires(RULE, "SELECT id FROM users WHERE id = 1 OR id > 0 --", "Comment(--) at 1:45");
        assertFires(RULE, "DELETE FROM orders WHERE id = 1 OR id > 0 -- -", "says nothing");
        assertFires(RULE, "SELECT name FROM users WHERE id = 1 UNION SELECT name FROM admins --", "Comment(--) at 1:67");
        assertFires(RULE, "SELECT name FROM t WHERE a = 'x\ny' --", "Comment(--)");
        // a separator line of its own, or a note with words, is no cut
        assertQuiet(RULE, "SELECT id FROM t WHERE id = 1\n--");
        assertQuiet(RULE, "SELECT id FROM t WHERE id = 1 -- 1");
        assertQuiet(RULE, "SELECT id FROM t WHERE id = 1 -- first");
        assertQuiet(RULE, "SELECT id --\nFROM t");
    }

    @Test
    void lineCommentGluedToAStringCutsTheStatement() {
        assertFires(RULE, "SELECT * FROM users WHERE name = 'admin'--' AND pass = 'x'", "Comment(--' AND pass = 'x') at 1:41");
        assertFires(RULE, "SELECT * FROM users WHERE name = 'admin'--\nAND pass = 'secret'", "glued to the string literal `'admin'`");
    }

    @Test
    void mysqlExecutableComment() {
        assertFires(RULE, "SELECT /*!50000 SLEEP(5) */ 1", "Comment(/*!50000 SLEEP(5) */) at 1:8");
    }

    @Test
    void commentsSplittingKeywordsOrStandingInForSpaces() {
        String split = "SEL/**/ECT * FROM users";
        assertFalse(Firewall.parses(split));
        assertFires(RULE, split, "splits the keyword SELECT");
        assertFires(RULE, "SELECT * FROM t UN/**/ION SELECT 1", "Comment(/**/) at 1:19");
        assertFires(RULE, "SELECT * FROM t WHERE id = 1 UNION/**/SELECT 1", "stands in for the whitespace");
    }

    @Test
    void nestedCommentHidingCode() {
        assertFires(RULE, "SELECT 1 /* a /* b */ ; DROP TABLE t */", "Comment(/* a /* b */ ; DROP TABLE t */) at 1:10");
        assertFires(RULE, "SELECT 1 /* x /* y */ UPDATE t SET z = 1 */", "Comment(");
    }

    @Test
    void multiLineCommentsAreCitedWhereTheyStart() {
        assertEquals(1, Firewall.check(RULE, "SELECT *\nFROM t\n  /* ; delete from t */").size());
        assertFires(RULE, "SELECT *\nFROM t\n  /* ; delete from t */", "at 3:3");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT customer_id, sum(total) -- total per customer\nFROM orders GROUP BY customer_id",
            "SELECT /* hint */ 1",
            "SELECT /*+ SeqScan(t) IndexScan(u) */ * FROM t JOIN u USING (id)",
            "-- rows where year = 2014 and status = 'done'\nSELECT * FROM concert WHERE year = 2014",
            "/* select the newest orders from the table */ SELECT * FROM orders ORDER BY created DESC",
            "/* load com.example.User */ select u.id, u.name from users u where u.id = ?",
            "/* insert com.example.Order */ insert into orders (id, total) values (?, ?)",
            "SELECT 1 -- delete from the cart when done",
            "SELECT 1 /* outer /* inner note */ taken from the table */",
            "SELECT name FROM singer WHERE country = 'France' -- French singers only",
            "SELECT 'a--b', 'c/*d*/', $$ -- ' OR 1=1 $$ FROM t",
            "SELECT a /* first */, b /* second */ FROM t"})
    void explanatoryCommentsPass(String sql) {
        assertQuiet(RULE, sql);
    }
}
