package io.nlguard.guard.verdict;

import java.util.EnumSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.score.NodeScorers;
import io.nlguard.guard.score.RiskThresholds;
import io.nlguard.guard.score.SqlAuthor;
import io.nlguard.guard.sql.ParseLimits;

/**
 * The analysis settings of an engine: connections with equal settings share one engine, and with it
 * one verdict cache (the cache key's "effective config" part).
 *
 * @param ruleOverrides {@code nlguard.rule.<id>} → off|info|warn|block
 * @param failClosed    {@code nlguard.on-error=closed}: unparseable text is refused (42NG3)
 * @param logFindings   the SLF4J level statements with findings are logged at
 * @param deepValidate  {@code nlguard.deep-validate}: queries being prepared are also validated by Calcite
 * @param rewrite       {@code nlguard.rewrite}: the rewrite stages whose changes are applied (the others suggest)
 * @param model         {@code nlguard.model}: {@code default}, {@code off}, or the path of a model file
 * @param risk          {@code nlguard.warn-threshold} and {@code nlguard.block-threshold}
 * @param sqlAuthor     {@code nlguard.sql-author}: whose SQL the node model judges (auto: a model's when a
 *                      question is set); the question is part of the verdict cache key, so one engine serves both
 */
public record GuardSettings(ParseLimits parseLimits, RulePolicy policy, Map<String, String> ruleOverrides,
                            boolean failClosed, LogLevel logFindings, int verdictCacheSize, boolean deepValidate,
                            Set<RewriteStage> rewrite, String model, RiskThresholds risk,
                            SqlAuthor sqlAuthor) {

    public static final GuardSettings DEFAULT = new GuardSettings(ParseLimits.DEFAULT, RulePolicy.DEFAULT, Map.of(),
            false, LogLevel.INFO, 10_000, false, EnumSet.noneOf(RewriteStage.class), NodeScorers.DEFAULT,
            RiskThresholds.DEFAULT, SqlAuthor.AUTO);

    public GuardSettings {
        ruleOverrides = Map.copyOf(ruleOverrides);
        rewrite = Set.copyOf(rewrite);
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(risk, "risk");
        Objects.requireNonNull(sqlAuthor, "sqlAuthor");
    }

    /** The same settings with other rewrite stages applied. */
    public GuardSettings withRewrite(Set<RewriteStage> stages) {
        return new GuardSettings(parseLimits, policy, ruleOverrides, failClosed, logFindings, verdictCacheSize,
                deepValidate, stages, model, risk, sqlAuthor);
    }

    /** The same settings with another node model ({@code off} for none). */
    public GuardSettings withModel(String nodeModel) {
        return new GuardSettings(parseLimits, policy, ruleOverrides, failClosed, logFindings, verdictCacheSize,
                deepValidate, rewrite, nodeModel, risk, sqlAuthor);
    }

    /** The same settings with other risk thresholds ({@code nlguard.warn-threshold}, {@code nlguard.block-threshold}). */
    public GuardSettings withRisk(RiskThresholds thresholds) {
        return new GuardSettings(parseLimits, policy, ruleOverrides, failClosed, logFindings, verdictCacheSize,
                deepValidate, rewrite, model, thresholds, sqlAuthor);
    }

    /** The same settings for SQL by another author ({@code nlguard.sql-author}). */
    public GuardSettings withSqlAuthor(SqlAuthor author) {
        return new GuardSettings(parseLimits, policy, ruleOverrides, failClosed, logFindings, verdictCacheSize,
                deepValidate, rewrite, model, risk, author);
    }

    /** Where findings are logged; OFF logs nothing. */
    public enum LogLevel {
        OFF, DEBUG, INFO, WARN
    }
}
