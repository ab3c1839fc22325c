package io.nlguard.guard.sql;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SearchPathChangeTest {

    @ParameterizedTest
    @ValueSource(strings = {
        "SET search_path TO tenant_b, public",
        "set session search_path = \"$user\", public",
        "SET LOCAL search_path TO s2",
        "SET SCHEMA 'tenant_b'",
        "RESET search_path",
        "reset all",
        "DISCARD ALL",
        "select pg_catalog.set_config('search_path', 'x', false)",
        "SELECT 1; SET search_path TO x",
        "/* tenant */ SET search_path TO x",
        "SET -- the tenant's\n search_path TO x",
    })
    void textsThatMayMoveTheSession(String sql) {
        assertTrue(SearchPathChange.in(sql), sql);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "select * from accounts",
        "SET statement_timeout TO 1000",
        "RESET ROLE",
        "select 'SET search_path TO x'",
        "select schema_name from information_schema.schemata",
        "select search_path from settings",
        "DISCARD PLANS",
        "-- SET search_path TO x\nselect 1",
    })
    void textsThatDoNot(String sql) {
        assertFalse(SearchPathChange.in(sql), sql);
    }

    @Test
    void textThePartsOfWhichCannotBeParsedIsReadFromItsTokens() {
        assertTrue(SearchPathChange.in("SET search_path TO (((("));
    }
}
