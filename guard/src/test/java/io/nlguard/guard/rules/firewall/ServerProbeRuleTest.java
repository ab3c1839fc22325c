package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ServerProbeRuleTest {

    private static final String RULE = "server-probe";

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT * FROM users WHERE id = 1 AND ascii(substr((select passwd from pg_shadow limit 1),1,1))>64",
            "SELECT * FROM users WHERE id = CAST((SELECT passwd FROM pg_shadow LIMIT 1) AS int)",
            "SELECT * FROM users WHERE id = 1 AND 1 = (SELECT count(*) FROM pg_catalog.pg_authid WHERE rolsuper)",
            "UPDATE t SET a = (SELECT passwd FROM pg_shadow)",
            "INSERT INTO notes (body) VALUES ((select version()))",
            "INSERT INTO notes (body) SELECT rolpassword FROM pg_roles",
            "SELECT name FROM products WHERE id = 1 AND substr(version(),1,1) = '5'",
            "SELECT name FROM products WHERE id = 1 AND ascii(substring(current_database(),1,1))=127",
            "SELECT name FROM products WHERE id = 1 AND length(current_user) > 3",
            "SELECT name, current_setting('data_directory') FROM products",
            "SELECT name FROM products WHERE id = 1 AND current_setting('port')::int = 5432",
            "SELECT name FROM products WHERE id = 1 AND current_setting(chr(112)||'ort') IS NOT NULL",
            "SELECT name FROM products WHERE inet_server_addr() IS NOT NULL",
            "SELECT name, inet_server_port() FROM products",
            "SELECT p.name, u.passwd FROM products p, pg_user u",
            "SELECT name FROM products WHERE id IN (SELECT 1 FROM pg_user WHERE passwd IS NOT NULL)",
            "WITH s AS (SELECT usename, passwd FROM pg_shadow) SELECT * FROM orders JOIN s ON s.usename = orders.owner",
            "DELETE FROM sessions WHERE id = 1 AND (SELECT version()) LIKE 'PostgreSQL 15%'"})
    void credentialAndFingerprintReadsBesideUserTablesAreFound(String sql) {
        assertFires(RULE, sql, "in a statement that also reads the user table");
    }

    @Test
    void theFindingSaysWhatWasRead() {
        assertFires(RULE, "SELECT * FROM users WHERE id = 1 AND ascii(substr((select passwd from pg_shadow limit 1),1,1))>64",
                "reads pg_shadow");
        assertFires(RULE, "SELECT p.name, u.passwd FROM products p, pg_user u", "password column pg_user.passwd");
        assertFires(RULE, "SELECT name FROM products WHERE ascii(substring(current_database(),1,1))=127",
                "takes current_database() apart with substring()");
        assertEquals(1, Firewall.check(RULE, "SELECT version(), inet_server_addr() FROM products").size());
    }

    @Test
    void fileReadsAreLeftToDangerousFunction() {
        String sql = "SELECT * FROM users WHERE id = 1 AND length(pg_read_file('/etc/passwd')) > 0";
        assertFires("dangerous-function", sql, "calls pg_read_file()");
        assertQuiet(RULE, sql);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT version()",
            "select version()",
            "SELECT current_setting('server_version')",
            "SHOW server_version",
            "SELECT current_schema(), version()",
            "select current_database()",
            "SELECT passwd FROM pg_user WHERE usename = current_user",
            "SELECT rolname, rolpassword FROM pg_roles",
            "SELECT usename FROM pg_user JOIN orders ON orders.owner = pg_user.usename",
            "SELECT * FROM documents WHERE owner = current_user",
            "SELECT * FROM documents WHERE tenant_id = current_setting('app.tenant_id')::int",
            "INSERT INTO audit (who, what) VALUES (current_user, 'login')",
            "SELECT passwd FROM accounts WHERE id = 3",
            "SELECT substr(name, 1, 1) FROM products",
            "SELECT length(description) FROM products WHERE version = 2",
            "SELECT * FROM app_versions WHERE version = '1.2'",
            "WITH pg_shadow AS (SELECT 1 AS passwd) SELECT passwd FROM pg_shadow",
            "SELECT c.relname FROM pg_catalog.pg_class c WHERE c.relname = 'orders'"})
    void toolChecksAndOrdinaryQueriesPass(String sql) {
        assertQuiet(RULE, sql);
    }
}
