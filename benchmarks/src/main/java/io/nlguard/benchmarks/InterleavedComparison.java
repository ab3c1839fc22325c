package io.nlguard.benchmarks;

import java.lang.management.ManagementFactory;
import java.sql.SQLException;
import java.util.Arrays;

/**
 * The client cost of one execution on three sides timed alike: the guarded one, the raw one inside it, and a
 * control (the raw one again, as a side of its own: its difference from raw is the noise of the figure).
 * Blocks of executions are interleaved round by round in rotating order, each timed with the thread's CPU
 * time and allocated bytes ({@code ThreadMXBean}; a server's round trip spends no client CPU). What counts is
 * the median of the rounds' differences, with its 95 % confidence interval from order statistics (no
 * assumption about the distribution).
 */
final class InterleavedComparison {

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final int WARMUP_ROUNDS = 15;

    /** One execution; returns something computed from the result, so that none is optimised away. */
    interface Execution {
        int run() throws SQLException;
    }

    private final int rounds;
    private final int block;

    InterleavedComparison(int rounds, int block) {
        this.rounds = rounds;
        this.block = block;
    }

    /** Times the three sides and prints raw's and guarded's costs, guarded − raw and control − raw. */
    void compare(String label, Execution guarded, Execution raw, Execution control) throws SQLException {
        Execution[] sides = {raw, guarded, control};
        for (int r = 0; r < WARMUP_ROUNDS; r++) {
            for (Execution side : sides) {
                block(side);
            }
        }
        // [side][measure][round]: measure 0 CPU ns, 1 wall ns, 2 bytes per execution
        double[][][] cost = new double[3][3][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < 3; k++) {
                int side = (r + k) % 3; // each side goes first, second and third equally often
                double[] measured = block(sides[side]);
                for (int m = 0; m < 3; m++) {
                    cost[side][m][r] = measured[m];
                }
            }
        }
        double[] difference = minus(cost[1][0], cost[0][0]);
        double[] noise = minus(cost[2][0], cost[0][0]);
        System.out.printf("%s, %d rounds of %d executions per side, per execution (medians)%n", label, rounds, block);
        System.out.printf("  %-20s %14s %12s %14s%n", "", "client CPU µs", "wall µs", "allocated B");
        print("raw", cost[0]);
        print("guarded", cost[1]);
        print("control (raw again)", cost[2]);
        System.out.printf("  guarded − raw: %s client CPU, %+.0f bytes, wall ratio %.3f%n", withInterval(difference),
                median(cost[1][2]) - median(cost[0][2]), median(cost[1][1]) / median(cost[0][1]));
        System.out.printf("  control − raw: %s client CPU (the noise of the figure above)%n", withInterval(noise));
    }

    /** CPU ns, wall ns and allocated bytes per execution over one block. */
    private double[] block(Execution execution) throws SQLException {
        long thread = Thread.currentThread().getId();
        long bytes0 = THREADS.getThreadAllocatedBytes(thread);
        long cpu0 = THREADS.getCurrentThreadCpuTime();
        long wall0 = System.nanoTime();
        int sum = 0;
        for (int i = 0; i < block; i++) {
            sum += execution.run();
        }
        long wall = System.nanoTime() - wall0;
        long cpu = THREADS.getCurrentThreadCpuTime() - cpu0;
        long bytes = THREADS.getThreadAllocatedBytes(thread) - bytes0;
        if (sum == 0) {
            throw new IllegalStateException("no rows");
        }
        return new double[]{(double) cpu / block, (double) wall / block, (double) bytes / block};
    }

    private static void print(String label, double[][] cost) {
        System.out.printf("  %-20s %14.3f %12.3f %14.0f%n", label, median(cost[0]) / 1e3, median(cost[1]) / 1e3,
                median(cost[2]));
    }

    private static double[] minus(double[] a, double[] b) {
        double[] d = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            d[i] = a[i] - b[i];
        }
        return d;
    }

    /** The median in µs with the ranks n/2 ± 1.96·√n/2 of the sorted values as its 95 % confidence interval. */
    static String withInterval(double[] nanos) {
        double[] sorted = nanos.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        int half = (int) Math.ceil(1.96 * Math.sqrt(n) / 2);
        int low = Math.max(0, n / 2 - half);
        int high = Math.min(n - 1, n / 2 + half);
        return String.format("%+.3f µs [95%% CI %+.3f, %+.3f]", sorted[n / 2] / 1e3, sorted[low] / 1e3,
                sorted[high] / 1e3);
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
