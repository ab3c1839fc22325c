package io.nlguard.compare;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import io.nlguard.compare.diagnose.DiagnosticEngine;
import io.nlguard.compare.diagnose.Diagnostics;
import io.nlguard.compare.instances.InstanceEquivalence;
import io.nlguard.compare.instances.InstanceEquivalenceChecker;
import io.nlguard.compare.judge.AdvisoryJudge;
import io.nlguard.compare.judge.AiJudgment;
import io.nlguard.compare.judge.OllamaJudge;
import io.nlguard.compare.performance.PerformanceMetrics;
import io.nlguard.compare.performance.PerformanceScores;
import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonRequest;
import io.nlguard.compare.request.InstanceOptions;
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
 * SqlComparator comparator = new SqlComparator(connection, new CatalogLoader().load(connection));
 * ComparisonReport report = comparator.compare(ComparisonRequest.of(question, actualSql, expectedSql));
 * report.deterministicVerdict();          // pass / fail
 * TextReport.render(report);              // a few readable lines
 * }</pre>
 *
 * <p>The design's pipeline, in order: Layer 1 validation (parse, canonicalize, run both in the
 * read-only sandbox); Layer 2 structural comparison of the SQL that ran; Layer 3 result comparison
 * when both ran; Layer 4 diagnostics on whatever Layers 2 and 3 produced; the optional performance
 * metrics ({@code enable_performance_metrics}); the optional multi-instance check
 * ({@code instance_check}); the final synthesis under the Failure-State Precedence Rules
 * ({@link Precedence}); and last the optional AI judge ({@code enable_ai_judge}), which only annotates.
 * A query that fails does not stop the pipeline: the layers that can still run do, and
 * {@code blocked_reason} names what was blocked.
 *
 * <p><b>The verdict.</b> Fail when a query does not parse (rule 1) or does not run (rule 2); otherwise
 * {@code result_equality_family.mode_pass} under the configured mode (rule 3). Structure and diagnostics
 * only explain and grade the severity, the AI judge only annotates. With {@code instance_check} on
 * (over a JDBC connection only), both queries also run on generated databases of the schema whenever
 * they ran on the given one ({@link InstanceEquivalenceChecker}), and a pass must hold there too, as in
 * Spider's test-suite evaluation: equal results here with different rows on a generated instance (or an
 * error there on one side only) are a <em>fail</em> of severity {@code moderate issue}, because the
 * instance respects the schema's types, keys and constraints, so the queries do not mean the same; a
 * difference in row order only (ties of an ORDER BY) leaves the pass and adds a warning. The check never
 * turns a fail into a pass. A check that could not be made is a warning and changes nothing.
 *
 * <p><b>The AI judge.</b> With {@code enable_ai_judge} and a judge given to
 * {@link #withAdvisoryJudge} (e.g. an {@link OllamaJudge}), the judge sees the finished deterministic
 * report ({@link JudgeBrief}) and its answer fills {@code ai_advisory_verdict},
 * {@code verdict_consistency_flag} and {@code evidence.ai_judgment}; it never changes the deterministic
 * verdict or severity. With the option on and no judge, or a judge that gives no verdict, the report
 * says so in a warning.
 *
 * <p>Instances are immutable; {@code with...} returns a copy. Over a JDBC connection each call runs in
 * the connection's sandbox, so one comparator must not serve two threads at once (neither can the
 * connection).
 */
public final class SqlComparator {

    private final Function<ComparisonConfig, ExecutionAdapter> adapters;
    private final Connection connection;
    private final Catalog catalog;
    private final Validator validator;
    private final StructuralComparator structural;
    private final String database;
    private final AdvisoryJudge judge;
    private final Precedence precedence;

    private SqlComparator(Function<ComparisonConfig, ExecutionAdapter> adapters, Connection connection, Catalog catalog,
                          String database, AdvisoryJudge judge, Precedence precedence) {
        this.adapters = adapters;
        this.connection = connection;
        this.catalog = catalog;
        this.validator = new Validator(new SqlParser(), catalog == null ? Catalog.unavailable() : catalog);
        this.structural = new StructuralComparator(catalog);
        this.database = database;
        this.judge = judge;
        this.precedence = precedence;
    }

    /**
     * Over a PostgreSQL connection in autocommit mode, each query in a {@link PostgresSandbox} with the request's
     * {@code query_timeout_ms} and {@code max_result_rows}. The multi-instance check, when configured, creates and
     * drops its own schemas over the same connection.
     *
     * @param catalog the schema, from the guard's {@code CatalogLoader}, or null: without it unqualified columns of
     *                joins stay unresolved in the canonical form and no Calcite plan is compared
     */
    public SqlComparator(Connection connection, Catalog catalog) {
        this(config -> PostgresSandbox.of(connection, config), Objects.requireNonNull(connection, "connection"),
                catalog, DatabaseIdentity.of(connection), null, new Precedence());
    }

