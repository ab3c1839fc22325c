package io.nlguard.guard.verdict;

import java.util.Objects;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import io.nlguard.guard.features.Question;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.sql.ParseFailure;
import io.nlguard.guard.types.calcite.CalciteOnClassPath;

/**
 * The built-in {@link StatementGuard}: analyses each statement once per catalog snapshot and serves
 * repeats from a verdict cache, so a statement the application runs again costs a hash lookup.
 * A statement that names a relation the snapshot does not know is inspected once more against a
 * fresher snapshot when the catalog source can read one ({@link io.nlguard.guard.schema.CatalogSource#refreshed}):
 * the relation may have been created since, by another client.
 */
public final class GuardEngine implements StatementGuard {

    private static final Logger LOG = LoggerFactory.getLogger(GuardEngine.class);
    private static final int LOGGED_SQL_LENGTH = 200;

    private final GuardSettings settings;
    private final StatementAnalyzer analyzer;
    private final Cache<VerdictKey, Inspection> verdicts;
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

    /**
     * Analyses {@code sql} against an empty catalog with this engine's own analyzer, outside the verdict cache and
     * the metrics: what {@link GuardWarmUp} runs so that the first statement finds the classes loaded and the model
     * read, without building a second set of rules to get there.
     */
    void warmUp(String sql) {
        analyzer.analyze(sql, Catalog.empty(), false);
    }

    @Override
    public Decision inspect(String sql, GuardContext context) {
        Catalog catalog = context.catalog().current();
        boolean deep = settings.deepValidate() && context.entryPoint().isPrepare();
        VerdictKey key = new VerdictKey(catalog.version(), sql, deep, context.question(), context.loginRole());
        Inspection inspection = verdicts.getIfPresent(key);
        boolean cached = inspection != null;
        if (!cached) {
            inspection = analyze(key, sql, catalog, deep, context);
        }
        if (inspection.namesUnknownRelation()) {
            Catalog fresh = context.catalog().refreshed(catalog);
            if (fresh.version() != catalog.version()) {
                // once per statement: what the fresh snapshot does not know either stays unknown
                VerdictKey freshKey = new VerdictKey(fresh.version(), sql, deep, context.question(), context.loginRole());
                Inspection again = verdicts.getIfPresent(freshKey);
                cached = again != null;
                inspection = cached ? again : analyze(freshKey, sql, fresh, deep, context);
            }
        }
        metrics.record(inspection.counters(), cached);
        if (!cached) {
            log(inspection.decision().report());
        }
        return inspection.decision();
    }

    private Inspection analyze(VerdictKey key, String sql, Catalog catalog, boolean deep, GuardContext context) {
        StatementAnalyzer.Analysis analysis = analyzer.analysis(sql, catalog, deep, context.question(), context.loginRole());
        Inspection inspection = new Inspection(Decisions.of(analysis.report(), settings.failClosed()),
                analysis.namesUnknownRelation(), metrics.countersOf(analysis.report()));
        // text over a parse bound is not cached: a megabyte of padding per key would fill the heap, and a
        // timeout depends on the load of the moment; the length and depth checks are linear and cheap to repeat
        ParseFailure failure = analysis.report().parseFailure();
        if (failure == null || !failure.overBound()) {
            verdicts.put(key, inspection);
        }
        return inspection;
    }

    private void log(GuardReport report) {
        if (report.verdict() == Verdict.ALLOW && report.parsed()) {
            return;
        }
        String sql = report.sql().length() > LOGGED_SQL_LENGTH
                ? report.sql().substring(0, LOGGED_SQL_LENGTH) + "..." : report.sql();
        String line = "nlguard found " + report.explanation() + " | sql: " + sql;
        switch (settings.logFindings()) {
            case DEBUG -> LOG.debug(line);
            case INFO -> LOG.info(line);
            case WARN -> LOG.warn(line);
            default -> {
            }
        }
    }

    /**
     * A cached verdict, whether its statement names a relation its snapshot did not know, and the metrics'
     * counters it bumps, found once so that a hit does no map lookup per finding.
     */
    private record Inspection(Decision decision, boolean namesUnknownRelation, GuardMetrics.Counters counters) {
    }

    /**
     * The cache key: the same text for the same question against the same catalog snapshot, from the same
     * login, gets the same verdict ({@code SET ROLE app} is harmless only for app itself). Hash and equality
     * written out: every statement builds one and a hit compares it, and the record's generated ones are slower.
     */
    private static final class VerdictKey {

        private final long catalogVersion;
        private final String sql;
        private final boolean deep;
        private final Question question;
        private final String loginRole;
        private final int hash;

        VerdictKey(long catalogVersion, String sql, boolean deep, Question question, String loginRole) {
            this.catalogVersion = catalogVersion;
            this.sql = sql;
            this.deep = deep;
            this.question = question;
            this.loginRole = loginRole;
            int h = Long.hashCode(catalogVersion);
            h = 31 * h + sql.hashCode();
            h = 31 * h + (deep ? 1 : 0);
            h = 31 * h + question.hashCode();
            this.hash = 31 * h + (loginRole == null ? 0 : loginRole.hashCode());
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof VerdictKey key && key.hash == hash && key.catalogVersion == catalogVersion
                    && key.deep == deep && key.sql.equals(sql) && key.question.equals(question)
                    && Objects.equals(key.loginRole, loginRole);
        }
    }
}
