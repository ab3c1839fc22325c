package io.nlguard.guard.nl;

import java.util.EnumSet;
import java.util.Map;
import java.util.TreeMap;

import io.nlguard.guard.features.Question;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.verdict.EntryPoint;
import io.nlguard.guard.verdict.GuardContext;
import io.nlguard.guard.verdict.GuardEngine;
import io.nlguard.guard.verdict.GuardEngines;
import io.nlguard.guard.verdict.GuardSettings;

/**
 * The one home of how the SQL answering a question is judged: the given settings with
 * {@code normalize,autocorrect} applied and every write refused by {@code firewall.read-only}, whatever
 * {@code nlguard.read-only} and the rule overrides say; the node model ({@code nlguard.model}) as given.
 * The driver's answer guard and {@code nlguard select} (candidates from anywhere) both build it here.
 */
public final class AnswerGuard {

    /** The rule that refuses writes, never turned off for an answer. */
    public static final String READ_ONLY_RULE = "firewall.read-only";

    private static final String RULE_PREFIX = "nlguard.rule.";

    private AnswerGuard() {
    }

    /** The answer guard's settings derived from a connection's. */
    public static GuardSettings settings(GuardSettings analysis) {
        Map<String, String> overrides = new TreeMap<>(analysis.ruleOverrides());
        overrides.remove(RULE_PREFIX + READ_ONLY_RULE);
        return new GuardSettings(analysis.parseLimits(),
                new RulePolicy(true, analysis.policy().allowTables(), analysis.policy().denyTables()), overrides,
                analysis.failClosed(), analysis.logFindings(), analysis.verdictCacheSize(), analysis.deepValidate(),
                EnumSet.of(RewriteStage.NORMALIZE, RewriteStage.AUTOCORRECT), analysis.model(), analysis.risk(),
                analysis.sqlAuthor());
    }

    /**
     * The shared engine of the answer guard for these settings.
     *
     * @throws IllegalArgumentException when a rule override names no rule or no severity
     */
    public static GuardEngine engine(GuardSettings analysis) {
        return GuardEngines.forSettings(settings(analysis));
    }

    /**
     * A check of a question's candidates over a catalog known without a connection (e.g. tables.json): the
     * default settings with another node model ({@code default}, {@code off} or a model file).
     */
    public static CandidateCheck forCatalog(Catalog catalog, String question, String nodeModel) {
        return forCatalog(catalog, question, GuardSettings.DEFAULT.withModel(nodeModel));
    }

    /** A check of a question's candidates over a catalog, with the answer guard made of these settings. */
    public static CandidateCheck forCatalog(Catalog catalog, String question, GuardSettings analysis) {
        GuardEngine engine = engine(analysis);
        GuardContext context = new GuardContext(EntryPoint.PREPARE, () -> catalog, Question.of(question));
        return sql -> engine.inspect(sql, context);
    }
}
