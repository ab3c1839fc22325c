package io.nlguard.compare;

import java.sql.Connection;
import java.util.Objects;
import java.util.function.Function;

import io.nlguard.compare.diagnose.DiagnosticEngine;
import io.nlguard.compare.diagnose.Diagnostics;
import io.nlguard.compare.performance.PerformanceMetrics;
import io.nlguard.compare.performance.PerformanceScores;
import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonRequest;
import io.nlguard.compare.result.ResultComparator;
import io.nlguard.compare.result.ResultComparison;
import io.nlguard.compare.score.Precedence;
import io.nlguard.compare.score.Synthesis;
import io.nlguard.compare.structure.StructuralComparator;
import io.nlguard.compare.structure.StructuralComparison;
import io.nlguard.compare.validate.ExecutionAdapter;
import io.nlguard.compare.validate.PostgresSandbox;
import io.nlguard.compare.validate.ValidationResult;
import io.nlguard.compare.validate.Validator;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.sql.SqlParser;

/**
 * The entry point of the comparison library: compares actual_sql with expected_sql on one database
 * and answers with a {@link ComparisonReport}.
 *
 * <pre>{@code
 * SqlComparator comparator = new SqlComparator(connection, catalog);
 * ComparisonReport report = comparator.compare(ComparisonRequest.of(question, actualSql, expectedSql));
 * report.deterministicVerdict();          // pass / fail
 * TextReport.render(report);              // a few readable lines
 * }</pre>
 *
 * <p>The design's pipeline, in order: Layer 1 validation (parse, canonicalize, run both in the
 * read-only sandbox); Layer 2 structural comparison of the SQL that ran; Layer 3 result comparison
 * when both ran; Layer 4 diagnostics on whatever Layers 2 and 3 produced; the optional performance
 * metrics ({@code enable_performance_metrics}); the optional multi-instance check; the final
 * synthesis under the Failure-State Precedence Rules ({@link Precedence}); and last the optional AI
 * judge ({@code enable_ai_judge}), which only annotates. A query that fails does not stop the
 * pipeline: the layers that can still run do, and {@code blocked_reason} names what was blocked.
 *
 * <p>Instances are immutable; {@code with...} returns a copy. Over a JDBC connection each call runs in
 * the connection's sandbox, so one comparator must not serve two threads at once (neither can the
 * connection).
 */
public final class SqlComparator {

    private final Function<ComparisonConfig, ExecutionAdapter> adapters;
    private final Catalog catalog;
    private final Validator validator;
    private final StructuralComparator structural;
    private final String database;
    private final AdvisoryJudge judge;
    private final InstanceCheck instanceCheck;
    private final Precedence precedence;

    private SqlComparator(Function<ComparisonConfig, ExecutionAdapter> adapters, Catalog catalog, String database,
                          AdvisoryJudge judge, InstanceCheck instanceCheck, Precedence precedence) {
        this.adapters = adapters;
        this.catalog = catalog;
        this.validator = new Validator(new SqlParser(), catalog == null ? Catalog.unavailable() : catalog);
        this.structural = new StructuralComparator(catalog);
        this.database = database;
        this.judge = judge;
        this.instanceCheck = instanceCheck;
        this.precedence = precedence;
    }

    /**
     * Over a PostgreSQL connection in autocommit mode, each query in a {@link PostgresSandbox} with the request's
     * {@code query_timeout_ms} and {@code max_result_rows}.
     *
     * @param catalog the schema, from the guard's {@code CatalogLoader}, or null: without it unqualified columns of
     *                joins stay unresolved in the canonical form and no Calcite plan is compared
     */
    public SqlComparator(Connection connection, Catalog catalog) {
        this(config -> PostgresSandbox.of(Objects.requireNonNull(connection, "connection"), config), catalog,
                DatabaseIdentity.of(connection), null, null, new Precedence());
    }

    public SqlComparator(Connection connection) {
        this(connection, null);
    }

