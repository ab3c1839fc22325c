package io.nlguard.it.transparency;

import io.nlguard.driver.jdbc.GuardedConnection;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

/** The transparency suite on real PostgreSQL through pgjdbc. */
@RealPostgres
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PostgresTransparencyTest extends TransparencySuite {

    private TestDatabase db;

    @BeforeAll
    void setUp(TestDatabase db) {
        this.db = db;
    }

    @Override
    protected Dialect dialect() {
        return Dialect.POSTGRESQL;
    }

    @Override
    protected Connection openRaw() throws SQLException {
        return DriverManager.getConnection(db.jdbcUrl(), db.properties());
    }

    @Override
    protected Connection openGuarded() throws SQLException {
        Properties properties = db.properties();
        properties.setProperty("nlguard.mode", "observe");
        Connection c = DriverManager.getConnection(db.nlguardUrl(), properties);
        assertInstanceOf(GuardedConnection.class, c);
        return c;
    }

    /** The outcomes were equal; here they are also what PostgreSQL is known to report. */
    @AfterAll
    void postgresStatesAreTheRealOnes() {
        Outcome errors = guardedOutcomes.get("errors keep their SQLSTATE");
        assertEquals("42P01", errors.stateOf("missing table"));
        assertEquals("42703", errors.stateOf("missing column"));
        assertEquals("23505", errors.stateOf("duplicate key"));
        assertEquals("42601", errors.stateOf("syntax error"));
        assertEquals("57014", guardedOutcomes.get("query timeout").stateOf("slow query"));
        assertEquals("57014", guardedOutcomes.get("cancel").stateOf("cancelled query"));
    }
}
