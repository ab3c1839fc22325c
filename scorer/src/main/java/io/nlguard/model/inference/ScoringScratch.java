package io.nlguard.model.inference;

/**
 * The scratch space of {@link QuickScorer#rawScores}: the exit bitvectors of up to 64 of a statement's
 * nodes, their shared start and each feature's set of rows (4,428 longs, 35 KB, for the shipped model),
 * kept per thread between calls so that the driver's path does not allocate and zero it per
 * statement. The thread keeps a plain {@code long[]}, never a class of the driver, so a pooled thread of
 * an application server does not pin the driver's class loader after the application is undeployed. An
 * array longer than {@link #RETAINED_LONGS} (a model of more than about 500 trees of 31 leaves, 250 of
 * 64) serves one call and is dropped, so that a thread never pins more than 128 KB.
 */
final class ScoringScratch {

    static final int RETAINED_LONGS = 1 << 14;

    private static final ThreadLocal<long[]> LONGS = new ThreadLocal<>();

    private ScoringScratch() {
    }

    /** An array of at least {@code length} longs, contents undefined. */
    static long[] longs(int length) {
        long[] kept = LONGS.get();
        if (kept != null && kept.length >= length) {
            return kept;
        }
        long[] fresh = new long[length];
        if (length <= RETAINED_LONGS) {
            LONGS.set(fresh);
        }
        return fresh;
    }
}
