package io.nlguard.model.label;

import java.util.HashMap;
import java.util.Map;

/**
 * Memoized answers per (generated node id, gold node id): recursive equivalence is asked about the
 * same pairs over and over by the cartesian alignment and the rescue pass. Dense for the trees a
 * corpus has, a hash map for the rare pair of huge trees.
 */
final class PairMemo {

    /** 64 MB of answers at most in the dense table. */
    private static final long DENSE_LIMIT = 1L << 26;
    private static final byte UNKNOWN = 0;
    private static final byte NO = 1;
    private static final byte YES = 2;

    private final int goldSize;
    private final byte[] dense;
    private final Map<Long, Boolean> sparse;

    PairMemo(int genSize, int goldSize) {
        this.goldSize = goldSize;
        boolean fits = (long) genSize * goldSize <= DENSE_LIMIT;
        this.dense = fits ? new byte[genSize * goldSize] : null;
        this.sparse = fits ? null : new HashMap<>();
    }

    /** The remembered answer, or null when the pair has not been decided yet. */
    Boolean get(int genId, int goldId) {
        if (dense == null) {
            return sparse.get(key(genId, goldId));
        }
        byte known = dense[genId * goldSize + goldId];
        return known == UNKNOWN ? null : known == YES;
    }

    void put(int genId, int goldId, boolean answer) {
        if (dense == null) {
            sparse.put(key(genId, goldId), answer);
        } else {
            dense[genId * goldSize + goldId] = answer ? YES : NO;
        }
    }

    private long key(int genId, int goldId) {
        return (long) genId * goldSize + goldId;
    }
}
