package io.nlguard.driver.config;

import io.nlguard.guard.nl.NlSettings;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The nlguard.nl.* settings: their defaults are NlSettings.DEFAULT, and a bad value fails the connect with 22023. */
class NlSettingsConfigTest {

    @Test
    void theDefaultsAreTheContractsDefaults() throws SQLException {
        assertEquals(NlSettings.DEFAULT, GuardConfig.from(Map.of()).nl());
    }

    @Test
    void everySettingReachesTheTranslatorsSettings() throws SQLException {
        NlSettings nl = GuardConfig.from(Map.of("nlguard.nl.prefix", "ASK:", "nlguard.nl.ollama-url", "https://llm:443",
                "nlguard.nl.model", "sqlcoder", "nlguard.nl.embed-model", "bge-m3", "nlguard.nl.candidates", "5",
                "nlguard.nl.timeout", "90s", "nlguard.nl.statement-timeout", "500ms", "nlguard.nl.max-rows", "20",
                "nlguard.nl.repair-attempts", "0")).nl();
        assertEquals(new NlSettings("ASK:", URI.create("https://llm:443"), "sqlcoder", "bge-m3", 5, Duration.ofSeconds(90),
                Duration.ofMillis(500), 20, 0), nl);
        assertTrue(GuardConfig.from(Map.of("nlguard.nl.candidates", "AUTO")).nl().adaptiveCandidates());
    }

    @Test
    void badValuesAreRefusedWithWhatIsValid() {
        Map<String, String> bad = Map.of("nlguard.nl.prefix", "-- nl", "nlguard.nl.ollama-url", "localhost:11434",
                "nlguard.nl.candidates", "17", "nlguard.nl.timeout", "0s", "nlguard.nl.statement-timeout", "soon",
                "nlguard.nl.max-rows", "0", "nlguard.nl.repair-attempts", "-1", "nlguard.nl.model", " ");
        bad.forEach((key, value) -> {
            SQLException e = assertThrows(SQLException.class, () -> GuardConfig.from(Map.of(key, value)), key);
            assertEquals("22023", e.getSQLState());
            assertTrue(e.getMessage().contains(key), e.getMessage());
        });
    }
}
