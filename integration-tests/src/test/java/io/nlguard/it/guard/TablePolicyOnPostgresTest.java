package io.nlguard.it.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * {@code nlguard.tables.deny} through {@code jdbc:nlguard:} on real PostgreSQL: a CTE named like the
 * denied table hides it only where PostgreSQL resolves the name to the CTE.
 */
@RealPostgres
class TablePolicyOnPostgresTest {

    private TestDatabase db;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists salaries");
            s.execute("create table salaries(emp int primary key, amount int not null)");
            s.execute("insert into salaries values (1, 5000), (2, 7000)");
        }
    }

    @Test
    void aCteInASubqueryDoesNotHideTheDeniedTableOfTheOuterQuery() throws SQLException {
        try (Connection c = db.connectGuarded("nlguard.tables.deny", "salaries", "nlguard.model", "off");
             Statement s = c.createStatement()) {
            SQLException refused = assertThrows(SQLException.class, () -> s.executeQuery(
                    "select * from salaries where exists (with salaries as (select 1) select * from salaries)"));
            assertEquals("42NG2", refused.getSQLState());
            assertTrue(refused.getMessage().contains("firewall.table-policy") && refused.getMessage().contains("1:15"),
                    refused.getMessage());
            assertThrows(SQLException.class, () -> s.executeQuery(
                    "select * from (with salaries as (select 1) select * from salaries) a, salaries"));
            SQLException delete = assertThrows(SQLException.class, () -> s.executeUpdate(
                    "with salaries as (select 1) delete from salaries"));
            assertEquals("42NG2", delete.getSQLState());
            // where PostgreSQL reads the CTE, the statement runs and reads no salary
            try (ResultSet rs = s.executeQuery("with salaries as (select 1 as amount) select amount from salaries")) {
                rs.next();
                assertEquals(1, rs.getInt(1));
            }
        }
        try (Connection raw = db.connect(); Statement s = raw.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from salaries")) {
            rs.next();
            assertEquals(2, rs.getInt(1), "the refused DELETE never ran");
        }
    }
}
