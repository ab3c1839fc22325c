package io.nlguard.compare.result;

import java.math.BigDecimal;

/** Compares the cells of every row pair, per aligned column, and keeps the numbers' tolerance statistics. */
final class CellTally {

    final int[] compared;
    final int[] matched;
    long matchedCells;
    int rowPairs;
    long numbersCompared;
    long numbersExact;
    long numbersWithinTolerance;
    long numbersBeyondTolerance;
    double maxAcceptedDiff;

    private CellTally(int width) {
        compared = new int[width];
        matched = new int[width];
    }

    /**
     * @param width   the number of aligned columns
     * @param partner the expected row each actual row is paired with, or -1
     */
    static CellTally count(ProjectedRows actual, ProjectedRows expected, int width, int[] partner, CellEquality equality) {
        CellTally tally = new CellTally(width);
        for (int a = 0; a < partner.length; a++) {
            if (partner[a] >= 0) {
                tally.pair(actual.row(a), expected.row(partner[a]), equality);
            }
        }
        return tally;
    }

    private void pair(Object[] actual, Object[] expected, CellEquality equality) {
        rowPairs++;
        for (int c = 0; c < actual.length; c++) {
            compared[c]++;
            boolean equal = equality.equal(actual[c], expected[c]);
            if (equal) {
                matched[c]++;
                matchedCells++;
            }
            if (actual[c] instanceof BigDecimal a && expected[c] instanceof BigDecimal b) {
                number(a, b, equal);
            }
        }
    }

    private void number(BigDecimal actual, BigDecimal expected, boolean equal) {
        numbersCompared++;
        if (actual.equals(expected)) {
            numbersExact++;
        } else if (equal) {
            numbersWithinTolerance++;
            maxAcceptedDiff = Math.max(maxAcceptedDiff, actual.subtract(expected).abs().doubleValue());
        } else {
            numbersBeyondTolerance++;
        }
    }
}
