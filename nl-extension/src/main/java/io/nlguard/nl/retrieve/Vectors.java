package io.nlguard.nl.retrieve;

/** Unit-length vectors, whose dot product is their cosine. */
public final class Vectors {

    private Vectors() {
    }

    /** A copy scaled to unit length; a zero vector stays zero (its cosine with anything is 0). */
    public static float[] normalized(float[] vector) {
        double norm = 0;
        for (float v : vector) {
            norm += (double) v * v;
        }
        float[] unit = vector.clone();
        if (norm > 0) {
            float scale = (float) (1 / Math.sqrt(norm));
            for (int i = 0; i < unit.length; i++) {
                unit[i] *= scale;
            }
        }
        return unit;
    }

    /** The dot product; vectors of different lengths (two models) are compared over the shorter. */
    public static double dot(float[] a, float[] b) {
        int n = Math.min(a.length, b.length);
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += (double) a[i] * b[i];
        }
        return sum;
    }
}
