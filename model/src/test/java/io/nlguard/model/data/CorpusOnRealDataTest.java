package io.nlguard.model.data;

import com.fasterxml.jackson.databind.JsonNode;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogDdl;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The known counts of the real corpus; skipped when the data is not there. */
class CorpusOnRealDataTest {

    private static final Optional<Corpus> CORPUS = Corpus.locate();

    /** The corpus, or a skip that says where it was looked for. */
    private static Corpus corpus() {
        assumeTrue(CORPUS.isPresent(), () -> "skipped: " + CorpusLocation.describe());
        return CORPUS.get();
    }

    @Test
    void spiderDevGold() {
        List<GoldQuery> gold = corpus().spiderGold();
        assertEquals(1034, gold.size());
        assertEquals(20, gold.stream().map(GoldQuery::dbId).distinct().count());
        GoldQuery first = gold.get(0);
        assertEquals(new GoldQuery(Benchmark.SPIDER_DEV, 0, "concert_singer", "How many singers do we have?",
                "SELECT count(*) FROM singer", "", ""), first);
        assertTrue(gold.get(15).question().contains("stadiums"), "the corrected Spider release");
    }

    @Test
    void birdDevGold() {
        List<GoldQuery> gold = corpus().birdGold();
        assertEquals(1534, gold.size());
        assertEquals(11, gold.stream().map(GoldQuery::dbId).distinct().count());
        Map<String, Long> difficulty = gold.stream().collect(Collectors.groupingBy(GoldQuery::difficulty, Collectors.counting()));
        assertEquals(Map.of("simple", 925L, "moderate", 464L, "challenging", 145L), difficulty);
        assertEquals("california_schools", gold.get(0).dbId());
        assertTrue(gold.get(0).evidence().contains("`Free Meal Count (K-12)`"), gold.get(0).evidence());
    }

    @Test
    void birdDevMay2023Gold() throws IOException {
        List<GoldQuery> may = corpus().birdGold202305();
        List<GoldQuery> june = corpus().birdGold();
        assertEquals(1534, may.size());
        assertEquals("", may.get(0).difficulty());
        int sqlDiffers = 0;
        for (int i = 0; i < may.size(); i++) {
            assertEquals(june.get(i).dbId(), may.get(i).dbId());
            sqlDiffers += may.get(i).sql().equals(june.get(i).sql()) ? 0 : 1;
        }
        assertEquals(455, sqlDiffers, "SOURCE.md: the versions differ on 455 gold SQLs");

        // dev_gold.sql (what we read) and dev.json disagree on exactly one question.
        JsonNode devJson = GoldReader.readArray(corpus().dir().resolve(Corpus.BIRD_GOLD_2023_05).resolve("dev.json"));
        List<Integer> disagree = new java.util.ArrayList<>();
        for (int i = 0; i < may.size(); i++) {
            if (!devJson.get(i).get("SQL").asText().strip().equals(may.get(i).sql())) {
                disagree.add(i);
            }
        }
        assertEquals(List.of(966), disagree);
    }

    @Test
    void schemas() {
        Map<String, Catalog> all = corpus().allSpiderSchemas();
        assertEquals(166, all.size());
        assertEquals(876, all.values().stream().mapToInt(c -> c.tables().size()).sum());
        assertEquals(4503, all.values().stream().mapToInt(Catalog::columnCount).sum());

        Map<String, Catalog> spider = corpus().spiderSchemas();
        assertEquals(Set.copyOf(corpus().spiderGold().stream().map(GoldQuery::dbId).toList()), spider.keySet());
        assertEquals(81, spider.values().stream().mapToInt(c -> c.tables().size()).sum());
        assertEquals(441, spider.values().stream().mapToInt(Catalog::columnCount).sum());

        Map<String, Catalog> bird = corpus().birdSchemas();
        assertEquals(11, bird.size());
        assertEquals(75, bird.values().stream().mapToInt(c -> c.tables().size()).sum());
        assertEquals(798, bird.values().stream().mapToInt(Catalog::columnCount).sum());
        assertEquals(List.of("Free Meal Count (K-12)"), bird.get("california_schools").table("frpm").orElseThrow()
                .columns().stream().map(c -> c.name()).filter(n -> n.equals("Free Meal Count (K-12)")).toList());
    }

