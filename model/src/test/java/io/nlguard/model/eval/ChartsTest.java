package io.nlguard.model.eval;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.Color;
import java.awt.Rectangle;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChartsTest {

    @TempDir
    Path dir;

    private final Charts charts = new Charts();
    private final ChartLayout layout = new ChartLayout(Charts.DEFAULT_WIDTH, Charts.DEFAULT_HEIGHT);

    /** Positives all at 1, negatives half at 1 and half at 0: the curve runs (0,0) → (0.5,1) → (1,1). */
    private static NamedCurve kneeCurve() {
        return NamedCurve.of("knee", new double[] {1, 1, 1, 1, 0, 0}, new boolean[] {true, true, false, false, false, false});
    }

    private static NamedCurve randomCurve(long seed) {
        Random random = new Random(seed);
        double[] scores = new double[3000];
        boolean[] positives = new boolean[scores.length];
        for (int i = 0; i < scores.length; i++) {
            positives[i] = random.nextDouble() < 0.15;
            scores[i] = random.nextGaussian() + (positives[i] ? 0.8 : 0);
        }
        return NamedCurve.of("random " + seed, scores, positives);
    }

    /** Ten predictions at 0.3 of which 7 are positive, and 30 at 0.85 with 27 positive. */
    private static NamedBins underconfident() {
        double[] p = new double[40];
        boolean[] y = new boolean[40];
        for (int i = 0; i < 40; i++) {
            p[i] = i < 10 ? 0.3 : 0.85;
            y[i] = i < 7 || (i >= 10 && i < 37);
        }
        return NamedBins.of("model", p, y);
    }

    private static BufferedImage read(Path png) throws IOException {
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(Charts.DEFAULT_WIDTH, image.getWidth());
        assertEquals(Charts.DEFAULT_HEIGHT, image.getHeight());
        return image;
    }

    /** Whether some pixel within {@code radius} of the point is close to {@code color}. */
    private static boolean hasColorNear(BufferedImage image, double x, double y, int radius, Color color) {
        for (int dx = -radius; dx <= radius; dx++) {
            for (int dy = -radius; dy <= radius; dy++) {
                Color pixel = new Color(image.getRGB((int) Math.round(x) + dx, (int) Math.round(y) + dy));
                int distance = Math.abs(pixel.getRed() - color.getRed()) + Math.abs(pixel.getGreen() - color.getGreen())
                        + Math.abs(pixel.getBlue() - color.getBlue());
                if (distance < 30) {
                    return true;
                }
            }
        }
        return false;
    }

    private static long nonBackgroundPixels(BufferedImage image, Rectangle area) {
        long count = 0;
        for (int x = area.x + 2; x < area.x + area.width - 2; x++) {
            for (int y = area.y + 2; y < area.y + area.height - 2; y++) {
                if (image.getRGB(x, y) != ChartCanvas.BACKGROUND.getRGB()) {
                    count++;
                }
            }
        }
        return count;
    }

    @Test
    void rocChartDrawsEachCurveInItsColourInsideThePlot() throws IOException {
        Path png = dir.resolve("roc.png");
        charts.rocChart(png, "ROC by scorer", List.of(kneeCurve(), randomCurve(1)));
        BufferedImage image = read(png);
        PlotScale plot = new PlotScale(layout.body(), Axis.unit(""), Axis.unit(""));
        // The knee curve's first segment passes (0.25, 0.5), away from the diagonal and the legend.
        assertTrue(hasColorNear(image, plot.px(0.25), plot.py(0.5), 1, SeriesColors.of(0)));
        assertTrue(hasColorNear(image, plot.px(0.5), plot.py(1.0), 1, SeriesColors.of(0)));
        assertTrue(nonBackgroundPixels(image, layout.body()) > 2000);
    }

    @Test
    void reliabilityChartDrawsBinsAsMarkersAndBars() throws IOException {
        Path png = dir.resolve("reliability.png");
        charts.reliabilityChart(png, "Reliability", List.of(underconfident()));
        BufferedImage image = read(png);
        PlotScale calibration = new PlotScale(layout.calibrationPanel(), Axis.unit(""), Axis.unit(""));
        assertTrue(hasColorNear(image, calibration.px(0.3), calibration.py(0.7), 2, SeriesColors.of(0)));
        assertTrue(hasColorNear(image, calibration.px(0.85), calibration.py(0.9), 2, SeriesColors.of(0)));
        // Bars: a quarter of the predictions in bin [0.3, 0.4), three quarters in [0.8, 0.9).
        Axis share = Axis.share("", 0.75);
        PlotScale histogram = new PlotScale(layout.histogramPanel(), Axis.unit(""), share);
        assertTrue(hasColorNear(image, histogram.px(0.35), histogram.py(0.2), 0, SeriesColors.tint(0)));
        assertTrue(hasColorNear(image, histogram.px(0.85), histogram.py(0.7), 0, SeriesColors.tint(0)));
        assertTrue(hasColorNear(image, histogram.px(0.55), histogram.py(0.1), 0, ChartCanvas.BACKGROUND), "no bar in an empty bin");
    }

    @Test
    void identicalInputGivesIdenticalBytes() throws IOException {
        Path first = dir.resolve("a/roc.png");
        Path second = dir.resolve("b/roc.png");
        charts.rocChart(first, "ROC", List.of(randomCurve(3), randomCurve(4)));
        charts.rocChart(second, "ROC", List.of(randomCurve(3), randomCurve(4)));
        assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second));

        Path third = dir.resolve("a/rel.png");
        Path fourth = dir.resolve("b/rel.png");
        charts.reliabilityChart(third, "Reliability", List.of(underconfident(), underconfident()));
        charts.reliabilityChart(fourth, "Reliability", List.of(underconfident(), underconfident()));
        assertArrayEquals(Files.readAllBytes(third), Files.readAllBytes(fourth));
    }

    @Test
    void anEmptyChartStillHasAxesAndTheDiagonal() throws IOException {
        Path png = dir.resolve("empty.png");
        charts.rocChart(png, "nothing yet", List.of());
        BufferedImage image = read(png);
        assertTrue(nonBackgroundPixels(image, layout.body()) > 500);
    }

    @Test
    void otherSizesAreHonoured() throws IOException {
        Path png = dir.resolve("big.png");
        new Charts(1200, 900).rocChart(png, "big", List.of(kneeCurve()));
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(1200, image.getWidth());
        assertEquals(900, image.getHeight());
    }
}
