package io.nlguard.model.inference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LightGbmTextModelTest {

    private static final double[] ROW = {1.0, Double.NaN, 3};

    @Test
    void readsTheSameModelFromTextFileAndStream(@TempDir Path dir) throws IOException {
        double expected = LightGbmTextModel.parse(TinyModel.TEXT).rawScore(ROW);
        Path file = dir.resolve("model.txt");
        Files.writeString(file, TinyModel.TEXT.replace("\n", "\r\n"));
        assertEquals(expected, LightGbmTextModel.read(file).rawScore(ROW), 0.0);
        byte[] bytes = TinyModel.TEXT.getBytes(StandardCharsets.UTF_8);
        assertEquals(expected, LightGbmTextModel.read(new ByteArrayInputStream(bytes)).rawScore(ROW), 0.0);
    }

    @Test
    void ignoresWhatFollowsTheTrees() {
        String junk = TinyModel.TEXT.replace("pandas_categorical:null", "pandas_categorical:null\nTree=9\nnonsense");
        assertEquals(4, LightGbmTextModel.parse(junk).treeCount());
    }

    @Test
    void readsInfinityAsAThreshold() {
        GbdtModel model = LightGbmTextModel.parse(TinyModel.withLine("threshold=1.5 0", "threshold=inf 0"));
        // length 1e300 <= inf now goes left to the depth split: depth 2 -> 0.75 instead of leaf 0.5
        double[] row = {1e300, 2.0, 3};
        double original = LightGbmTextModel.parse(TinyModel.TEXT).rawScore(row);
        assertEquals(original - 0.5 + 0.75, model.rawScore(row), 1e-15);
    }

    @Test
    void refusesMulticlassModels() {
        assertRefused("num_class=1", "num_class=3", "multiclass");
    }

    @Test
    void refusesSeveralTreesPerIteration() {
        assertRefused("num_tree_per_iteration=1", "num_tree_per_iteration=3", "one tree per iteration");
    }

    @Test
    void refusesOtherObjectives() {
        assertRefused("objective=binary sigmoid:2", "objective=multiclass num_class:3", "binary, regression and lambdarank");
        assertRefused("objective=binary sigmoid:2", "objective=rank_xendcg", "binary, regression and lambdarank");
        assertRefused("objective=binary sigmoid:2", "objective=regression sqrt", "regression options");
        assertRefused("objective=binary sigmoid:2", "objective=binary sigmoid:-1", "positive");
    }

    @Test
    void refusesLinearTrees() {
        assertRefused("is_linear=0", "is_linear=1", "linear trees are not supported");
    }

    @Test
    void refusesAveragedOutput() {
        assertRefused("label_index=0", "average_output", "averaged");
    }

    @Test
    void refusesTextThatIsNoModel() {
        assertRefused("tree", "{\"name\": \"tree\"}", "starts with 'tree'");
    }

    @Test
    void refusesFeatureNamesThatDoNotMatchTheWidth() {
        assertRefused("feature_names=length depth kind", "feature_names=length depth", "expected 3 names");
    }

    @Test
    void refusesSplitsOnFeaturesBeyondTheWidth() {
        assertRefused("split_feature=0 1", "split_feature=0 3", "outside 0..2");
    }

    @Test
    void refusesArraysOfTheWrongLength() {
        assertRefused("leaf_value=0.5 -0.25 0.75", "leaf_value=0.5 -0.25", "expected 3 values, found 2");
    }

    @Test
    void refusesNonNumbers() {
        assertRefused("leaf_value=0.5 -0.25 0.75", "leaf_value=0.5 x 0.75", "'x' is not a number");
        assertRefused("decision_type=2 10", "decision_type=2 12", "unknown decision type 12");
    }

    @Test
    void refusesChildrenThatDoNotFormATree() {
        assertRefused("left_child=1 -2", "left_child=1 1", "not a later node");
        // node 0 claims leaf 2 first, so the complaint is about node 1's right_child
        assertRefused(TinyModel.withLine("left_child=1 -2", "left_child=1 -3"),
                TinyModel.lineNumber("right_child=-1 -3"), "node 1 shares child -3");
        assertRefused("left_child=1 -2", "left_child=1 -4", "beyond num_leaves");
    }

    @Test
    void refusesCategorySetsTheTreeDoesNotHave() {
        assertRefused(TinyModel.withLine("decision_type=1", "decision_type=1\nthreshold=1"),
                TinyModel.lineNumber("decision_type=1") + 1, "already appeared on line " + TinyModel.lineNumber("threshold=0"));
        String text = TinyModel.TEXT.replace("threshold=0\ndecision_type=1", "threshold=1\ndecision_type=1");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LightGbmTextModel.parse(text));
        assertTrue(e.getMessage().contains("category set 1.0, but the tree has 1"), e.getMessage());
    }

    @Test
    void refusesOutOfOrderTrees() {
        assertRefused("Tree=2", "Tree=5", "expected Tree=2");
    }

    @Test
    void namesTheSectionThatLacksAKey() {
        String text = TinyModel.TEXT.replace("num_leaves=2\nnum_cat=1", "num_cat=1");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LightGbmTextModel.parse(text));
        assertTrue(e.getMessage().contains("Tree=1 at line " + TinyModel.lineNumber("Tree=1")), e.getMessage());
        assertTrue(e.getMessage().contains("missing num_leaves="), e.getMessage());
    }

    @Test
    void refusesAModelWithoutTrees() {
        String text = TinyModel.TEXT.substring(0, TinyModel.TEXT.indexOf("Tree=0"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LightGbmTextModel.parse(text));
        assertTrue(e.getMessage().contains("no trees"), e.getMessage());
    }

    /** Replacing {@code line} must make parsing fail with a message naming that line and saying {@code why}. */
    private static void assertRefused(String line, String replacement, String why) {
        assertRefused(TinyModel.withLine(line, replacement), TinyModel.lineNumber(line), why);
    }

    private static void assertRefused(String text, int lineNumber, String why) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LightGbmTextModel.parse(text));
        assertTrue(e.getMessage().contains("line " + lineNumber + " "), e.getMessage());
        assertTrue(e.getMessage().contains(why), e.getMessage());
    }
}
