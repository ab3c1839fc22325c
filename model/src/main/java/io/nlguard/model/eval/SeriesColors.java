package io.nlguard.model.eval;

import java.awt.Color;

/** Series colours: the Okabe-Ito palette (told apart with colour-vision deficiencies), minus its yellow. */
final class SeriesColors {

    private static final Color[] PALETTE = {
            new Color(0x0072B2), new Color(0xD55E00), new Color(0x009E73), new Color(0xCC79A7),
            new Color(0xE69F00), new Color(0x56B4E9), new Color(0x000000),
    };

    private SeriesColors() {
    }

    /** The colour of series {@code index}; the palette repeats after seven. */
    static Color of(int index) {
        return PALETTE[index % PALETTE.length];
    }

    /** A lighter tint of {@link #of(int)} for filled areas. */
    static Color tint(int index) {
        Color color = of(index);
        return new Color(lighten(color.getRed()), lighten(color.getGreen()), lighten(color.getBlue()));
    }

    private static int lighten(int channel) {
        return channel + (255 - channel) * 11 / 20;
    }
}
