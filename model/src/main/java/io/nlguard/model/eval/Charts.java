package io.nlguard.model.eval;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * PNG charts of an evaluation, drawn with the JDK alone (headless AWT): ROC curves and
 * reliability diagrams. The same input gives the same bytes.
 */
public final class Charts {

    public static final int DEFAULT_WIDTH = 800;
    public static final int DEFAULT_HEIGHT = 600;

    private final ChartLayout layout;

    /** Charts of {@value #DEFAULT_WIDTH}x{@value #DEFAULT_HEIGHT} pixels. */
    public Charts() {
        this(DEFAULT_WIDTH, DEFAULT_HEIGHT);
    }

    /** Charts of the given size; at least 320x240. */
    public Charts(int width, int height) {
        this.layout = new ChartLayout(width, height);
    }

    /** One ROC curve per scorer with its AUC in the legend, over the chance diagonal. */
    public void rocChart(Path png, String title, List<NamedCurve> curves) throws IOException {
        ChartCanvas canvas = new ChartCanvas(layout, title);
        PlotArea plot = canvas.plot(layout.body(), Axis.unit("False positive rate"), Axis.unit("True positive rate"));
        plot.drawAxes(true);
        plot.drawDiagonal();
        List<Legend.Entry> legend = new ArrayList<>();
        for (int i = 0; i < curves.size(); i++) {
            NamedCurve curve = curves.get(i);
            List<RocPoint> points = curve.curve().points();
            double[] fpr = points.stream().mapToDouble(RocPoint::falsePositiveRate).toArray();
            double[] tpr = points.stream().mapToDouble(RocPoint::truePositiveRate).toArray();
            plot.drawLine(fpr, tpr, SeriesColors.of(i));
            legend.add(new Legend.Entry(SeriesColors.of(i), curve.legendLabel(), false));
        }
        Legend.draw(canvas, plot.area(), Legend.Corner.BOTTOM_RIGHT, legend);
        canvas.write(png);
    }

    /**
     * Observed rate against mean predicted probability per non-empty bin, one line per scorer with
     * its ECE in the legend, over the perfect-calibration diagonal; below, each scorer's share of
     * predictions per bin as grouped bars.
     */
    public void reliabilityChart(Path png, String title, List<NamedBins> series) throws IOException {
        ChartCanvas canvas = new ChartCanvas(layout, title);
        PlotArea calibration = canvas.plot(layout.calibrationPanel(),
                Axis.unit("Mean predicted probability"), Axis.unit("Observed frequency"));
        PlotArea histogram = canvas.plot(layout.histogramPanel(),
                Axis.unit("Predicted probability"), Axis.share("Share", largestShare(series)));
        calibration.drawAxes(false);
        calibration.drawDiagonal();
        histogram.drawAxes(true);
        List<Legend.Entry> legend = new ArrayList<>();
        for (int i = 0; i < series.size(); i++) {
            NamedBins named = series.get(i);
            List<ReliabilityBin> bins = named.bins().nonEmpty();
            double[] predicted = bins.stream().mapToDouble(ReliabilityBin::meanPredicted).toArray();
            double[] observed = bins.stream().mapToDouble(ReliabilityBin::observedRate).toArray();
            calibration.drawLine(predicted, observed, SeriesColors.of(i));
            calibration.drawMarkers(predicted, observed, SeriesColors.of(i));
            drawShares(histogram, named.bins(), i, series.size());
            legend.add(new Legend.Entry(SeriesColors.of(i), named.legendLabel(), true));
        }
        Legend.draw(canvas, calibration.area(), Legend.Corner.TOP_LEFT, legend);
        canvas.write(png);
    }

    // Series index of seriesCount gets its slice of the middle 80% of each bin, so neighbouring bins' bars stay apart.
    private static void drawShares(PlotArea histogram, ReliabilityBins bins, int index, int seriesCount) {
        for (ReliabilityBin bin : bins.nonEmpty()) {
            double groupWidth = (bin.upper() - bin.lower()) * 0.8;
            double from = bin.lower() + (bin.upper() - bin.lower()) * 0.1 + groupWidth * index / seriesCount;
            double to = from + groupWidth / seriesCount;
            histogram.drawBar(from, to, (double) bin.count() / bins.total(), SeriesColors.tint(index), SeriesColors.of(index));
        }
    }

    private static double largestShare(List<NamedBins> series) {
        double largest = 0;
        for (NamedBins named : series) {
            for (ReliabilityBin bin : named.bins().nonEmpty()) {
                largest = Math.max(largest, (double) bin.count() / named.bins().total());
            }
        }
        return largest;
    }
}
