package io.nlguard.cli;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

import io.nlguard.driver.config.ConfigSources;
import io.nlguard.driver.config.GuardConfig;
import io.nlguard.guard.nl.NlSettings;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * How {@code ask} and {@code shell} reach a database through the guard and print what it returns:
 * {@code --url} (a {@code jdbc:nlguard:} URL, or a plain {@code jdbc:} one, which is guarded), the credentials,
 * the {@code nlguard.*} settings, with options of their own for the LLM server and model, and {@code --max-rows}.
 */
public final class ConnectionOptions {

    static final String GUARD_PREFIX = "nlguard.";
    static final String NL_PREFIX = "nlguard.nl.";

    @Option(names = {"--url", "--jdbc-url"}, required = true, paramLabel = "URL",
            description = "The database: jdbc:nlguard:postgresql://host:port/db, or jdbc:postgresql://host:port/db"
                    + " (guarded the same).")
    String url;

    @Mixin
    CredentialOptions credentials;

    @Option(names = {"-g", "--guard"}, paramLabel = "KEY=VALUE",
            description = "A guard setting, e.g. --guard mode=annotate (the nlguard. prefix may be left out)."
                    + " Repeatable.")
    Map<String, String> guard = new LinkedHashMap<>();

    @Option(names = "--nl-setting", paramLabel = "KEY=VALUE",
            description = "A setting of the question pipeline, e.g. --nl-setting candidates=2"
                    + " (the nlguard.nl. prefix may be left out). Repeatable.")
    Map<String, String> nl = new LinkedHashMap<>();

    @Option(names = "--max-rows", defaultValue = "50", paramLabel = "N",
            description = "Rows printed per result at most (all are counted; default: ${DEFAULT-VALUE}).")
    int maxRows;

    @Option(names = "--ollama-url", paramLabel = "URL",
            description = "The Ollama server that writes SQL for questions (nlguard.nl.ollama-url; default"
                    + " http://localhost:11434).")
    String ollamaUrl;

    @Option(names = "--model", paramLabel = "NAME",
            description = "The model that writes SQL (nlguard.nl.model; default qwen2.5-coder:7b).")
    String model;

    /** Rows printed per result at most. */
    public int maxRows() {
        if (maxRows < 0) {
            throw new IllegalArgumentException("--max-rows must be 0 or more, not " + maxRows);
        }
        return maxRows;
    }

    /** Every {@code nlguard.*} setting the options give, with their full keys. */
    public Map<String, String> settings() {
        Map<String, String> settings = qualified(guard);
        nl.forEach((k, v) -> settings.put(k.startsWith(GUARD_PREFIX) ? k
                : k.startsWith("nl.") ? GUARD_PREFIX + k : NL_PREFIX + k, v));
        if (ollamaUrl != null) {
            settings.put(NL_PREFIX + "ollama-url", ollamaUrl);
        }
        if (model != null) {
            settings.put(NL_PREFIX + "model", model);
        }
        return settings;
    }

    /**
     * The settings as the driver will read them (with system properties and a classpath
     * {@code nlguard.properties}), checked: a bad one is said before anything connects.
     */
    public GuardConfig config() throws SQLException {
        return GuardConfig.from(ConfigSources.merge(new Properties(), settings()));
    }

    /**
     * The {@code nlguard.nl.*} settings as the driver will read them.
     *
     * @throws IllegalArgumentException when a setting is bad (said before anything connects)
     */
    public NlSettings nlSettings() {
        try {
            return config().nl();
        } catch (SQLException e) {
            throw new IllegalArgumentException(e.getMessage() + " (SQLSTATE " + e.getSQLState() + ")", e);
        }
    }

    /** A connection through the guard. */
    public Connection connect() throws SQLException {
        Properties props = credentials.properties();
        settings().forEach(props::setProperty);
        return DriverManager.getConnection(guardedUrl(url), props);
    }

    /** {@code url} as a {@code jdbc:nlguard:} URL. */
    static String guardedUrl(String url) {
        String u = url.strip();
        if (u.startsWith(DemoTarget.NLGUARD_PREFIX)) {
            return u;
        }
        if (u.startsWith("jdbc:")) {
            return DemoTarget.NLGUARD_PREFIX + u.substring("jdbc:".length());
        }
        throw new IllegalArgumentException("not a JDBC URL (expected jdbc:nlguard:postgresql://host:port/db"
                + " or jdbc:postgresql://host:port/db): " + url);
    }

    /** Settings keys with the {@code nlguard.} prefix, which the command line may leave out. */
    static Map<String, String> qualified(Map<String, String> settings) {
        Map<String, String> m = new LinkedHashMap<>();
        settings.forEach((k, v) -> m.put(k.startsWith(GUARD_PREFIX) ? k : GUARD_PREFIX + k, v));
        return m;
    }
}
