package io.nlguard.nl.select;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A cheap key that equal results share whatever their column and row order: the row count, whether it was
 * cut, and each column's bag of values hashed (a sum of mixed cell hashes, so row order does not matter),
 * the columns' hashes sorted (so column order does not matter). Different keys mean different results;
 * equal keys are confirmed by {@link ResultEquality}.
 */
public record ResultFingerprint(int rows, boolean cut, List<Long> columns) {

    public ResultFingerprint {
        columns = List.copyOf(columns);
    }

    public static ResultFingerprint of(CandidateResult result) {
        long[] hashes = columnHashes(result);
        Arrays.sort(hashes);
        return new ResultFingerprint(result.rows().size(), result.cut(), Arrays.stream(hashes).boxed().toList());
    }

    /** Each column's bag hash, in the result's column order. */
    static long[] columnHashes(CandidateResult result) {
        long[] hashes = new long[result.columns()];
        for (List<Object> row : result.rows()) {
            for (int c = 0; c < hashes.length; c++) {
                hashes[c] += mix(Objects.hashCode(row.get(c)));
            }
        }
        return hashes;
    }

    /** SplitMix64's finalizer: spreads a 32-bit hash so that sums of them rarely collide. */
    private static long mix(long value) {
        long z = value + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
