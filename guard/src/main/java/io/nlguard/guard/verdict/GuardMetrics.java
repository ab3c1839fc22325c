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
    private static final LongAdder[] NO_FIRINGS = {};

    /** How long after the guard's first use the metrics are registered with JMX. */
    static final Duration REGISTRATION_DELAY = Duration.ofSeconds(3);

    static {
        // starting JMX's platform server costs a cold JVM 0.2 s of CPU: done after the first connection,
        // not in it nor beside it, where it would take a core the connection is waiting for
        Thread registration = new Thread(GuardMetrics::registerLater, "nlguard-jmx-registration");
        registration.setDaemon(true);
        registration.start();
    }

    // Each statement bumps exactly one verdict counter, analysed or served from the verdict cache: the
    // statements and the cache hits are sums of them, so a hit bumps one counter, not three.
    private final LongAdder allowed = new LongAdder();
    private final LongAdder annotated = new LongAdder();
    private final LongAdder blocked = new LongAdder();
    private final LongAdder allowedHits = new LongAdder();
    private final LongAdder annotatedHits = new LongAdder();
    private final LongAdder blockedHits = new LongAdder();
    private final LongAdder unparsed = new LongAdder();
    private final Map<String, LongAdder> ruleFirings = new ConcurrentHashMap<>();

    public static GuardMetrics global() {
        return GLOBAL;
    }

    /**
     * The counters one report bumps each time its statement is inspected: its verdict's, unparsed, and one per
     * finding's rule. Found once per analysis and kept with the cached verdict.
     */
    Counters countersOf(GuardReport report) {
        Counters counters = switch (report.verdict()) {
            case ALLOW -> new Counters(allowed, allowedHits, null, NO_FIRINGS);
            case ANNOTATE -> new Counters(annotated, annotatedHits, null, NO_FIRINGS);
            case BLOCK -> new Counters(blocked, blockedHits, null, NO_FIRINGS);
        };
        if (report.findings().isEmpty() && report.parsed()) {
            return counters;
        }
        LongAdder[] firings = new LongAdder[report.findings().size()];
        for (int i = 0; i < firings.length; i++) {
            firings[i] = ruleFirings.computeIfAbsent(report.findings().get(i).ruleId(), id -> new LongAdder());
        }
        return new Counters(counters.verdict(), counters.verdictHit(), report.parsed() ? null : unparsed, firings);
    }

    void record(Counters counters, boolean cacheHit) {
        (cacheHit ? counters.verdictHit() : counters.verdict()).increment();
        if (counters.unparsed() != null) {
            counters.unparsed().increment();
        }
        for (LongAdder firing : counters.firings()) {
            firing.increment();
        }
    }

    /**
     * What {@link #countersOf} found: the verdict's counter when analysed and when served from the cache, the
     * unparsed counter or null, one per finding (one shared empty array for the many statements without any).
     */
    record Counters(LongAdder verdict, LongAdder verdictHit, LongAdder unparsed, LongAdder[] firings) {
    }

    @Override
    public long getStatements() {
        return getAllowed() + getAnnotated() + getBlocked();
    }

    @Override
    public long getAllowed() {
        return allowed.sum() + allowedHits.sum();
    }

    @Override
    public long getAnnotated() {
        return annotated.sum() + annotatedHits.sum();
    }

    @Override
    public long getBlocked() {
        return blocked.sum() + blockedHits.sum();
    }

    @Override
    public long getUnparsed() {
        return unparsed.sum();
    }

    @Override
    public long getVerdictCacheHits() {
        return allowedHits.sum() + annotatedHits.sum() + blockedHits.sum();
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
