package io.nlguard.model.eval;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.util.List;

/** A boxed list of series, each a line sample (with a marker if the series has them) and its label. */
final class Legend {

    /** Which corner of the plot the box sits in. */
    enum Corner { TOP_LEFT, BOTTOM_RIGHT }

    /** One series in the legend. */
    record Entry(Color color, String label, boolean marker) {
    }

    private static final int PADDING = 10;
    private static final int SAMPLE_WIDTH = 28;
    private static final int SAMPLE_GAP = 8;

    private Legend() {
    }

    static void draw(ChartCanvas canvas, Rectangle plot, Corner corner, List<Entry> entries) {
        if (entries.isEmpty()) {
            return;
        }
        int textWidth = entries.stream().mapToInt(e -> canvas.textWidth(e.label(), ChartCanvas.LEGEND_FONT)).max().orElse(0);
        int lineHeight = canvas.lineHeight(ChartCanvas.LEGEND_FONT) + 4;
        int width = PADDING + SAMPLE_WIDTH + SAMPLE_GAP + textWidth + PADDING;
        int height = PADDING + lineHeight * entries.size() + PADDING / 2;
        int x = corner == Corner.TOP_LEFT ? plot.x + PADDING : plot.x + plot.width - PADDING - width;
        int y = corner == Corner.TOP_LEFT ? plot.y + PADDING : plot.y + plot.height - PADDING - height;

        Graphics2D g = canvas.graphics();
        g.setColor(new Color(255, 255, 255, 235));
        g.fill(new Rectangle2D.Double(x, y, width, height));
        g.setColor(new Color(0xBBBBBB));
        g.setStroke(new BasicStroke(1f));
        g.draw(new Rectangle2D.Double(x + 0.5, y + 0.5, width - 1, height - 1));
        for (int i = 0; i < entries.size(); i++) {
            Entry entry = entries.get(i);
            double centreY = y + PADDING / 2.0 + lineHeight * (i + 0.5) + 2;
            double sampleX = x + PADDING;
            g.setColor(entry.color());
            g.setStroke(PlotArea.SERIES_STROKE);
            g.draw(new Line2D.Double(sampleX, centreY, sampleX + SAMPLE_WIDTH, centreY));
            if (entry.marker()) {
                PlotArea.drawMarker(g, sampleX + SAMPLE_WIDTH / 2.0, centreY, entry.color());
            }
            canvas.textLeftAligned(entry.label(), ChartCanvas.LEGEND_FONT, sampleX + SAMPLE_WIDTH + SAMPLE_GAP, centreY);
        }
    }
}
