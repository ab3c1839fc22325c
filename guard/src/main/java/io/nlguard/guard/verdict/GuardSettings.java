package io.nlguard.guard.verdict;

import java.util.Map;

import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.sql.ParseLimits;

/**
 * The analysis settings of an engine: connections with equal settings share one engine, and with it
 * one verdict cache (the cache key's "effective config" part).
 *
 * @param ruleOverrides {@code nlguard.rule.<id>} → off|info|warn|block
 * @param failClosed    {@code nlguard.on-error=closed}: unparseable text is refused (42NG3)
 * @param logFindings   the SLF4J level statements with findings are logged at
 * @param deepValidate  {@code nlguard.deep-validate}: queries being prepared are also validated by Calcite
 */
public record GuardSettings(ParseLimits parseLimits, RulePolicy policy, Map<String, String> ruleOverrides,
                            boolean failClosed, LogLevel logFindings, int verdictCacheSize, boolean deepValidate) {

    public static final GuardSettings DEFAULT = new GuardSettings(ParseLimits.DEFAULT, RulePolicy.DEFAULT, Map.of(),
            false, LogLevel.INFO, 10_000, false);

    public GuardSettings {
        ruleOverrides = Map.copyOf(ruleOverrides);
    }

    /** Where findings are logged; OFF logs nothing. */
    public enum LogLevel {
        OFF, DEBUG, INFO, WARN
    }
}
