package io.nlguard.model.eval;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;

/** One panel of a chart: maps data coordinates to pixels and draws grid, axes and series into it. */
final class PlotArea {

    static final Stroke SERIES_STROKE = new BasicStroke(2.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    private static final Stroke GRID_STROKE = new BasicStroke(1f);
    private static final Stroke FRAME_STROKE = new BasicStroke(1.2f);
    private static final Stroke DIAGONAL_STROKE = new BasicStroke(1.3f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER,
            10f, new float[] {6f, 5f}, 0f);
    private static final Color GRID = new Color(0xE6E6E6);
    private static final Color FRAME = new Color(0x555555);
    private static final Color DIAGONAL = new Color(0x888888);
    private static final double MARKER_RADIUS = 4.5;
    private static final int TICK_LENGTH = 5;

    private final ChartCanvas canvas;
    private final Graphics2D g;
    private final PlotScale scale;
    private final Rectangle area;
    private final Axis x;
    private final Axis y;

    PlotArea(ChartCanvas canvas, PlotScale scale) {
        this.canvas = canvas;
        this.g = canvas.graphics();
        this.scale = scale;
        this.area = scale.area();
        this.x = scale.x();
        this.y = scale.y();
    }

    Rectangle area() {
        return area;
    }

    private double px(double value) {
        return scale.px(value);
    }

    private double py(double value) {
        return scale.py(value);
    }

    /**
     * Grid lines, frame, ticks and the y axis' labels and title; the x axis' only when
     * {@code labelX} (a panel stacked above another shares the lower one's).
     */
    void drawAxes(boolean labelX) {
        g.setStroke(GRID_STROKE);
        g.setColor(GRID);
        for (double tick : x.ticks()) {
            g.draw(new Line2D.Double(px(tick), area.y, px(tick), area.y + area.height));
        }
        for (double tick : y.ticks()) {
            g.draw(new Line2D.Double(area.x, py(tick), area.x + area.width, py(tick)));
        }
        g.setStroke(FRAME_STROKE);
        g.setColor(FRAME);
        g.draw(new Rectangle2D.Double(area.x, area.y, area.width, area.height));
        double bottom = area.y + area.height;
        for (double tick : x.ticks()) {
            g.setColor(FRAME);
            g.draw(new Line2D.Double(px(tick), bottom, px(tick), bottom + TICK_LENGTH));
            if (labelX) {
                canvas.textCentered(x.format(tick), ChartCanvas.TICK_FONT, px(tick), bottom + TICK_LENGTH + 10);
            }
        }
        for (double tick : y.ticks()) {
            g.setColor(FRAME);
            g.draw(new Line2D.Double(area.x - TICK_LENGTH, py(tick), area.x, py(tick)));
            canvas.textRightAligned(y.format(tick), ChartCanvas.TICK_FONT, area.x - TICK_LENGTH - 4, py(tick));
        }
        if (labelX) {
            canvas.textCentered(x.title(), ChartCanvas.AXIS_FONT, area.x + area.width / 2.0, bottom + 42);
        }
        canvas.textVertical(y.title(), ChartCanvas.AXIS_FONT, area.x - 56, area.y + area.height / 2.0);
    }

    /** The dashed line y = x: chance for ROC, perfect calibration for reliability. */
    void drawDiagonal() {
        g.setStroke(DIAGONAL_STROKE);
        g.setColor(DIAGONAL);
        g.draw(new Line2D.Double(px(0), py(0), px(Math.min(x.max(), y.max())), py(Math.min(x.max(), y.max()))));
    }

    /** A polyline through the points, clipped to the panel. */
    void drawLine(double[] xs, double[] ys, Color color) {
        if (xs.length == 0) {
            return;
        }
        Path2D.Double path = new Path2D.Double();
        path.moveTo(px(xs[0]), py(ys[0]));
        for (int i = 1; i < xs.length; i++) {
            path.lineTo(px(xs[i]), py(ys[i]));
        }
        clipped(() -> {
            g.setStroke(SERIES_STROKE);
            g.setColor(color);
            g.draw(path);
        });
    }

    /** A filled circle at each point. */
    void drawMarkers(double[] xs, double[] ys, Color color) {
        clipped(() -> {
            for (int i = 0; i < xs.length; i++) {
                drawMarker(g, px(xs[i]), py(ys[i]), color);
            }
        });
    }

    /** A bar from 0 to {@code height} between {@code from} and {@code to} on the x axis. */
    void drawBar(double from, double to, double height, Color fill, Color edge) {
        Shape bar = new Rectangle2D.Double(px(from), py(height), px(to) - px(from), py(0) - py(height));
        clipped(() -> {
            g.setColor(fill);
            g.fill(bar);
            g.setStroke(GRID_STROKE);
            g.setColor(edge);
            g.draw(bar);
        });
    }

    static void drawMarker(Graphics2D g, double centreX, double centreY, Color color) {
        Shape marker = new Ellipse2D.Double(centreX - MARKER_RADIUS, centreY - MARKER_RADIUS, 2 * MARKER_RADIUS, 2 * MARKER_RADIUS);
        g.setColor(color);
        g.fill(marker);
        g.setStroke(new BasicStroke(1f));
        g.setColor(ChartCanvas.BACKGROUND);
        g.draw(marker);
    }

    // A little slack, so that series running along the frame (a perfect ROC curve) stay visible.
    private void clipped(Runnable drawing) {
        Shape saved = g.getClip();
        g.clip(new Rectangle2D.Double(area.x - 3, area.y - 3, area.width + 6, area.height + 6));
        drawing.run();
        g.setClip(saved);
    }
}
