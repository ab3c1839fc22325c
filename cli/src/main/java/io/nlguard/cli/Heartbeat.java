package io.nlguard.cli;

import java.io.PrintWriter;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Says on stderr that a long step is still running, every few seconds, and how long it took when it
 * ends, so a command that works for minutes (labelling, training) is never silent.
 *
 * <pre>{@code try (Heartbeat beat = Heartbeat.start(err, "training")) { ... } }</pre>
 */
public final class Heartbeat implements AutoCloseable {

    /** Seconds between two "still running" lines. */
    static final long PERIOD_SECONDS = 10;

    private final PrintWriter err;
    private final String step;
    private final long started = System.nanoTime();
    private final ScheduledExecutorService timer;

    private Heartbeat(PrintWriter err, String step, long periodMillis) {
        this.err = err;
        this.step = step;
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "nlguard-heartbeat");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleAtFixedRate(() -> say(step + ": still running, " + elapsed()), periodMillis, periodMillis,
                TimeUnit.MILLISECONDS);
    }

    public static Heartbeat start(PrintWriter err, String step) {
        return new Heartbeat(err, step, TimeUnit.SECONDS.toMillis(PERIOD_SECONDS));
    }

    static Heartbeat start(PrintWriter err, String step, long periodMillis) {
        return new Heartbeat(err, step, periodMillis);
    }

    @Override
    public void close() {
        timer.shutdownNow();
        say(step + ": done in " + elapsed());
    }

    private String elapsed() {
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started);
        return seconds < 60 ? seconds + " s" : seconds / 60 + " min " + seconds % 60 + " s";
    }

    private void say(String line) {
        synchronized (err) {
            err.println(line);
            err.flush();
        }
    }
}
