package io.nlguard.it.transparency;

import io.nlguard.driver.jdbc.GuardedConnection;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

/** The same suite over H2 in memory: the wrappers do not depend on pgjdbc. */
class H2TransparencyTest extends TransparencySuite {

    private static final String URL = "h2:mem:transparency;DB_CLOSE_DELAY=-1";

    @Override
    protected Dialect dialect() {
        return Dialect.H2;
    }

    @Override
    protected Connection openRaw() throws SQLException {
        return DriverManager.getConnection("jdbc:" + URL, "sa", "");
    }

    @Override
    protected Connection openGuarded() throws SQLException {
        Connection c = DriverManager.getConnection("jdbc:nlguard:" + URL + ";nlguard.mode=observe", "sa", "");
        assertInstanceOf(GuardedConnection.class, c);
        return c;
    }
}
