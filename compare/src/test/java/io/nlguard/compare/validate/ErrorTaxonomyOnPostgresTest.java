package io.nlguard.compare.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.nlguard.compare.RestrictedRole;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * Every category of the Error Taxonomy (the parameterized cases and the permission test between them),
 * produced by a real failing query; the raw message and SQLSTATE kept.
 */
@RealPostgres
class ErrorTaxonomyOnPostgresTest {

    private static final RestrictedRole ROLE = new RestrictedRole("nlguard_compare_reader");

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table singer(id int, name text, age int)");
            s.execute("create table concert(id int, singer_id int, year int)");
            s.execute("insert into singer values (1, 'Ann', 30), (2, 'Bo', 40)");
            s.execute("create table secret(code text)");
        }
        ROLE.create(db, "singer");
    }

    @AfterAll
    static void dropRole(TestDatabase db) throws SQLException {
        ROLE.drop(db);
    }

    private static ExecutionError fail(Connection c, String sql) {
        ExecutionResult result = new PostgresSandbox(c, 300, 100, new SqlParser()).execute(sql);
        assertFalse(result.success(), sql);
        return result.error();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "select * from singers                                  | missing_table       | 42P01",
            "select s.nme from singer s                             | missing_column      | 42703",
            "select name + 1 from singer                            | type_mismatch       | 42883",
            "select case when age > 1 then name else age end from singer | type_mismatch  | 42804",
            "select age / (age - age) from singer                   | division_by_zero    | 22012",
            "select name, count(*) from singer                      | invalid_aggregation | 42803",
            "select id from singer join concert on singer.id = concert.singer_id | ambiguous_reference | 42702",
            "select 'abc'::int                                      | unknown_error       | 22P02"})
    void aFailingQueryGetsItsCategoryAndKeepsTheServersWords(String sql, String category, String sqlState, TestDatabase db)
            throws SQLException {
        try (Connection c = db.connect()) {
            ExecutionError error = fail(c, sql);
            assertEquals(category, error.category().label(), sql + ": " + error.rawMessage());
            assertEquals(sqlState, error.sqlState());
            assertEquals(ErrorCause.DATABASE_ERROR, error.cause());
            assertTrue(error.rawMessage().startsWith("ERROR: "), error.rawMessage());
        }
    }

    @Test
    void aRelationTheUserMayNotReadIsAPermissionError(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ExecutionError error = ROLE.actAs(c, () -> fail(c, "select * from secret"));
            assertEquals(ErrorCategory.PERMISSION_ERROR, error.category());
            assertEquals("42501", error.sqlState());
            assertTrue(error.rawMessage().contains("secret"), error.rawMessage());
        }
    }

    @Test
    void aTimeoutIsAnUnknownErrorMarkedAsATimeout(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ExecutionError error = fail(c, "select pg_sleep(3)");
            assertEquals(ErrorCategory.UNKNOWN_ERROR, error.category());
            assertEquals(ErrorCause.TIMEOUT, error.cause());
            assertEquals("57014", error.sqlState());
            assertTrue(error.rawMessage().contains("statement timeout"), error.rawMessage());
        }
    }
}
