package io.nlguard.model.eval;

import java.awt.Rectangle;

/** Where the plot panels of a chart of the given size go; the margins hold title, ticks and axis titles. */
record ChartLayout(int width, int height) {

    static final int MIN_WIDTH = 320;
    static final int MIN_HEIGHT = 240;

    private static final int TOP = 48;
    private static final int LEFT = 78;
    private static final int RIGHT = 28;
    private static final int BOTTOM = 62;
    private static final int PANEL_GAP = 14;
    private static final double CALIBRATION_SHARE = 0.72; // of the body; the histogram gets the rest

    ChartLayout {
        if (width < MIN_WIDTH || height < MIN_HEIGHT) {
            throw new IllegalArgumentException("a chart needs at least " + MIN_WIDTH + "x" + MIN_HEIGHT
                    + " pixels, not " + width + "x" + height);
        }
    }

    /** The area inside the margins: the ROC plot. */
    Rectangle body() {
        return new Rectangle(LEFT, TOP, width - LEFT - RIGHT, height - TOP - BOTTOM);
    }

    /** The upper panel of a reliability chart: predicted against observed. */
    Rectangle calibrationPanel() {
        Rectangle body = body();
        return new Rectangle(body.x, body.y, body.width, (int) Math.round(body.height * CALIBRATION_SHARE) - PANEL_GAP);
    }

    /** The lower panel of a reliability chart: the share of predictions per bin. */
    Rectangle histogramPanel() {
        Rectangle body = body();
        Rectangle upper = calibrationPanel();
        int y = upper.y + upper.height + PANEL_GAP;
        return new Rectangle(body.x, y, body.width, body.y + body.height - y);
    }
}
