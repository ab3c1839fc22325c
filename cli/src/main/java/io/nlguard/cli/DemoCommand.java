package io.nlguard.cli;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import io.nlguard.driver.config.ConfigSources;
import io.nlguard.driver.config.GuardConfig;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code nlguard demo}: creates a sample shop schema, sends a handful of typical statements
 * through {@code jdbc:nlguard:postgresql:} and prints what the guard decided for each, read back
 * from standard JDBC (warnings and exceptions) only.
 */
@Command(
        name = "demo",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = "Start an embedded PostgreSQL 15 (or use --url), create a sample shop schema"
                + " and send a handful of typical statements through jdbc:nlguard:, printing the"
                + " guard's decision as JDBC surfaced it and the first rows of each result. Then ask"
                + " a few NL: questions when a local Ollama answers at nlguard.nl.ollama-url (or say how"
                + " to get one).")
public final class DemoCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = {"--url", "--jdbc-url"}, paramLabel = "URL",
            description = "Use this existing PostgreSQL (jdbc:postgresql://host:port/db) instead of an"
                    + " embedded one. The demo (re)creates its schema there.")
    String jdbcUrl;

    @Mixin
    CredentialOptions credentials;

    @Option(names = "--schema", defaultValue = "shop",
            description = "Schema the sample data goes into; dropped and recreated (default: ${DEFAULT-VALUE}).")
    String schema;

    @Option(names = {"-g", "--guard"}, paramLabel = "KEY=VALUE",
            description = "A guard setting passed to the driver, e.g. --guard nlguard.mode=block"
                    + " (the nlguard. prefix may be left out). Repeatable.")
    Map<String, String> guardSettings = new LinkedHashMap<>();

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SampleSchema sample = new SampleSchema(schema);
        Map<String, String> guard = ConnectionOptions.qualified(guardSettings);
        GuardConfig config;
        try {
            // a bad setting is reported before any database is started or schema created
            config = GuardConfig.from(ConfigSources.merge(new Properties(), guard));
        } catch (SQLException e) {
            err.println("nlguard demo: " + e.getMessage() + " (SQLSTATE " + e.getSQLState() + ")");
            err.flush();
            return 2;
        }

        try (DemoTarget target = jdbcUrl == null ? DemoTarget.embedded()
                : credentials.existing(jdbcUrl)) {
            String serverVersion;
            Map<String, Long> counts;
            try (Connection direct = target.openDirect()) {
                serverVersion = serverVersion(direct);
                sample.install(direct);
                counts = sample.rowCounts(direct);
            }

            String guardedUrl = DemoTarget.withParam(
                    DemoTarget.NLGUARD_PREFIX + target.pgUrl().substring("jdbc:".length()),
                    "currentSchema", schema);
            Properties props = target.credentials();
            guard.forEach(props::setProperty);

            DecisionPrinter printer = new DecisionPrinter(out);
            out.println("nlguard demo " + NlGuardCli.version());
            out.println();
            printer.field("Database", target.kind() + " " + serverVersion
                    + (jdbcUrl == null ? " (zonky, started for this demo)" : ""));
            printer.field("Schema", schema + ": " + describe(counts));
            printer.field("Driver", target.displayUrl(guardedUrl));
            printer.field("Config", guard.isEmpty() ? "no nlguard.* settings given (driver defaults)"
                    : guard.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                            .collect(Collectors.joining(", ")));
            printer.field("", "Decisions below come from the statement's SQLWarnings (01NG*) and"
                    + " SQLExceptions only.");
            out.println();

            List<DemoStep> steps = DemoStatements.all();
            try (Connection conn = DriverManager.getConnection(guardedUrl, props)) {
                StatementRunner runner = new StatementRunner(conn);
                for (int i = 0; i < steps.size(); i++) {
                    printer.step(i + 1, steps.size(), steps.get(i), runner.run(steps.get(i)));
                    out.flush();
                }
            }
            out.println(printer.summary());
            out.println();
            out.flush();
            new DemoQuestions(out).run(guardedUrl, props, config.nl());
        } catch (SQLException e) {
            out.flush();
            err.println("nlguard demo: " + e.getMessage() + " (SQLSTATE " + e.getSQLState() + ")");
            err.flush();
            return 1;
        } catch (IllegalArgumentException e) {
            out.flush();
            err.println("nlguard demo: " + e.getMessage());
            err.flush();
            return 2;
        }
        if (jdbcUrl == null) {
            out.println("Embedded PostgreSQL stopped.");
            out.flush();
        }
        return 0;
    }

    private static String serverVersion(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SHOW server_version")) {
            rs.next();
            return rs.getString(1).split(" ")[0];
        }
    }

    private static String describe(Map<String, Long> counts) {
        long total = counts.values().stream().mapToLong(Long::longValue).sum();
        return counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey())
                .collect(Collectors.joining(", ")) + " (" + total + " rows)";
    }
}
