package io.nlguard.guard.verdict;

import java.util.Map;

/** The JMX view of {@link GuardMetrics}: counters since the JVM started. */
public interface GuardMetricsMBean {

    long getStatements();

    long getAllowed();

    long getAnnotated();

    long getBlocked();

    long getUnparsed();

    long getVerdictCacheHits();

    /** Rule id → number of findings it produced. */
    Map<String, Long> getRuleFirings();
}
