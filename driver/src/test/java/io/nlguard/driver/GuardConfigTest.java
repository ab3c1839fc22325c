package io.nlguard.driver;

import io.nlguard.driver.config.ConfigSources;
import io.nlguard.driver.config.GuardConfig;
import io.nlguard.driver.config.Mode;
import io.nlguard.driver.config.OnError;
import io.nlguard.guard.score.SqlAuthor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.util.Map;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GuardConfigTest {

    @AfterEach
    void clearSystemProperty() {
        System.clearProperty("nlguard.mode");
    }

    @Test
    void defaultsAreBlockAndFailOpen() throws SQLException {
        GuardConfig config = GuardConfig.from(Map.of());
        assertEquals(Mode.BLOCK, config.mode());
        assertEquals(OnError.OPEN, config.onError());
    }

    @Test
    void badValueListsTheValidOnes() {
        SQLException e = assertThrows(SQLException.class, () -> GuardConfig.from(Map.of("nlguard.mode", "blok")));
        assertEquals("22023", e.getSQLState());
        assertTrue(e.getMessage().contains("'blok'"), e.getMessage());
        assertTrue(e.getMessage().contains("off, observe, annotate, block"), e.getMessage());
    }

    @Test
    void unknownKeyListsTheValidKeys() {
        SQLException e = assertThrows(SQLException.class, () -> GuardConfig.from(Map.of("nlguard.mdoe", "off")));
        assertEquals("22023", e.getSQLState());
        assertTrue(e.getMessage().contains("nlguard.mdoe"), e.getMessage());
        assertTrue(e.getMessage().contains("nlguard.mode, nlguard.on-error"), e.getMessage());
    }

    @Test
    void sqlAuthorDefaultsToAutoAndNamesWhoWritesTheSql() throws SQLException {
        assertEquals(SqlAuthor.AUTO, GuardConfig.from(Map.of()).analysis().sqlAuthor());
        assertEquals(SqlAuthor.MACHINE, GuardConfig.from(Map.of("nlguard.sql-author", " Machine ")).analysis().sqlAuthor());
        assertEquals(SqlAuthor.PEOPLE, GuardConfig.from(Map.of("nlguard.sql-author", "people")).analysis().sqlAuthor());
        SQLException e = assertThrows(SQLException.class, () -> GuardConfig.from(Map.of("nlguard.sql-author", "llm")));
        assertEquals("22023", e.getSQLState());
        assertTrue(e.getMessage().contains("auto, people, machine"), e.getMessage());
    }

    @Test
    void valuesAreCaseAndSpaceTolerant() throws SQLException {
        assertEquals(Mode.ANNOTATE, GuardConfig.from(Map.of("nlguard.mode", " Annotate ")).mode());
    }

    @Test
    void precedenceIsSystemThenPropertiesThenUrl() {
        System.setProperty("nlguard.mode", "observe");
        assertEquals("observe", ConfigSources.merge(new Properties(), Map.of()).get("nlguard.mode"));

        Properties info = new Properties();
        info.setProperty("nlguard.mode", "annotate");
        assertEquals("annotate", ConfigSources.merge(info, Map.of()).get("nlguard.mode"));

        assertEquals("off", ConfigSources.merge(info, Map.of("nlguard.mode", "off")).get("nlguard.mode"));
    }

    @Test
    void classpathFileIsTheLowestSource() {
        // src/test/resources/nlguard.properties sets nlguard.on-error=closed
        assertEquals("closed", ConfigSources.merge(new Properties(), Map.of()).get("nlguard.on-error"));
        Properties info = new Properties();
        info.setProperty("nlguard.on-error", "open");
        assertEquals("open", ConfigSources.merge(info, Map.of()).get("nlguard.on-error"));
    }

    @Test
    void guardKeysAreStrippedForTheTargetDriver() {
        Properties info = new Properties();
        info.setProperty("user", "u");
        info.setProperty("nlguard.mode", "off");
        Properties target = ConfigSources.withoutGuardKeys(info);
        assertEquals("u", target.getProperty("user"));
        assertFalse(target.containsKey("nlguard.mode"));
        assertTrue(info.containsKey("nlguard.mode"), "the caller's Properties are not modified");
    }
}
