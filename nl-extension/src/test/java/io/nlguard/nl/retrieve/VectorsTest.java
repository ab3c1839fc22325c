package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class VectorsTest {

    @Test
    void normalizedVectorsHaveUnitLengthAndTheirDotIsTheCosine() {
        float[] a = Vectors.normalized(new float[] {3, 4});
        assertArrayEquals(new float[] {0.6f, 0.8f}, a, 1e-6f);
        assertEquals(1.0, Vectors.dot(a, a), 1e-6);
        assertEquals(0.8, Vectors.dot(a, Vectors.normalized(new float[] {0, 2})), 1e-6);
    }

    @Test
    void aZeroVectorStaysZeroAndTheInputIsNotChanged() {
        float[] zero = {0, 0};
        assertArrayEquals(new float[] {0, 0}, Vectors.normalized(zero));
        float[] input = {2, 0};
        Vectors.normalized(input);
        assertArrayEquals(new float[] {2, 0}, input);
    }
}
