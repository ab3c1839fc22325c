package io.nlguard.model.inference;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A compiled model scores exactly as the text it was compiled from, bit for bit, on the quick path and on tree
 * walks; the build's compiled bundled model is the compile of the bundled text; damaged bytes are refused.
 */
class CompiledModelTest {

    private static final String BUNDLED = "/io/nlguard/model/scoring/default-model.txt";
    private static final String COMPILED = "/io/nlguard/model/scoring/default-model.compiled.bin";
    private static final int ROWS = 3_000;

    @Test
    void theBundledModelCompiledScoresEveryRowAsItsText() throws IOException {
        GbdtModel text = LightGbmTextModel.parse(resourceText(BUNDLED));
        GbdtModel compiled = CompiledModel.read(CompiledModel.compile(text));
        assertTrue(compiled.quick(), "the bundled model is scored by QuickScorer");
        assertEquals(text.featureNames(), compiled.featureNames());
        assertEquals(text.treeCount(), compiled.treeCount());
        assertSameScores(text, compiled, randomRows(text.featureCount(), new Random(28)));
    }

    @Test
    void aModelWithoutQuickScorerIsCompiledToo() {
        GbdtModel text = LightGbmTextModel.parse(TinyModel.TEXT); // tree 3's missing type Zero: walks only
        GbdtModel compiled = CompiledModel.read(CompiledModel.compile(text));
        assertEquals(false, compiled.quick());
        assertSameScores(text, compiled, randomRows(text.featureCount(), new Random(7)));
    }

    @Test
    void compilingWhatWasReadBackGivesTheSameBytes() throws IOException {
        byte[] bytes = CompiledModel.compile(LightGbmTextModel.parse(resourceText(BUNDLED)));
        assertArrayEquals(bytes, CompiledModel.compile(CompiledModel.read(bytes)));
    }

    @Test
    void theBuildsCompiledModelIsTheCompileOfTheBundledText() throws IOException {
        try (InputStream built = CompiledModel.class.getResourceAsStream(COMPILED)) {
            assertNotNull(built, "the scorer module's build compiles the bundled model (process-classes)");
            assertArrayEquals(CompiledModel.compile(LightGbmTextModel.parse(resourceText(BUNDLED))), built.readAllBytes());
        }
    }

    @Test
    void damagedBytesAreRefusedWithWhatIsWrong() {
        byte[] bytes = CompiledModel.compile(LightGbmTextModel.parse(TinyModel.TEXT));
        IllegalArgumentException cut = assertThrows(IllegalArgumentException.class,
                () -> CompiledModel.read(Arrays.copyOf(bytes, bytes.length - 5)));
        assertTrue(cut.getMessage().startsWith("compiled model:"), cut.getMessage());
        IllegalArgumentException longer = assertThrows(IllegalArgumentException.class,
                () -> CompiledModel.read(Arrays.copyOf(bytes, bytes.length + 1)));
        assertTrue(longer.getMessage().contains("bytes left"), longer.getMessage());
        IllegalArgumentException text = assertThrows(IllegalArgumentException.class,
                () -> CompiledModel.read(TinyModel.TEXT.getBytes(StandardCharsets.UTF_8)));
        assertTrue(text.getMessage().startsWith("not a compiled model"), text.getMessage());
        byte[] otherVersion = bytes.clone();
        int versionAt = Integer.BYTES + "nlguard compiled model".length();
        otherVersion[versionAt] = 9;
        IllegalArgumentException version = assertThrows(IllegalArgumentException.class,
                () -> CompiledModel.read(otherVersion));
        assertTrue(version.getMessage().contains("format 9"), version.getMessage());
    }

    private static void assertSameScores(GbdtModel expected, GbdtModel actual, double[][] rows) {
        int width = expected.featureCount();
        double[] flat = new double[rows.length * width];
        for (int r = 0; r < rows.length; r++) {
            System.arraycopy(rows[r], 0, flat, r * width, width);
            assertEquals(Double.doubleToRawLongBits(expected.walkedRawScore(rows[r])),
                    Double.doubleToRawLongBits(actual.walkedRawScore(rows[r])), "walk of row " + r);
            double[] want = new double[width + 1];
            double[] got = new double[width + 1];
            expected.contributions(rows[r], want);
            actual.contributions(rows[r], got);
            assertArrayEquals(want, got, "contributions of row " + r);
        }
        double[] want = new double[rows.length];
        double[] got = new double[rows.length];
        expected.probabilities(flat, rows.length, want);
        actual.probabilities(flat, rows.length, got);
        assertArrayEquals(want, got, "probabilities scored together");
    }

    /** Values around every scale a feature takes, with NaNs, zeros and small whole numbers (the category codes). */
    private static double[][] randomRows(int width, Random random) {
        double[][] rows = new double[ROWS][width];
        for (double[] row : rows) {
            for (int f = 0; f < width; f++) {
                row[f] = switch (random.nextInt(6)) {
                    case 0 -> Double.NaN;
                    case 1 -> 0.0;
                    case 2 -> random.nextInt(40);
                    case 3 -> random.nextDouble();
                    case 4 -> random.nextGaussian() * 10;
                    default -> random.nextDouble() * 1_000;
                };
            }
        }
        return rows;
    }

    private static String resourceText(String name) throws IOException {
        try (InputStream in = CompiledModel.class.getResourceAsStream(name)) {
            assertNotNull(in, name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