    public SqlComparator(Connection connection) {
        this(connection, null);
    }

    /**
     * Over any execution adapter; the adapter enforces its own read-only rules and timeouts. Without a JDBC
     * connection no instances can be generated: {@code instance_check} is reported as not made.
     *
     * @param database the identifier reported in {@code run_metadata.database}, or null for {@code unknown}
     */
    public SqlComparator(ExecutionAdapter adapter, Catalog catalog, String database) {
        this(fixed(Objects.requireNonNull(adapter, "adapter")), null, catalog,
                database == null ? DatabaseIdentity.UNKNOWN : database, null, new Precedence());
    }

    private static Function<ComparisonConfig, ExecutionAdapter> fixed(ExecutionAdapter adapter) {
        return config -> adapter;
    }

    /** A copy that consults this judge when a request has {@code enable_ai_judge}; null for none. */
    public SqlComparator withAdvisoryJudge(AdvisoryJudge advisoryJudge) {
        return new SqlComparator(adapters, connection, catalog, database, advisoryJudge, precedence);
    }

    /** A copy that scores and maps severities with other weights and thresholds. */
    public SqlComparator withPrecedence(Precedence other) {
        return new SqlComparator(adapters, connection, catalog, database, judge, Objects.requireNonNull(other));
    }

    /** Compares the request's two queries; never throws for anything about the SQL or the database. */
    public ComparisonReport compare(ComparisonRequest request) {
        ComparisonConfig config = request.config();
        StageTimer timer = new StageTimer();
        ValidationResult validity = timer.time("validation", () -> validator.validate(request, adapters.apply(config)));
        // rule 1: a query that did not parse blocks Layer 2 (which reports the parse failure itself);
        // Layer 2 reads Layer 1's parses and canonical forms rather than making its own
        StructuralComparison structure = timer.time("structure",
                () -> structural.compare(validity.actual().query(), validity.expected().query()));
        // rule 2: the results are compared, and the instances generated, only when both queries ran
        ResultComparison result = validity.valid()
                ? timer.time("result", () -> new ResultComparator(config)
                        .compare(validity.actualResultTable(), validity.expectedResultTable()))
                : null;
        Diagnostics diagnostics = timer.time("diagnostics", () -> new DiagnosticEngine().diagnose(structure, result));
        PerformanceScores performance = config.enablePerformanceMetrics()
                ? timer.time("performance", () -> PerformanceMetrics.of(validity)) : null;
        InstanceEquivalence instances = config.instanceCheck() != null && validity.valid()
                ? timer.time("instance_check", () -> checkInstances(validity, config)) : null;
        Synthesis synthesis = precedence.synthesize(validity, structure, result, diagnostics.scores(),
                instances == null ? null : instances.effectOnPass());
        ComparisonReport report = ReportAssembler.assemble(
                new ReportAssembler.Layers(validity, structure, result, diagnostics, performance, instances), synthesis,
                metadata(config, timer));
        return config.enableAiJudge() ? advise(request, report, timer) : report;
    }

    /** The multi-instance check on the SQL that ran; a failure of the check itself is reported as not made. */
    private InstanceEquivalence checkInstances(ValidationResult validity, ComparisonConfig config) {
        InstanceOptions options = config.instanceCheck();
        if (connection == null) {
            return InstanceEquivalence.notChecked(options.seed(), options.instances(),
                    "it needs a JDBC connection to generate instances on", List.of());
        }
        try {
            return new InstanceEquivalenceChecker().check(connection, validity.actual().query().parsed(),
                    validity.expected().query().parsed(), config, options);
        } catch (SQLException | IllegalStateException e) {
            return InstanceEquivalence.notChecked(options.seed(), options.instances(), e.getMessage(), List.of());
        }
    }

    /** Layer 5: annotates the deterministic report, never changes its verdict (precedence rule 5). */
    private ComparisonReport advise(ComparisonRequest request, ComparisonReport report, StageTimer timer) {
        if (judge == null) {
            return report.withWarning("enable_ai_judge is on but no AI judge is configured: no advisory verdict");
        }
        ComparisonReport advised;
        try {
            AiJudgment judgment = timer.time("ai_judge", () -> judge.judge(JudgeBrief.of(request, report)));
            advised = report.withAiJudgment(Objects.requireNonNull(judgment, "the AI judge gave no judgment"));
        } catch (RuntimeException e) {
            advised = report.withWarning("the AI judge failed (" + e.getMessage() + "): no advisory verdict");
        }
        return advised.withRunMetadata(metadata(request.config(), timer));
    }

    private RunMetadata metadata(ComparisonConfig config, StageTimer timer) {
        return new RunMetadata(timer.timings(), database, LibraryVersion.get(), ComparisonReport.CONTRACT_VERSION,
                ConfigHash.of(config));
    }
}