    /**
     * Over any execution adapter; the adapter enforces its own read-only rules and timeouts.
     *
     * @param database the identifier reported in {@code run_metadata.database}, or null for {@code unknown}
     */
    public SqlComparator(ExecutionAdapter adapter, Catalog catalog, String database) {
        this(fixed(Objects.requireNonNull(adapter, "adapter")), catalog,
                database == null ? DatabaseIdentity.UNKNOWN : database, null, null, new Precedence());
    }

    private static Function<ComparisonConfig, ExecutionAdapter> fixed(ExecutionAdapter adapter) {
        return config -> adapter;
    }

    /** A copy that consults this judge when a request has {@code enable_ai_judge}. */
    public SqlComparator withAdvisoryJudge(AdvisoryJudge advisoryJudge) {
        return new SqlComparator(adapters, catalog, database, advisoryJudge, instanceCheck, precedence);
    }

    /** A copy that runs this multi-instance check whenever both queries ran. */
    public SqlComparator withInstanceCheck(InstanceCheck check) {
        return new SqlComparator(adapters, catalog, database, judge, check, precedence);
    }

    /** A copy that scores and maps severities with other weights and thresholds. */
    public SqlComparator withPrecedence(Precedence other) {
        return new SqlComparator(adapters, catalog, database, judge, instanceCheck, Objects.requireNonNull(other));
    }

    /** Compares the request's two queries; never throws for anything about the SQL or the database. */
    public ComparisonReport compare(ComparisonRequest request) {
        ComparisonConfig config = request.config();
        StageTimer timer = new StageTimer();
        ValidationResult validity = timer.time("validation", () -> validator.validate(request, adapters.apply(config)));
        // rule 1: a query that did not parse blocks Layer 2 (which reports the parse failure itself)
        StructuralComparison structure = timer.time("structure",
                () -> structural.compare(validity.actual().executedSql(), validity.expected().executedSql()));
        // rule 2: the results are compared only when both queries ran
        ResultComparison result = validity.valid()
                ? timer.time("result", () -> new ResultComparator(config)
                        .compare(validity.actualResultTable(), validity.expectedResultTable()))
                : null;
        Diagnostics diagnostics = timer.time("diagnostics", () -> new DiagnosticEngine().diagnose(structure, result));
        PerformanceScores performance = config.enablePerformanceMetrics()
                ? timer.time("performance", () -> PerformanceMetrics.of(validity)) : null;
        InstanceEvidence instances = instanceCheck != null && validity.valid()
                ? timer.time("instance_check", () -> instanceCheck.check(request)) : null;
        Synthesis synthesis = precedence.synthesize(validity, structure, result, diagnostics.scores(),
                instances == null ? null : instances.differsOnSomeInstance());
        ComparisonReport report = ReportAssembler.assemble(
                new ReportAssembler.Layers(validity, structure, result, diagnostics, performance, instances), synthesis,
                metadata(config, timer));
        return config.enableAiJudge() ? advise(report, timer, config) : report;
    }

    /** Layer 5: annotates the deterministic report, never changes its verdict (precedence rule 5). */
    private ComparisonReport advise(ComparisonReport report, StageTimer timer, ComparisonConfig config) {
        if (judge == null) {
            return report.withWarning("enable_ai_judge is on but no AI judge is configured: no advisory verdict");
        }
        try {
            AdvisoryJudgment judgment = timer.time("ai_judge", () -> judge.judge(report));
            if (judgment == null) {
                return report.withWarning("the AI judge gave no judgment");
            }
            return report.withAdvisory(judgment).withRunMetadata(metadata(config, timer));
        } catch (RuntimeException e) {
            return report.withWarning("the AI judge failed (" + e + "): no advisory verdict");
        }
    }

    private RunMetadata metadata(ComparisonConfig config, StageTimer timer) {
        return new RunMetadata(timer.timings(), database, LibraryVersion.get(), ComparisonReport.CONTRACT_VERSION,
                ConfigHash.of(config));
    }
}
