package io.nlguard.benchmarks;

/** The heap in use after full GCs: a {@link Runtime} estimate of what is retained, good to a few hundred KB. */
final class HeapInUse {

    private HeapInUse() {
    }

    static long afterGc() throws InterruptedException {
        Runtime runtime = Runtime.getRuntime();
        long used = Long.MAX_VALUE;
        // Several rounds: one System.gc() may leave garbage that finalization or reference processing frees later.
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(100);
            used = Math.min(used, runtime.totalMemory() - runtime.freeMemory());
        }
        return used;
    }
}
