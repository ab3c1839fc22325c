package io.nlguard.driver;

import io.nlguard.driver.jdbc.GuardedConnection;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The driver over H2 in memory: registration, URL handling, settings, pass-through mode. */
class NlGuardDriverTest {

    private static final String H2 = "jdbc:nlguard:h2:mem:driver_test;DB_CLOSE_DELAY=-1";

    @Test
    void registeredThroughTheServiceFile() throws SQLException {
        Driver driver = DriverManager.getDriver("jdbc:nlguard:h2:mem:x");
        assertInstanceOf(NlGuardDriver.class, driver);
        assertTrue(driver.acceptsURL("jdbc:nlguard:anything"));
        assertFalse(driver.acceptsURL("jdbc:h2:mem:x"));
    }

    @Test
    void connectReturnsNullForOtherUrls() throws SQLException {
        assertNull(new NlGuardDriver().connect("jdbc:h2:mem:x", new Properties()));
    }

    @Test
    void connectionIsGuardedAndReachesTheRealOne() throws SQLException {
        try (Connection c = DriverManager.getConnection(H2)) {
            assertInstanceOf(GuardedConnection.class, c);
            assertTrue(c.isWrapperFor(org.h2.jdbc.JdbcConnection.class));
            assertInstanceOf(org.h2.jdbc.JdbcConnection.class, c.unwrap(org.h2.jdbc.JdbcConnection.class));
            assertSame(c, c.unwrap(Connection.class));
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("select 42")) {
                assertTrue(rs.next());
                assertEquals(42, rs.getInt(1));
            }
        }
    }

    @Test
    void guardSettingsNeverReachTheTargetDriver() throws SQLException {
        // H2 refuses unknown ;attributes and properties, so this connects only if they were stripped.
        Properties info = new Properties();
        info.setProperty("nlguard.on-error", "open");
        try (Connection c = DriverManager.getConnection(H2 + ";nlguard.mode=annotate", info)) {
            assertInstanceOf(GuardedConnection.class, c);
        }
    }

    @Test
    void modeOffHandsOutTheRealConnection() throws SQLException {
        try (Connection c = DriverManager.getConnection(H2 + ";nlguard.mode=off")) {
            assertInstanceOf(org.h2.jdbc.JdbcConnection.class, c);
        }
    }

    @Test
    void badSettingFailsTheConnect() {
        SQLException e = assertThrows(SQLException.class,
                () -> DriverManager.getConnection(H2 + ";nlguard.mode=blok"));
        assertEquals("22023", e.getSQLState());
        assertTrue(e.getMessage().contains("off, observe, annotate, block"), e.getMessage());
    }

    @Test
    void unknownTargetNamesTheUrlWithoutPassword() {
        SQLException e = assertThrows(SQLException.class,
                () -> DriverManager.getConnection("jdbc:nlguard:nosuchdb://h/db?user=u&password=s3cret"));
        assertEquals("08001", e.getSQLState());
        assertTrue(e.getMessage().contains("jdbc:nosuchdb://h/db?user=u&password=***"), e.getMessage());
        assertFalse(e.getMessage().contains("s3cret"), e.getMessage());
    }

    @Test
    void targetDriverCanBeNamed() throws SQLException {
        try (Connection c = DriverManager.getConnection(H2 + ";nlguard.target-driver=org.h2.Driver")) {
            assertInstanceOf(GuardedConnection.class, c);
        }
        SQLException e = assertThrows(SQLException.class,
                () -> DriverManager.getConnection(H2 + ";nlguard.target-driver=java.lang.String"));
        assertEquals("08001", e.getSQLState());
    }

    @Test
    void propertyInfoDescribesEveryKeyThenTheTargetsProperties() throws SQLException {
        DriverPropertyInfo[] info = new NlGuardDriver().getPropertyInfo(H2 + ";nlguard.mode=observe",
                new Properties());
        Map<String, DriverPropertyInfo> byName = Arrays.stream(info)
                .collect(Collectors.toMap(p -> p.name, Function.identity(), (a, b) -> a));
        DriverPropertyInfo mode = byName.get("nlguard.mode");
        assertEquals("observe", mode.value);
        assertArrayEquals(new String[] {"off", "observe", "annotate", "block"}, mode.choices);
        assertTrue(mode.description.contains("(default: block)"), mode.description);
        assertTrue(byName.containsKey("nlguard.on-error"));
        assertTrue(byName.containsKey("nlguard.target-driver"));
        assertEquals("nlguard.mode", info[0].name);
    }
}
