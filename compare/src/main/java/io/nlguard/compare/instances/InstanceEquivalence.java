package io.nlguard.compare.instances;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Database-scoped equivalence of the two queries over generated instances of the schema (in the
 * spirit of Spider's test-suite evaluation).
 *
 * <p><b>How it combines with the main verdict.</b> The check never turns a failure into a pass: a
 * difference on the real data stands. A pass on the real data is
 * <ul>
 *   <li>confirmed by {@code equivalent_on_all};</li>
 *   <li>turned into a <em>fail</em> by {@code differs_on_some} when an instance shows different rows or
 *       the database rejects one query on it where the other runs: the instance honours the schema's
 *       types, keys, foreign keys, NOT NULL and CHECK constraints, so it is a database the question
 *       could be asked on, and the queries do not mean the same;</li>
 *   <li>turned into a <em>warning</em> by {@code differs_on_some} when every differing instance differs
 *       in row order only (in an order-sensitive mode, ties of an ORDER BY may come back in either
 *       order);</li>
 *   <li>left as it is by {@code not_checked}.</li>
 * </ul>
 * {@link #effectOnPass()} says which; {@link #effectOn(boolean)} applies the rule to a given outcome.
 *
 * @param verdict                equivalent_on_all / differs_on_some / not_checked
 * @param effectOnPass           {@code effect_on_pass}: what this does to a pass on the given data
 * @param reason                 why nothing was checked, when the queries could not be checked at all; else null
 * @param seed                   the seed the instances were generated from
 * @param instancesRequested     {@code instances_requested}
 * @param instancesRun           {@code instances_run}: instances generated and both queries run on
 * @param instancesAgreeing      {@code instances_agreeing}
 * @param instancesDiffering     {@code instances_differing}
 * @param instancesInconclusive  {@code instances_inconclusive}: both queries failed, or one timed out or was refused
 * @param instancesSkipped       {@code instances_skipped}: the instances not generated, with reasons
 * @param distinguishingInstance {@code distinguishing_instance}: the first differing instance (one that differs
 *                               in rows before one that differs in order only), or null
 * @param instances              every instance's outcome, in order
 * @param notes                  what qualifies the outcome
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"verdict", "effect_on_pass", "reason", "seed", "instances_requested", "instances_run",
        "instances_agreeing", "instances_differing", "instances_inconclusive", "instances_skipped",
        "distinguishing_instance", "instances", "notes"})
public record InstanceEquivalence(
        @JsonProperty("verdict") InstanceVerdict verdict,
        @JsonProperty("effect_on_pass") PassEffect effectOnPass,
        @JsonProperty("reason") String reason,
        @JsonProperty("seed") long seed,
        @JsonProperty("instances_requested") int instancesRequested,
        @JsonProperty("instances_run") int instancesRun,
        @JsonProperty("instances_agreeing") int instancesAgreeing,
        @JsonProperty("instances_differing") int instancesDiffering,
        @JsonProperty("instances_inconclusive") int instancesInconclusive,
        @JsonProperty("instances_skipped") List<SkippedInstance> instancesSkipped,
        @JsonProperty("distinguishing_instance") InstanceOutcome distinguishingInstance,
        @JsonProperty("instances") List<InstanceOutcome> instances,
        @JsonProperty("notes") List<String> notes) {

    public InstanceEquivalence {
        instancesSkipped = List.copyOf(instancesSkipped);
        instances = List.copyOf(instances);
        notes = List.copyOf(notes);
    }

    /** The check could not be made at all, for this reason. */
    public static InstanceEquivalence notChecked(long seed, int requested, String reason, List<String> notes) {
        return new InstanceEquivalence(InstanceVerdict.NOT_CHECKED, PassEffect.NONE, reason, seed, requested, 0, 0, 0,
                0, List.of(), null, List.of(), notes);
    }

    /** The summary of the instances' outcomes. */
    static InstanceEquivalence of(long seed, List<InstanceOutcome> outcomes, List<String> notes) {
        int agreeing = count(outcomes, OutcomeStatus.AGREE);
        int differing = count(outcomes, OutcomeStatus.DIFFER);
        int inconclusive = count(outcomes, OutcomeStatus.INCONCLUSIVE);
        List<SkippedInstance> skipped = outcomes.stream().filter(o -> o.status() == OutcomeStatus.SKIPPED)
                .map(o -> new SkippedInstance(o.index(), o.description())).toList();
        InstanceOutcome distinguishing = outcomes.stream().filter(InstanceOutcome::differsInContent).findFirst()
                .orElse(outcomes.stream().filter(o -> o.status() == OutcomeStatus.DIFFER).findFirst().orElse(null));
        InstanceVerdict verdict = differing > 0 ? InstanceVerdict.DIFFERS_ON_SOME
                : agreeing > 0 ? InstanceVerdict.EQUIVALENT_ON_ALL : InstanceVerdict.NOT_CHECKED;
        PassEffect effect = switch (verdict) {
            case EQUIVALENT_ON_ALL -> PassEffect.CONFIRMS_PASS;
            case NOT_CHECKED -> PassEffect.NONE;
            case DIFFERS_ON_SOME -> distinguishing.differsInContent() ? PassEffect.TURNS_PASS_INTO_FAIL
                    : PassEffect.TURNS_PASS_INTO_WARNING;
        };
        String reason = verdict == InstanceVerdict.NOT_CHECKED
                ? "no instance gave an answer: " + skipped.size() + " skipped, " + inconclusive + " inconclusive" : null;
        return new InstanceEquivalence(verdict, effect, reason, seed, outcomes.size(), agreeing + differing + inconclusive,
                agreeing, differing, inconclusive, skipped, distinguishing, outcomes, notes);
    }

    /**
     * One plain sentence on what the instances showed, for a report's explanations, e.g. {@code The queries
     * differ on 2 of 8 generated instances of the schema (seed 7); on instance 1 (few_rows): actual returned
     * 2 rows, expected 3 ...}.
     */
    @JsonIgnore
    public String summary() {
        String over = " generated instances of the schema (seed " + seed + ")";
        return switch (verdict) {
            case NOT_CHECKED -> "The queries were not checked on generated instances: " + reason + ".";
            case EQUIVALENT_ON_ALL -> "The queries also agree on " + (instancesAgreeing == instancesRun ? "all " : "")
                    + instancesAgreeing + (instancesAgreeing == instancesRun ? "" : " of " + instancesRun) + over + ".";
            case DIFFERS_ON_SOME -> "The queries differ on " + instancesDiffering + " of " + instancesRun + over
                    + "; on instance " + distinguishingInstance.index() + " (" + distinguishingInstance.profile() + "): "
                    + distinguishingInstance.description() + ".";
        };
    }

    /** The effect on a result that passed ({@code true}) or failed on the given data. */
    public PassEffect effectOn(boolean passedOnGivenData) {
        return passedOnGivenData ? effectOnPass : PassEffect.NONE;
    }

    private static int count(List<InstanceOutcome> outcomes, OutcomeStatus status) {
        return (int) outcomes.stream().filter(o -> o.status() == status).count();
    }
}