    @Test
    void everySchemaRendersAsDdl() {
        // Foreign keys {in catalog, emitted}: the rest reference non-key columns or pair text with number.
        assertEquals(List.of(848, 624), foreignKeys(corpus().allSpiderSchemas()));
        assertEquals(List.of(65, 56), foreignKeys(corpus().spiderSchemas()));
        assertEquals(List.of(102, 70), foreignKeys(corpus().birdSchemas()));
    }

    private static List<Integer> foreignKeys(Map<String, Catalog> schemas) {
        int declared = 0;
        int emitted = 0;
        for (Map.Entry<String, Catalog> db : schemas.entrySet()) {
            CatalogDdl.Script script = CatalogDdl.script(db.getValue(), db.getKey());
            assertEquals(1 + db.getValue().tables().size() + script.foreignKeyCount(), script.statements().size(), db.getKey());
            assertEquals(db.getValue().foreignKeys().size(), script.foreignKeyCount() + script.skippedForeignKeys().size(), db.getKey());
            declared += db.getValue().foreignKeys().size();
            emitted += script.foreignKeyCount();
        }
        return List.of(declared, emitted);
    }

    @Test
    void nl2sql360SpiderPredictionsAllAlign() {
        List<PredictionFile> files = nl2sql360(Benchmark.SPIDER_DEV);
        assertEquals(119, files.size());
        for (PredictionFile file : files) {
            assertTrue(file.fullyAligned(), file.summary() + " " + file.problems().stream().limit(5).toList());
            assertEquals(1034, file.predictions().size(), file.system());
        }
        Map<String, PredictionFile> bySystem = files.stream().collect(Collectors.toMap(PredictionFile::system, Function.identity()));
        Set<String> latin1 = files.stream().filter(f -> f.charset().equals(StandardCharsets.ISO_8859_1))
                .map(PredictionFile::system).collect(Collectors.toSet());
        assertEquals(Set.of("nl2sql360/Deepseek-Coder-7B-6000", "nl2sql360/Llama3-8B", "nl2sql360/StarCoder-7B"), latin1);

        // Files with SQL<TAB>db_id lose the suffix; bare files keep TABs inside their SQL.
        for (String suffixed : List.of("C3_SQL", "DAILSQL", "DAILSQL_SC", "DINSQL", "Graphix_PICARD_3B")) {
            assertTrue(bySystem.get("nl2sql360/" + suffixed).predictions().stream().noneMatch(p -> p.sql().contains("\t")), suffixed);
        }
        assertEquals("select count(*) from singer", bySystem.get("nl2sql360/Graphix_PICARD_3B").predictions().get(0).sql());
        assertTrue(bySystem.get("nl2sql360/pretrained_codellama_7b").predictions().get(53).sql().contains("\t"));
    }

    @Test
    void nl2sql360BirdPredictionsAllAlign() {
        List<PredictionFile> files = nl2sql360(Benchmark.BIRD_DEV);
        assertEquals(11, files.size());
        for (PredictionFile file : files) {
            assertTrue(file.fullyAligned(), file.summary());
            assertEquals(1534, file.predictions().size(), file.system());
            assertEquals(StandardCharsets.UTF_8, file.charset(), file.system());
        }
    }

    @Test
    void optionalPredictionSetsAlignWhenPresent() {
        // din_sql_predictions and bird_chatgpt_baseline_predictions may be absent: then there is nothing to check.
        for (Benchmark benchmark : Benchmark.values()) {
            for (PredictionFile file : corpus().predictionFiles(benchmark)) {
                if (!file.system().startsWith("nl2sql360/")) {
                    assertFalse(file.predictions().isEmpty(), file.summary());
                    assertTrue(file.problems().size() < file.predictions().size() / 10, file.summary() + " " + file.problems().stream().limit(5).toList());
                }
            }
        }
    }

    private static List<PredictionFile> nl2sql360(Benchmark benchmark) {
        return corpus().predictionFiles(benchmark).stream().filter(f -> f.system().startsWith("nl2sql360/")).toList();
    }
}
