package io.nlguard.compare.result;

import java.util.Arrays;

/** Pairs of equal rows, one to one (a bag matching): which actual row matched which expected row. */
final class RowMatching {

    private final int[] actualToExpected;
    private final int[] expectedToActual;
    private int matched;
    private int matchedWithinTolerance;

    RowMatching(int actualRows, int expectedRows) {
        actualToExpected = new int[actualRows];
        expectedToActual = new int[expectedRows];
        Arrays.fill(actualToExpected, -1);
        Arrays.fill(expectedToActual, -1);
    }

    void pair(int actual, int expected, boolean onlyWithinTolerance) {
        actualToExpected[actual] = expected;
        expectedToActual[expected] = actual;
        matched++;
        if (onlyWithinTolerance) {
            matchedWithinTolerance++;
        }
    }

    /** The expected row an actual row matched, or -1. */
    int partnerOfActual(int actual) {
        return actualToExpected[actual];
    }

    boolean expectedMatched(int expected) {
        return expectedToActual[expected] >= 0;
    }

    int matched() {
        return matched;
    }

    /** Pairs that are equal only thanks to the numeric tolerance. */
    int matchedWithinTolerance() {
        return matchedWithinTolerance;
    }

    int actualRows() {
        return actualToExpected.length;
    }

    int expectedRows() {
        return expectedToActual.length;
    }
}
