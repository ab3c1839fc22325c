package io.nlguard.driver.config;

import java.net.URI;
import java.net.URISyntaxException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import io.nlguard.guard.nl.AnswerGuard;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.score.RiskThresholds;
import io.nlguard.guard.score.SqlAuthor;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.sql.ParseLimits;
import io.nlguard.guard.verdict.GuardEngine;
import io.nlguard.guard.verdict.GuardEngines;
import io.nlguard.guard.verdict.GuardSettings;

/**
 * The validated {@code nlguard.*} settings of one connection.
 *
 * @param catalogWait how long a new connection's statements wait for its snapshot read in the background
 * @param analysis the settings of the guard engine (shared by connections with equal settings)
 * @param nl       the {@code nlguard.nl.*} settings: how questions are recognised, translated and run
 */
public record GuardConfig(Mode mode, OnError onError, String targetDriver, boolean liveCatalog, Duration catalogTtl,
                          Duration catalogWait, GuardSettings analysis, NlSettings nl) {

    /** SQLSTATE 22023 (invalid parameter value), as pgjdbc uses for bad connection properties. */
    static final String INVALID_PARAMETER = "22023";

    /**
     * Validates merged settings: every key must be a known {@link Setting} or a rule override, every
     * value one of its choices. The message lists what is valid so a typo is fixed at the first try.
     */
    public static GuardConfig from(Map<String, String> settings) throws SQLException {
        Map<String, String> ruleOverrides = new TreeMap<>();
        for (Map.Entry<String, String> e : settings.entrySet()) {
            if (Setting.isRuleKey(e.getKey())) {
                ruleOverrides.put(e.getKey(), e.getValue());
                continue;
            }
            Setting setting = Setting.byKey(e.getKey()).orElseThrow(() -> invalid(
                    "unknown setting '" + e.getKey() + "'; valid settings are " + validKeys()
                            + ", and " + Setting.RULE_PREFIX + "<rule id>"));
            checkValue(setting, e.getValue());
        }
        OnError onError = OnError.valueOf(upper(value(settings, Setting.ON_ERROR)));
        GuardSettings analysis = new GuardSettings(
                new ParseLimits(positiveInt(settings, Setting.PARSE_MAX_LENGTH), duration(settings, Setting.PARSE_TIMEOUT),
                        positiveInt(settings, Setting.PARSE_MAX_DEPTH)),
                new RulePolicy(Boolean.parseBoolean(value(settings, Setting.READ_ONLY)),
                        tables(settings, Setting.TABLES_ALLOW), tables(settings, Setting.TABLES_DENY)),
                ruleOverrides,
                onError == OnError.CLOSED,
                GuardSettings.LogLevel.valueOf(upper(value(settings, Setting.LOG_FINDINGS))),
                GuardSettings.DEFAULT.verdictCacheSize(),
                Boolean.parseBoolean(value(settings, Setting.DEEP_VALIDATE)),
                rewriteStages(settings),
                value(settings, Setting.MODEL),
                new RiskThresholds(probability(settings, Setting.WARN_THRESHOLD),
                        probability(settings, Setting.BLOCK_THRESHOLD)),
                SqlAuthor.parse(value(settings, Setting.SQL_AUTHOR)));
        return new GuardConfig(
                Mode.valueOf(upper(value(settings, Setting.MODE))),
                onError,
                value(settings, Setting.TARGET_DRIVER).trim(),
                value(settings, Setting.CATALOG).equalsIgnoreCase("live"),
                duration(settings, Setting.CATALOG_TTL),
                duration(settings, Setting.CATALOG_WAIT),
                analysis,
                nlSettings(settings));
    }

    /** The largest {@code nlguard.nl.candidates}: each candidate is one LLM call. */
    static final int MAX_CANDIDATES = 16;

    private static NlSettings nlSettings(Map<String, String> settings) throws SQLException {
        String prefix = value(settings, Setting.NL_PREFIX);
        if (prefix.isEmpty() || prefix.startsWith("--") || prefix.startsWith("/*")) {
            throw invalid("invalid value '" + prefix + "' for " + Setting.NL_PREFIX.key()
                    + "; write a word that starts a question, such as NL: (not empty, not a comment)");
        }
        return new NlSettings(prefix, ollamaUrl(settings), nonEmpty(settings, Setting.NL_MODEL),
                nonEmpty(settings, Setting.NL_EMBED_MODEL), candidates(settings), duration(settings, Setting.NL_TIMEOUT),
                duration(settings, Setting.NL_STATEMENT_TIMEOUT), positiveInt(settings, Setting.NL_MAX_ROWS),
                nonNegativeInt(settings, Setting.NL_REPAIR_ATTEMPTS), NlStagesConfig.from(settings));
    }

    private static URI ollamaUrl(Map<String, String> settings) throws SQLException {
        String text = value(settings, Setting.NL_OLLAMA_URL);
        try {
            URI uri = new URI(text);
            if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null) {
                return uri;
            }
        } catch (URISyntaxException e) {
            // reported below
        }
        throw invalid("invalid value '" + text + "' for " + Setting.NL_OLLAMA_URL.key()
                + "; write an http(s) URL such as http://localhost:11434");
    }

    private static int candidates(Map<String, String> settings) throws SQLException {
        String text = value(settings, Setting.NL_CANDIDATES);
        if (text.equalsIgnoreCase("auto")) {
            return NlSettings.AUTO_CANDIDATES;
        }
        try {
            int parsed = Integer.parseInt(text);
            if (parsed >= 1 && parsed <= MAX_CANDIDATES) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw invalid("invalid value '" + text + "' for " + Setting.NL_CANDIDATES.key()
                + "; write auto or a number from 1 to " + MAX_CANDIDATES);
    }

    private static String nonEmpty(Map<String, String> settings, Setting setting) throws SQLException {
        String text = value(settings, setting);
        if (text.isEmpty()) {
            throw invalid("empty value for " + setting.key() + "; name a model, e.g. " + setting.defaultValue());
        }
        return text;
    }


    /** The shared engine for these settings; a rule override naming no rule fails here with 22023. */
    public GuardEngine engine() throws SQLException {
        try {
            return GuardEngines.forSettings(analysis);
        } catch (IllegalArgumentException e) {
            throw invalid(e.getMessage());
        }
    }

    /**
     * The engine that judges the SQL answering a question: the connection's settings with
     * {@code normalize,autocorrect} applied and every write refused by {@code firewall.read-only}, whatever
     * {@code nlguard.read-only} and the rule overrides say. Made at the first question, not at connect.
     */
    public GuardEngine nlEngine() throws SQLException {
        try {
            return AnswerGuard.engine(analysis);
        } catch (IllegalArgumentException e) {
            throw invalid(e.getMessage());
        }
    }


    private static Set<RewriteStage> rewriteStages(Map<String, String> settings) throws SQLException {
        try {
            return RewriteStage.parse(value(settings, Setting.REWRITE));
        } catch (IllegalArgumentException e) {
            throw invalid(e.getMessage());
        }
    }

    private static void checkValue(Setting setting, String value) throws SQLException {
        if (!setting.choices().isEmpty() && !setting.choices().contains(value.trim().toLowerCase(Locale.ROOT))) {
            throw invalid("invalid value '" + value + "' for " + setting.key()
                    + "; valid values are " + String.join(", ", setting.choices()));
        }
    }

    static Duration duration(Map<String, String> settings, Setting setting) throws SQLException {
        Duration parsed = Durations.parse(value(settings, setting));
        if (parsed == null || parsed.isNegative() || parsed.isZero()) {
            throw invalid("invalid value '" + value(settings, setting) + "' for " + setting.key()
                    + "; write a positive duration such as 500ms, 30s, 5m or 1h");
        }
        return parsed;
    }

    private static double probability(Map<String, String> settings, Setting setting) throws SQLException {
        try {
            double parsed = Double.parseDouble(value(settings, setting));
            if (parsed >= 0) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw invalid("invalid value '" + value(settings, setting) + "' for " + setting.key()
                + "; write a probability such as 0.5 (above 1 turns it off)");
    }

    static int positiveInt(Map<String, String> settings, Setting setting) throws SQLException {
        return intAtLeast(settings, setting, 1, "write a positive number");
    }

    static int nonNegativeInt(Map<String, String> settings, Setting setting) throws SQLException {
        return intAtLeast(settings, setting, 0, "write 0 or a positive number");
    }

    private static int intAtLeast(Map<String, String> settings, Setting setting, int least, String hint)
            throws SQLException {
        try {
            int parsed = Integer.parseInt(value(settings, setting));
            if (parsed >= least) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw invalid("invalid value '" + value(settings, setting) + "' for " + setting.key() + "; " + hint);
    }

    /** Lower-cased, trimmed names from a comma-separated list. */
    private static Set<String> tables(Map<String, String> settings, Setting setting) {
        return Arrays.stream(value(settings, setting).split(","))
                .map(t -> t.trim().toLowerCase(Locale.ROOT))
                .filter(t -> !t.isEmpty())
                .collect(Collectors.toSet());
    }

    static SQLException invalid(String message) {
        return new SQLException("nlguard: " + message, INVALID_PARAMETER);
    }

    static String value(Map<String, String> settings, Setting setting) {
        return settings.getOrDefault(setting.key(), setting.defaultValue()).trim();
    }

    private static String validKeys() {
        return Stream.of(Setting.values()).map(Setting::key).collect(Collectors.joining(", "));
    }

    private static String upper(String value) {
        return value.toUpperCase(Locale.ROOT);
    }
}
