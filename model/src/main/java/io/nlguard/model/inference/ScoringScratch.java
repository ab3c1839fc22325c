package io.nlguard.model.inference;

/**
 * The exit bitvectors of a statement's nodes, kept per thread between calls so that the driver's path
 * does not allocate and zero them per statement (30 nodes × 120 trees is 29 KB). The thread keeps a
 * plain {@code long[]}, never a class of the driver, so a pooled thread of an application server does
 * not pin the driver's class loader after the application is undeployed. An array longer than
 * {@link #RETAINED_LONGS} serves one call and is dropped, so one huge statement does not pin its memory.
 */
final class ScoringScratch {

    static final int RETAINED_LONGS = 1 << 14;

    private static final ThreadLocal<long[]> EXITS = new ThreadLocal<>();

    private ScoringScratch() {
    }

    /** An array of at least {@code length} longs, contents undefined. */
    static long[] exits(int length) {
        long[] kept = EXITS.get();
        if (kept != null && kept.length >= length) {
            return kept;
        }
        long[] fresh = new long[length];
        if (length <= RETAINED_LONGS) {
            EXITS.set(fresh);
        }
        return fresh;
    }
}
