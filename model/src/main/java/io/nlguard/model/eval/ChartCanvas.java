package io.nlguard.model.eval;

import javax.imageio.ImageIO;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Rectangle;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * An off-screen white image with anti-aliased drawing, a title and text helpers; written as PNG.
 * Only in-memory drawing is used, so the output is the same for the same input on one machine.
 */
final class ChartCanvas {

    static {
        // Charts are drawn in servers and CI without a display; an explicit choice by the application wins.
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    static final Color BACKGROUND = Color.WHITE;
    static final Color TEXT = new Color(0x222222);
    static final Font TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 18);
    static final Font AXIS_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 14);
    static final Font TICK_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 12);
    static final Font LEGEND_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 13);

    private final BufferedImage image;
    private final Graphics2D graphics;

    ChartCanvas(ChartLayout layout, String title) {
        image = new BufferedImage(layout.width(), layout.height(), BufferedImage.TYPE_INT_RGB);
        graphics = image.createGraphics();
        graphics.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        graphics.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        graphics.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        graphics.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        graphics.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        graphics.setColor(BACKGROUND);
        graphics.fillRect(0, 0, layout.width(), layout.height());
        if (title != null && !title.isEmpty()) {
            textCentered(title, TITLE_FONT, layout.width() / 2.0, layout.body().y / 2.0);
        }
    }

    Graphics2D graphics() {
        return graphics;
    }

    /** A panel of this canvas plotting {@code x} against {@code y}. */
    PlotArea plot(Rectangle area, Axis x, Axis y) {
        return new PlotArea(this, new PlotScale(area, x, y));
    }

    /** {@code text} centred horizontally on {@code centreX} and vertically on {@code centreY}. */
    void textCentered(String text, Font font, double centreX, double centreY) {
        graphics.setFont(font);
        graphics.setColor(TEXT);
        FontMetrics metrics = graphics.getFontMetrics();
        float x = (float) (centreX - metrics.stringWidth(text) / 2.0);
        float y = (float) (centreY + (metrics.getAscent() - metrics.getDescent()) / 2.0);
        graphics.drawString(text, x, y);
    }

    /** {@code text} starting at {@code leftX}, vertically centred on {@code centreY}. */
    void textLeftAligned(String text, Font font, double leftX, double centreY) {
        graphics.setFont(font);
        graphics.setColor(TEXT);
        FontMetrics metrics = graphics.getFontMetrics();
        graphics.drawString(text, (float) leftX, (float) (centreY + (metrics.getAscent() - metrics.getDescent()) / 2.0));
    }

    /** {@code text} ending at {@code rightX}, vertically centred on {@code centreY}. */
    void textRightAligned(String text, Font font, double rightX, double centreY) {
        textLeftAligned(text, font, rightX - textWidth(text, font), centreY);
    }

    /** {@code text} read bottom to top, centred on the point. */
    void textVertical(String text, Font font, double centreX, double centreY) {
        AffineTransform saved = graphics.getTransform();
        graphics.translate(centreX, centreY);
        graphics.rotate(-Math.PI / 2);
        textCentered(text, font, 0, 0);
        graphics.setTransform(saved);
    }

    int textWidth(String text, Font font) {
        return graphics.getFontMetrics(font).stringWidth(text);
    }

    int lineHeight(Font font) {
        return graphics.getFontMetrics(font).getHeight();
    }

    /** Writes the image as PNG, creating missing parent directories. */
    void write(Path png) throws IOException {
        Path parent = png.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        if (!ImageIO.write(image, "png", png.toFile())) {
            throw new IOException("no PNG writer in this JDK");
        }
    }
}
