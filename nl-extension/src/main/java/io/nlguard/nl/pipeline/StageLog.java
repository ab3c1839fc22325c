package io.nlguard.nl.pipeline;

import io.nlguard.guard.nl.TranslationReport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** The stages of one translation as they finish: kept for the report, logged at debug with the trace id. */
final class StageLog {

    private static final Logger LOG = LoggerFactory.getLogger(StageLog.class);

    private final String traceId;
    private final List<TranslationReport.Stage> stages = new ArrayList<>();
    private long started = System.nanoTime();

    StageLog(String traceId) {
        this.traceId = traceId;
    }

    /** Ends the stage that began at the previous call (or at construction). */
    void done(String name, String summary, Object output) {
        long now = System.nanoTime();
        Duration took = Duration.ofNanos(now - started);
        started = now;
        stages.add(new TranslationReport.Stage(name, took, summary, output));
        LOG.debug("[{}] {} in {} ms: {}", traceId, name, took.toMillis(), summary);
    }

    List<TranslationReport.Stage> stages() {
        return List.copyOf(stages);
    }
}
