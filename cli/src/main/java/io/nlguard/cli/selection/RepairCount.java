package io.nlguard.cli.selection;

/**
 * The deterministic repair of one set: candidates whose SQL failed (error) with the normalization only,
 * how many the answer guard's {@code normalize,autocorrect} text makes run, and how many it makes right.
 */
public final class RepairCount {

    private int failing;
    private int runs;
    private int right;

    void add(boolean nowRuns, boolean nowRight) {
        failing++;
        runs += nowRuns ? 1 : 0;
        right += nowRight ? 1 : 0;
    }

    public int failing() {
        return failing;
    }

    public int runs() {
        return runs;
    }

    public int right() {
        return right;
    }
}
