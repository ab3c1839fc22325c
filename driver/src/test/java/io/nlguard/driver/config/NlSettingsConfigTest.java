package io.nlguard.driver.config;

import io.nlguard.guard.nl.NlLinking;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.nl.NlAbstention;
import io.nlguard.guard.nl.NlStages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
    void everyStageSwitchReachesTheTranslatorsSettings(@TempDir Path dir) throws SQLException, IOException {
        Path pairs = Files.writeString(dir.resolve("pairs.jsonl"), "");
        Path knowledge = Files.writeString(dir.resolve("knowledge.json"), "{}");
        NlStages stages = GuardConfig.from(Map.ofEntries(Map.entry("nlguard.nl.routing", "ON"),
                Map.entry("nlguard.nl.routing-min-tables", "40"), Map.entry("nlguard.nl.embeddings", "local"),
                Map.entry("nlguard.nl.values", "off"), Map.entry("nlguard.nl.values-per-column", "50"),
                Map.entry("nlguard.nl.examples", pairs.toString()), Map.entry("nlguard.nl.knowledge", knowledge.toString()),
                Map.entry("nlguard.nl.schema-linker", "off"), Map.entry("nlguard.nl.join-planner", "off"),
                Map.entry("nlguard.nl.reranker", "off"), Map.entry("nlguard.nl.explain", "off"),
                Map.entry("nlguard.nl.value-check", "on"), Map.entry("nlguard.nl.execute-candidates", "off"),
                Map.entry("nlguard.nl.abstain", "off"), Map.entry("nlguard.nl.abstain-min-unsupported-words", "3"),
                Map.entry("nlguard.nl.abstain-min-metric-options", "4")))
                .nl().stages();
        assertEquals(new NlStages(NlStages.Switch.ON, 40, NlStages.Embeddings.LOCAL, false, 50, Optional.of(pairs),
                Optional.of(knowledge), false, false, false, false, true, false, NlLinking.DEFAULT, new NlAbstention(false, 3, 4)),
                stages);
        assertEquals(NlAbstention.DEFAULT, GuardConfig.from(Map.of()).nl().stages().abstention());
        assertTrue(stages.routes(1));
        assertTrue(NlStages.DEFAULT.routes(500) && !NlStages.DEFAULT.routes(499));
    }

    @Test
    void theLinkerAndItsBudgetReachTheTranslatorsSettings() throws SQLException {
        assertEquals(NlLinking.DEFAULT, GuardConfig.from(Map.of()).nl().stages().linking());
        assertEquals(new NlLinking(NlLinking.Linker.EVILINK, 2, 0), GuardConfig.from(Map.of("nlguard.nl.linker", "EviLink",
                "nlguard.nl.evilink-hypotheses", "2", "nlguard.nl.evilink-turns", "0")).nl().stages().linking());
        for (Map.Entry<String, String> bad : List.of(Map.entry("nlguard.nl.linker", "oracle"),
                Map.entry("nlguard.nl.evilink-hypotheses", "1"), Map.entry("nlguard.nl.evilink-hypotheses", "5"),
                Map.entry("nlguard.nl.evilink-turns", "9"), Map.entry("nlguard.nl.evilink-turns", "many"))) {
            SQLException e = assertThrows(SQLException.class, () -> GuardConfig.from(Map.ofEntries(bad)), bad.toString());
            assertEquals("22023", e.getSQLState());
            assertTrue(e.getMessage().contains(bad.getKey()), e.getMessage());
        }
    }

    @Test
    void aStageFileThatIsNotThereFailsTheConnect(@TempDir Path dir) {
        for (String key : new String[] {"nlguard.nl.examples", "nlguard.nl.knowledge"}) {
            SQLException e = assertThrows(SQLException.class,
                    () -> GuardConfig.from(Map.of(key, dir.resolve("absent.json").toString())), key);
            assertEquals("22023", e.getSQLState());
            assertTrue(e.getMessage().contains(key) && e.getMessage().contains("readable file"), e.getMessage());
        }
    }

    @Test
    void badValuesAreRefusedWithWhatIsValid() {
        Map<String, String> bad = new java.util.HashMap<>(Map.of("nlguard.nl.prefix", "-- nl",
                "nlguard.nl.ollama-url", "localhost:11434",
                "nlguard.nl.candidates", "17", "nlguard.nl.timeout", "0s", "nlguard.nl.statement-timeout", "soon",
                "nlguard.nl.max-rows", "0", "nlguard.nl.repair-attempts", "-1", "nlguard.nl.model", " ",
                "nlguard.nl.embeddings", "openai", "nlguard.nl.routing-min-tables", "0"));
        bad.putAll(Map.of("nlguard.nl.abstain", "maybe", "nlguard.nl.abstain-min-unsupported-words", "0"));
        bad.forEach((key, value) -> {
            SQLException e = assertThrows(SQLException.class, () -> GuardConfig.from(Map.of(key, value)), key);
            assertEquals("22023", e.getSQLState());
            assertTrue(e.getMessage().contains(key), e.getMessage());
        });
    }
}
