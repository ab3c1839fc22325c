package io.nlguard.guard.verdict;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import io.nlguard.guard.features.Question;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.types.calcite.CalciteOnClassPath;

/**
 * The built-in {@link StatementGuard}: analyses each statement once per catalog snapshot and serves
 * repeats from a verdict cache, so a statement the application runs again costs a hash lookup.
 */
public final class GuardEngine implements StatementGuard {

    private static final Logger LOG = LoggerFactory.getLogger(GuardEngine.class);
    private static final int LOGGED_SQL_LENGTH = 200;

    private final GuardSettings settings;
    private final StatementAnalyzer analyzer;
    private final Cache<VerdictKey, Decision> verdicts;
    private final GuardMetrics metrics = GuardMetrics.global();

    /**
     * @throws IllegalArgumentException when a rule override names no rule or no severity, or when deep
     *                                  validation is asked for and Calcite is not on the class path
     */
    public GuardEngine(GuardSettings settings) {
        if (settings.deepValidate()) {
            CalciteOnClassPath.requireForDeepValidation();
        }
        this.settings = settings;
        this.analyzer = StatementAnalyzer.of(settings);
        this.verdicts = Caffeine.newBuilder().maximumSize(settings.verdictCacheSize()).build();
    }

    @Override
    public Decision inspect(String sql, GuardContext context) {
        Catalog catalog = context.catalog().current();
        boolean deep = settings.deepValidate() && context.entryPoint().isPrepare();
        VerdictKey key = new VerdictKey(catalog.version(), sql, deep, context.question());
        Decision cached = verdicts.getIfPresent(key);
        if (cached != null) {
            metrics.record(cached.report(), true);
            return cached;
        }
        GuardReport report = analyzer.analyze(sql, catalog, deep, context.question());
        Decision decision = Decisions.of(report, settings.failClosed());
        verdicts.put(key, decision);
        metrics.record(report, false);
        log(report);
        return decision;
    }

    private void log(GuardReport report) {
        if (report.verdict() == Verdict.ALLOW && report.parsed()) {
            return;
        }
        String sql = report.sql().length() > LOGGED_SQL_LENGTH
                ? report.sql().substring(0, LOGGED_SQL_LENGTH) + "..." : report.sql();
        String line = "nlguard " + report.verdict() + ": " + report.explanation() + " | sql: " + sql;
        switch (settings.logFindings()) {
            case DEBUG -> LOG.debug(line);
            case INFO -> LOG.info(line);
            case WARN -> LOG.warn(line);
            default -> {
            }
        }
    }

    /** The cache key: the same text for the same question against the same catalog snapshot gets the same verdict. */
    private record VerdictKey(long catalogVersion, String sql, boolean deep, Question question) {
    }
}
