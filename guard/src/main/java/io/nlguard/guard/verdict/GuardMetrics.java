package io.nlguard.guard.verdict;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

import javax.management.JMException;
import javax.management.ObjectName;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the guard has done in this JVM: statements inspected, verdicts, cache hits and how often each
 * rule fired. Counted with {@link LongAdder}s on the hot path; readable through {@link #global()} and
 * through JMX as {@code io.nlguard:type=GuardMetrics} (registered on a thread of its own a few seconds
 * after the guard is first used).
 */
public final class GuardMetrics implements GuardMetricsMBean {

    private static final Logger LOG = LoggerFactory.getLogger(GuardMetrics.class);
    private static final GuardMetrics GLOBAL = new GuardMetrics();

    /** How long after the guard's first use the metrics are registered with JMX. */
    static final Duration REGISTRATION_DELAY = Duration.ofSeconds(3);

    static {
        // starting JMX's platform server costs a cold JVM 0.2 s of CPU: done after the first connection,
        // not in it nor beside it, where it would take a core the connection is waiting for
        Thread registration = new Thread(GuardMetrics::registerLater, "nlguard-jmx-registration");
        registration.setDaemon(true);
        registration.start();
    }

    // no counter of statements: each statement bumps exactly one verdict counter, whose sum is the count
    private final LongAdder allowed = new LongAdder();
    private final LongAdder annotated = new LongAdder();
    private final LongAdder blocked = new LongAdder();
    private final LongAdder unparsed = new LongAdder();
    private final LongAdder cacheHits = new LongAdder();
    private final Map<String, LongAdder> ruleFirings = new ConcurrentHashMap<>();

    public static GuardMetrics global() {
        return GLOBAL;
    }

    /**
     * The counters one report bumps each time its statement is inspected: its verdict's, unparsed, and one per
     * finding's rule. Found once per analysis and kept with the cached verdict.
     */
    Counters countersOf(GuardReport report) {
        LongAdder verdict = switch (report.verdict()) {
            case ALLOW -> allowed;
            case ANNOTATE -> annotated;
            case BLOCK -> blocked;
        };
        LongAdder[] firings = new LongAdder[report.findings().size()];
        for (int i = 0; i < firings.length; i++) {
            firings[i] = ruleFirings.computeIfAbsent(report.findings().get(i).ruleId(), id -> new LongAdder());
        }
        return new Counters(verdict, report.parsed() ? null : unparsed, firings);
    }

    void record(Counters counters, boolean cacheHit) {
        counters.verdict().increment();
        if (counters.unparsed() != null) {
            counters.unparsed().increment();
        }
        if (cacheHit) {
            cacheHits.increment();
        }
        for (LongAdder firing : counters.firings()) {
            firing.increment();
        }
    }

    /** What {@link #countersOf} found: the verdict's counter, the unparsed counter or null, one per finding. */
    record Counters(LongAdder verdict, LongAdder unparsed, LongAdder[] firings) {
    }

    @Override
    public long getStatements() {
        return allowed.sum() + annotated.sum() + blocked.sum();
    }

    @Override
    public long getAllowed() {
        return allowed.sum();
    }

    @Override
    public long getAnnotated() {
        return annotated.sum();
    }

    @Override
    public long getBlocked() {
        return blocked.sum();
    }

    @Override
    public long getUnparsed() {
        return unparsed.sum();
    }

    @Override
    public long getVerdictCacheHits() {
        return cacheHits.sum();
    }

    @Override
    public Map<String, Long> getRuleFirings() {
        Map<String, Long> snapshot = new TreeMap<>();
        ruleFirings.forEach((id, count) -> snapshot.put(id, count.sum()));
        return snapshot;
    }

    private static void registerLater() {
        try {
            Thread.sleep(REGISTRATION_DELAY.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        register(GLOBAL);
    }

    private static void register(GuardMetrics metrics) {
        try {
            ObjectName name = new ObjectName("io.nlguard:type=GuardMetrics");
            var server = ManagementFactory.getPlatformMBeanServer();
            if (!server.isRegistered(name)) {
                server.registerMBean(metrics, name);
            }
        } catch (JMException | SecurityException e) {
            // metrics stay readable through the API; JMX is a convenience
            LOG.debug("nlguard metrics not registered with JMX", e);
        }
    }
}
