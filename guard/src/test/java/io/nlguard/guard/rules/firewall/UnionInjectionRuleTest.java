package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class UnionInjectionRuleTest {

    private static final String RULE = "union-injection";

    @Test
    void nullPaddingBranch() {
        assertFires(RULE, "SELECT name, price FROM products WHERE id = 1 UNION SELECT NULL, NULL", "Select(SELECT NULL, NULL) at 1:53");
        assertFires(RULE, "SELECT a, b, c FROM t UNION ALL SELECT 1, 2, 3", "Select(SELECT 1, 2, 3) at 1:33");
        assertFires(RULE, "SELECT a FROM t UNION SELECT NULL FROM u", "Select(SELECT NULL FROM u) at 1:23");
    }

    @Test
    void systemCatalogBranchNextToUserTables() {
        assertFires(RULE, "SELECT name, email FROM users WHERE id = 1 UNION SELECT usename, passwd FROM pg_shadow",
                "Select(SELECT usename, passwd FROM pg_shadow) at 1:50");
        assertFires(RULE, "SELECT title FROM posts UNION SELECT table_name FROM information_schema.tables",
                "reads the system catalog information_schema.tables");
        assertFires(RULE, "SELECT title FROM posts UNION SELECT version()", "calls version()");
        assertFires(RULE, "SELECT title, id FROM posts UNION SELECT current_user, 1", "calls current_user");
        assertFires(RULE, "SELECT title FROM posts UNION SELECT user", "Select(SELECT user) at 1:31");
        assertFires(RULE, "SELECT title FROM posts UNION SELECT current_database()", "calls current_database()");
    }

    @Test
    void aBranchReadsWhatItsCtesRead() {
        assertFires(RULE, "WITH c AS (SELECT usename FROM pg_shadow) SELECT name FROM users UNION SELECT usename FROM c",
                "reads the system catalog pg_shadow");
        assertFires(RULE, "WITH v AS (SELECT version() AS x) SELECT title FROM posts UNION SELECT x FROM v", "calls version()");
        assertFires(RULE, "WITH u AS (SELECT name FROM users) SELECT name FROM u UNION SELECT usename FROM pg_shadow",
                "reads the user table users");
        // a CTE over system catalogs is no user table
        assertQuiet(RULE, "WITH n AS (SELECT nspname FROM pg_namespace) SELECT nspname FROM n UNION SELECT current_user");
    }

    @Test
    void aLaterBranchAddingACredentialColumn() {
        assertFires(RULE, "SELECT id, name, email FROM users WHERE id = 0 UNION SELECT id, pass, email FROM users",
                "Column(pass) at 1:65");
        assertFires(RULE, "SELECT title FROM posts UNION ALL SELECT u.password_hash FROM accounts u", "Column(u.password_hash)");
        assertFires(RULE, "SELECT a, b FROM t UNION SELECT api_key, login FROM clients", "the users' secrets");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT name FROM singer WHERE age > 40 UNION SELECT name FROM singer WHERE age < 30",
            "SELECT T1.name FROM singer AS T1 JOIN concert AS T2 ON T1.id = T2.sid WHERE T2.year = 2014 UNION SELECT name FROM stadium",
            "SELECT name FROM singer UNION SELECT name FROM stadium -- names of singers and stadiums",
            "SELECT id, total FROM orders UNION ALL SELECT NULL, sum(total) FROM orders",
            "SELECT id FROM t UNION SELECT 0",
            "SELECT n.nspname FROM pg_catalog.pg_namespace n UNION SELECT current_user",
            "SELECT relname FROM pg_class UNION SELECT table_name FROM information_schema.tables",
            "SELECT \"user\" FROM logins UNION SELECT owner FROM files",
            "SELECT u.user FROM logins u UNION SELECT owner FROM files",
            "SELECT login, password FROM staff UNION SELECT login, pwd FROM contractors",
            "SELECT player, pass_count FROM games UNION SELECT player, passenger FROM trips"})
    void ordinaryUnionsPass(String sql) {
        assertQuiet(RULE, sql);
    }
}
