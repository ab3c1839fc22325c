package io.nlguard.model.eval;

import java.awt.Rectangle;

/** Maps data coordinates of a panel to pixels: the axes' 0 at the lower left corner, their max at the upper right. */
record PlotScale(Rectangle area, Axis x, Axis y) {

    double px(double value) {
        return area.x + value / x.max() * area.width;
    }

    double py(double value) {
        return area.y + area.height - value / y.max() * area.height;
    }
}
