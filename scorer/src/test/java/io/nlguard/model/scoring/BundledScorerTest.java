package io.nlguard.model.scoring;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.features.FeatureMatrix;
import io.nlguard.guard.features.Question;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.TablesJsonReader;
import io.nlguard.guard.score.FeatureContribution;
import io.nlguard.guard.score.NodeEvidence;
import io.nlguard.guard.score.NodeScorer;
import io.nlguard.guard.score.NodeScorers;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.verdict.GuardSettings;
import io.nlguard.guard.verdict.StatementAnalyzer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The scorer as the driver finds it: the service on the class path, the bundled model read from this
 * module's resources, scoring a parsed statement with nothing from training on the class path.
 */
class BundledScorerTest {

    private static final String TABLES_JSON = """
            [{"db_id": "music",
              "table_names_original": ["singer"],
              "column_names_original": [[-1, "*"], [0, "singer_id"], [0, "name"], [0, "age"]],
              "column_types": ["text", "number", "text", "number"],
              "primary_keys": [1],
              "foreign_keys": []}]
            """;

    private static final String MISSPELT = "SELECT nme, name FROM singer WHERE age > 30";

    @TempDir
    Path dir;

    private static NodeEvidence evidence(String sql) throws IOException {
        Map<String, Catalog> catalogs = TablesJsonReader.read(new ByteArrayInputStream(TABLES_JSON.getBytes(StandardCharsets.UTF_8)));
        StatementAnalyzer analyzer = StatementAnalyzer.of(GuardSettings.DEFAULT.withModel(NodeScorers.OFF));
        return analyzer.evidence(sql, catalogs.get("music"), Question.NONE);
    }

    @Test
    void theServiceIsTheBundledModel() {
        NodeScorer scorer = NodeScorers.forModel(NodeScorers.DEFAULT).orElseThrow();
        assertInstanceOf(LightGbmNodeScorer.class, scorer);
        assertEquals("nlguard default model", scorer.id());
    }

    @Test
    void theBundledModelRatesAMisspeltColumnAboveTheColumnBesideIt() throws IOException {
        NodeEvidence evidence = evidence(MISSPELT);
        NodeScorer scorer = new LightGbmNodeScorer();
        double[] probabilities = scorer.probabilities(evidence.features());
        assertEquals(evidence.tree().size(), probabilities.length);
        for (double p : probabilities) {
            assertTrue(p >= 0 && p <= 1, Arrays.toString(probabilities));
        }
        List<SqlNode> columns = evidence.tree().nodesOf(NodeType.COLUMN);
        SqlNode misspelt = columns.get(0);
        SqlNode resolved = columns.get(1);
        assertEquals("nme", misspelt.text());
        assertTrue(probabilities[misspelt.id()] > probabilities[resolved.id()],
                probabilities[misspelt.id()] + " vs " + probabilities[resolved.id()]);

        List<FeatureContribution> drivers = scorer.drivers(evidence.features(), misspelt.id(), 3);
        assertFalse(drivers.isEmpty(), "something pushed the misspelt column's probability up");
        assertTrue(drivers.size() <= 3);
    }

    @Test
    void theBundledFilesCopiedOutReadBackAsTheSameScorerAndTheCalibrationIsRead() throws IOException {
        Path model = copyBundled(ScoringModel.BUNDLED);
        Path calibration = copyBundled(ModelFiles.calibrationName(ScoringModel.BUNDLED));
        FeatureMatrix features = evidence(MISSPELT).features();
        NodeScorer bundled = new LightGbmNodeScorer();
        NodeScorer read = bundled.withModel(model);
        assertEquals("model " + ScoringModel.BUNDLED, read.id());
        assertArrayEquals(bundled.probabilities(features), read.probabilities(features));

        // without the calibration beside it the model gives its raw probabilities: the file was really read
        Files.delete(calibration);
        assertFalse(Arrays.equals(bundled.probabilities(features), bundled.withModel(model).probabilities(features)));
    }

    @Test
    void companionFilesAreNamedBesideTheModel() {
        assertEquals("model.calibration.txt", ModelFiles.calibrationName("model.txt"));
        assertEquals("model.context.txt", ModelFiles.contextName("model.txt"));
        assertEquals("model.bin.calibration.txt", ModelFiles.calibrationName("model.bin"));
    }

    private Path copyBundled(String name) throws IOException {
        try (InputStream in = ScoringModel.class.getResourceAsStream(name)) {
            assertTrue(in != null, "bundled " + name);
            Path file = dir.resolve(name);
            Files.copy(in, file);
            return file;
        }
    }
}
