package io.nlguard.cli.compare;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.Callable;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import io.nlguard.cli.CredentialOptions;
import io.nlguard.cli.DemoTarget;
import io.nlguard.compare.ComparisonReport;
import io.nlguard.compare.SqlComparator;
import io.nlguard.compare.TextReport;
import io.nlguard.compare.judge.OllamaJudge;
import io.nlguard.compare.judge.OllamaJudgeSettings;
import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonMode;
import io.nlguard.compare.request.ComparisonRequest;
import io.nlguard.compare.request.InstanceOptions;
import io.nlguard.compare.request.NullEqualityMode;
import io.nlguard.guard.schema.CatalogLoader;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard compare}: compares two queries on a PostgreSQL database with the comparison library
 * ({@link SqlComparator}) and prints its report, as text or as the JSON output contract. The exit code
 * is the verdict, so that scripts can branch on it.
 */
@Command(
        name = "compare",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Compare two queries by running them read-only on a PostgreSQL database.",
            "Compares --actual with --expected: parse, structure, results (in the --mode), diagnosis, a verdict"
                    + " with its severity and the reasons in plain words. Optionally on generated instances of the"
                    + " schema too (--instances), and with an advisory AI judge (--ai-judge, a model served by"
                    + " Ollama) that never changes the verdict."
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {
            "0:pass: the deterministic verdict is pass",
            "1:fail: the deterministic verdict is fail (a query that does not parse or run is a fail)",
            "2:bad usage, or the database could not be reached"
        })
public final class CompareCommand implements Callable<Integer> {

    static final int PASS = 0;
    static final int FAIL = 1;
    static final int NOT_COMPARED = 2;

    @Spec
    CommandSpec spec;

    @Option(names = "--url", required = true, paramLabel = "JDBC_URL",
            description = "The database: jdbc:postgresql://host:port/db (jdbc:nlguard:postgresql:... works too;"
                    + " the queries go to PostgreSQL directly).")
    String url;

    @Mixin
    CredentialOptions credentials;

    @Option(names = "--actual", required = true, paramLabel = "SQL", description = "The SQL under evaluation.")
    String actual;

    @Option(names = "--expected", required = true, paramLabel = "SQL", description = "The reference SQL.")
    String expected;

    @Option(names = "--question", paramLabel = "TEXT", defaultValue = "",
            description = "The question both queries answer (user_query; only the AI judge reads it).")
    String question;

    @Option(names = "--mode", paramLabel = "MODE", converter = ModeConverter.class,
            description = "exact, order-insensitive (default: rows as a bag) or order-sensitive.")
    ComparisonMode mode = ComparisonConfig.DEFAULT_MODE;

    @Option(names = "--json", description = "Print the report as JSON (the output contract) instead of text.")
    boolean json;

    @Option(names = "--atol", paramLabel = "X", description = "Absolute tolerance for numbers (default 1e-9).")
    double absTolerance = ComparisonConfig.DEFAULT_ABS_TOLERANCE;

    @Option(names = "--rtol", paramLabel = "X", description = "Relative tolerance for numbers (default 1e-9).")
    double relTolerance = ComparisonConfig.DEFAULT_REL_TOLERANCE;

    @Option(names = "--null-mode", paramLabel = "MODE", converter = NullModeConverter.class,
            description = "strict (default: NULL equals NULL) or sql_semantic (NULL equals nothing).")
    NullEqualityMode nullMode = ComparisonConfig.DEFAULT_NULL_MODE;

    @Option(names = "--timeout-ms", paramLabel = "MS", description = "Statement timeout per query (default 30000).")
    int timeoutMs = ComparisonConfig.DEFAULT_QUERY_TIMEOUT_MS;

    @Option(names = "--instances", paramLabel = "N",
            description = "Also compare on N generated instances of the schema (1 to 100; off by default): a pass"
                    + " that differs on one becomes a fail. Creates and drops schemas nlguard_inst_*.")
    Integer instances;

    @Option(names = "--seed", paramLabel = "S",
            description = "Seed of the generated instances (default 0; implies --instances 8 when that is not given).")
    Long seed;

    @Option(names = "--ai-judge", description = "Ask an AI judge for an advisory verdict (needs --ollama-model).")
    boolean aiJudge;

    @Option(names = "--ollama-url", paramLabel = "URL", defaultValue = OllamaJudgeSettings.DEFAULT_BASE_URL,
            description = "The Ollama server of the AI judge (default ${DEFAULT-VALUE}).")
    String ollamaUrl;

    @Option(names = "--ollama-model", paramLabel = "NAME", description = "The AI judge's model, e.g. qwen2.5:7b-instruct.")
    String ollamaModel;

    @Override
    public Integer call() throws Exception {
        if (aiJudge && ollamaModel == null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--ai-judge needs --ollama-model");
        }
        ComparisonRequest request = new ComparisonRequest(question, actual, expected, config(), null);
        ComparisonReport report;
        DemoTarget database = credentials.existing(url);
        try (Connection connection = database.openDirect()) {
            SqlComparator comparator = new SqlComparator(connection, new CatalogLoader().load(connection));
            if (aiJudge) {
                comparator = comparator.withAdvisoryJudge(new OllamaJudge(OllamaJudgeSettings.of(ollamaUrl, ollamaModel)));
            }
            report = comparator.compare(request);
        } catch (SQLException e) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("nlguard compare: cannot use the database at " + database.displayUrl(url) + ": "
                    + e.getMessage());
            err.flush();
            return NOT_COMPARED;
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(json ? new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(report) + "\n"
                : TextReport.render(report));
        out.flush();
        return report.passed() ? PASS : FAIL;
    }

    /** The options as the library's configuration; out-of-range values fail here, as usage errors. */
    private ComparisonConfig config() {
        return ComparisonConfig.builder()
                .comparisonMode(mode)
                .numericAbsTolerance(absTolerance)
                .numericRelTolerance(relTolerance)
                .nullEqualityMode(nullMode)
                .queryTimeoutMs(timeoutMs)
                .enableAiJudge(aiJudge)
                .instanceCheck(instanceOptions())
                .build();
    }

    /** {@code --instances} and {@code --seed}; null, the check off, when neither is given. */
    private InstanceOptions instanceOptions() {
        if (instances == null && seed == null) {
            return null;
        }
        return new InstanceOptions(seed == null ? 0 : seed, instances == null ? InstanceOptions.DEFAULT_INSTANCES : instances,
                InstanceOptions.DEFAULT_MAX_ROWS);
    }

    /** {@code --mode} by the design's names ({@code order-insensitive}) or the constants' ({@code ORDER_INSENSITIVE}). */
    static final class ModeConverter implements CommandLine.ITypeConverter<ComparisonMode> {
        @Override
        public ComparisonMode convert(String value) {
            return ComparisonMode.of(value);
        }
    }

    static final class NullModeConverter implements CommandLine.ITypeConverter<NullEqualityMode> {
        @Override
        public NullEqualityMode convert(String value) {
            return NullEqualityMode.of(value);
        }
    }
}
