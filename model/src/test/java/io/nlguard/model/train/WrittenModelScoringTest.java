package io.nlguard.model.train;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import io.nlguard.guard.features.Question;
import io.nlguard.guard.features.FeatureMatrix;
import io.nlguard.guard.score.FeatureContribution;
import io.nlguard.guard.score.NodeEvidence;
import io.nlguard.guard.score.NodeScorers;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.verdict.GuardSettings;
import io.nlguard.guard.verdict.StatementAnalyzer;
import io.nlguard.model.scoring.LightGbmNodeScorer;
import io.nlguard.model.scoring.ScoringModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A trained model written as files, read back by the run-time scorer, and used by the node scorer on a
 * parsed statement: the scorer scores as training does.
 */
class WrittenModelScoringTest {

    private static final String PREDICTED = "SELECT nme, name FROM singer WHERE age > 30";

    @TempDir
    Path dir;

    private Path write(TrainedModel model) throws IOException {
        Path file = dir.resolve("model.txt");
        Path calibration = ModelFileWriter.write(file, model).calibration();
        if (model.calibrator() == null) {
            assertNull(calibration);
        } else {
            assertEquals(dir.resolve("model.calibration.txt"), calibration);
        }
        return file;
    }

    private static NodeEvidence evidence(String sql) {
        StatementAnalyzer analyzer = StatementAnalyzer.of(GuardSettings.DEFAULT.withModel(NodeScorers.OFF));
        return analyzer.evidence(sql, TinyCatalog.catalogs().get(TinyCatalog.DB), Question.NONE);
    }

    @Test
    void aWrittenCalibratedModelReadsBackWithTheSameProbabilities() throws IOException {
        TrainedModel model = SyntheticModels.calibrated();
        ScoringModel read = ScoringModel.read(write(model));

        NodeDataset test = SyntheticModels.test();
        assertArrayEquals(model.probabilities(test), DatasetScoring.probabilities(read, test));
        assertEquals("model model.txt", read.id());
    }

    @Test
    void aModelWithAContextStageIsWrittenAsThreeFilesAndReadsBackWithTheSameProbabilities() throws IOException {
        TrainedModel model = SyntheticModels.withContext();
        Path file = dir.resolve("model.txt");
        ModelFileWriter.Written written = ModelFileWriter.write(file, model);
        assertEquals(dir.resolve("model.context.txt"), written.context());
        assertEquals(dir.resolve("model.calibration.txt"), written.calibration());

        NodeDataset test = SyntheticModels.test();
        double[] read = DatasetScoring.probabilities(ScoringModel.read(file), test);
        assertArrayEquals(model.probabilities(test), read);

        // without its context file the model is its first stage alone, so the file is really read
        Files.delete(written.context());
        assertFalse(Arrays.equals(read, DatasetScoring.probabilities(ScoringModel.read(file), test)));
    }

    @Test
    void theScorerAppliesTheContextStageToAParsedStatementAsTrainingDoes() throws IOException {
        TrainedModel model = SyntheticModels.withContext();
        Path file = dir.resolve("model.txt");
        ModelFileWriter.write(file, model);
        LightGbmNodeScorer scorer = new LightGbmNodeScorer(ScoringModel.read(file));
        double[] probabilities = scorer.probabilities(evidence(PREDICTED).features());
        NodeDataset same = new DatasetBuilder().build(List.of(TinyCatalog.pair("SELECT name FROM singer", PREDICTED, "q")),
                TinyCatalog.catalogs()).dataset();
        assertArrayEquals(model.probabilities(same), probabilities);
    }

    @Test
    void aWrittenUncalibratedModelReadsBackWithItsRawProbabilities() throws IOException {
        TrainedModel model = SyntheticModels.model();
        Path file = write(model);
        assertFalse(Files.exists(dir.resolve("model.calibration.txt")));

        NodeDataset test = SyntheticModels.test();
        assertArrayEquals(model.rawProbabilities(test), DatasetScoring.probabilities(ScoringModel.read(file), test));
    }

    @Test
    void aModelUsingAFeatureTheGuardDoesNotComputeIsRejected() throws IOException {
        Path file = write(SyntheticModels.model());
        String text = Files.readString(file, StandardCharsets.UTF_8);
        String firstFeature = SyntheticModels.dataset().featureNames().get(0);
        String renamed = text.replaceFirst("feature_names=" + firstFeature + " ", "feature_names=no_such_feature ");
        assertTrue(!renamed.equals(text), "the model text names its features on a feature_names line");
        Files.writeString(file, renamed, StandardCharsets.UTF_8);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ScoringModel.read(file));
        assertTrue(e.getMessage().contains("no_such_feature"), e.getMessage());
    }

    @Test
    void theScorerGivesTheTrainedModelsProbabilitiesForAParsedStatement() throws IOException {
        TrainedModel model = SyntheticModels.calibrated();
        LightGbmNodeScorer scorer = new LightGbmNodeScorer(ScoringModel.read(write(model)));
        NodeEvidence evidence = evidence(PREDICTED);
        FeatureMatrix features = evidence.features();

        double[] probabilities = scorer.probabilities(features);
        assertEquals(evidence.tree().size(), probabilities.length);
        NodeDataset same = new DatasetBuilder().build(List.of(TinyCatalog.pair("SELECT name FROM singer", PREDICTED, "q")),
                TinyCatalog.catalogs()).dataset();
        assertArrayEquals(model.probabilities(same), probabilities, "the run-time scorer scores as training does");

        List<SqlNode> columns = evidence.tree().nodesOf(NodeType.COLUMN);
        SqlNode misspelt = columns.get(0);
        SqlNode resolved = columns.get(1);
        assertEquals("nme", misspelt.text());
        assertTrue(probabilities[misspelt.id()] > probabilities[resolved.id()],
                probabilities[misspelt.id()] + " vs " + probabilities[resolved.id()]);
        assertEquals("model model.txt", scorer.id());
    }

    @Test
    void driversArePositiveContributionsLargestFirstAtMostTheLimit() throws IOException {
        LightGbmNodeScorer scorer = new LightGbmNodeScorer(ScoringModel.read(write(SyntheticModels.model())));
        NodeEvidence evidence = evidence(PREDICTED);
        int misspelt = evidence.tree().nodesOf(NodeType.COLUMN).get(0).id();

        List<FeatureContribution> drivers = scorer.drivers(evidence.features(), misspelt, 5);
        assertFalse(drivers.isEmpty(), "something pushed the misspelt column's probability up");
        assertTrue(drivers.size() <= 5);
        for (int i = 0; i < drivers.size(); i++) {
            FeatureContribution driver = drivers.get(i);
            assertTrue(driver.contribution() > 0, driver.describe());
            if (i > 0) {
                assertTrue(drivers.get(i - 1).contribution() >= driver.contribution(), drivers.toString());
            }
            assertEquals(evidence.features().get(misspelt, driver.feature()), driver.value(), driver.describe());
        }
        assertEquals(drivers.subList(0, 1), scorer.drivers(evidence.features(), misspelt, 1));
        assertEquals(List.of(), scorer.drivers(evidence.features(), misspelt, 0));
    }

    @Test
    void withModelReadsAnotherModelFile() throws IOException {
        TrainedModel model = SyntheticModels.model();
        Path file = write(model);
        LightGbmNodeScorer scorer = new LightGbmNodeScorer(ScoringModel.read(file));
        var other = scorer.withModel(file);
        FeatureMatrix features = evidence(PREDICTED).features();
        assertArrayEquals(scorer.probabilities(features), other.probabilities(features));
    }
}
