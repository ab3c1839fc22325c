package io.nlguard.benchmarks;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.Properties;

/**
 * The application {@link FirstConnectionMeasurement} starts in a fresh JVM with one driver jar on the class
 * path: it connects, runs one query, reads its rows, and prints how long the connection and the query
 * took, the CPU time the process has used by then (all threads, the JVM's own included) and the main
 * thread's CPU time for the connection and for the query; it exits at
 * once, so the parent's clock on the process is JVM start to first rows. It uses
 * the JDK alone, so its class file is all it needs beside the jar.
 *
 * <p>Arguments: URL, user, password, query, and optionally {@code heap}: then it also prints the heap in
 * use after full GCs with the connection still open (what the driver keeps for it: engine, model, catalog
 * snapshot and the first query's caches).
 */
public final class FirstQueryProbe {

    private FirstQueryProbe() {
    }

    public static void main(String[] args) throws Exception {
        // the main thread's CPU clock, read before the clock starts: the work the application's thread waits
        // for, without what other threads do meanwhile (on a loaded machine the steadier figure)
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long main = System.nanoTime();
        long mainCpu = threads.getCurrentThreadCpuTime();
        Properties login = new Properties();
        login.setProperty("user", args[1]);
        login.setProperty("password", args[2]);
        try (Connection c = DriverManager.getConnection(args[0], login)) {
            long connected = System.nanoTime();
            long connectedCpu = threads.getCurrentThreadCpuTime();
            int rows = 0;
            try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(args[3])) {
                while (r.next()) {
                    rows++;
                }
            }
            long done = System.nanoTime();
            long doneCpu = threads.getCurrentThreadCpuTime();
            long cpu = ProcessHandle.current().info().totalCpuDuration().map(Duration::toNanos).orElse(-1L);
            System.out.println("probe " + (connected - main) + " " + (done - connected) + " " + cpu + " " + rows
                    + " " + (connectedCpu - mainCpu) + " " + (doneCpu - connectedCpu));
            if (args.length > 4 && args[4].equals("heap")) {
                System.out.println("heap " + heapAfterGc());
            }
        }
    }

    /** As the benchmarks' HeapInUse, copied: this class must need nothing beside the JDK and the driver jar. */
    private static long heapAfterGc() throws InterruptedException {
        Runtime runtime = Runtime.getRuntime();
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            System.gc();
            Thread.sleep(100);
            used = Math.min(used, runtime.totalMemory() - runtime.freeMemory());
        }
        return used;
    }
}
