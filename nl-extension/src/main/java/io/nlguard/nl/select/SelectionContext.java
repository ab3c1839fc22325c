package io.nlguard.nl.select;

import java.util.Objects;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.contract.SchemaContract;
import io.nlguard.nl.joins.JoinPlan;

/**
 * What selection knows of the question besides its candidates.
 *
 * @param question the question, for its expected shape ({@link QuestionShape})
 * @param catalog  what the candidates' names resolve to ({@link Catalog#empty()} when unknown)
 * @param contract the schema linker's contract, {@link SchemaContract#NONE} without one
 * @param plan     the join planner's skeleton, {@link JoinPlan#NONE} without one
 * @param failedVotes candidates of an earlier round that all failed (before a repair): they back no result
 *                 but count in every cluster's total, so a repaired answer is not as sure as a unanimous one
 */
public record SelectionContext(String question, Catalog catalog, SchemaContract contract, JoinPlan plan,
                               int failedVotes) {

    /** Nothing known: the signals that need a question, a contract or a plan are neutral. */
    public static final SelectionContext NONE = new SelectionContext("", Catalog.empty(), SchemaContract.NONE,
            JoinPlan.NONE, 0);

    public SelectionContext {
        question = question == null ? "" : question;
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(contract, "contract");
        Objects.requireNonNull(plan, "plan");
        if (failedVotes < 0) {
            throw new IllegalArgumentException("failedVotes >= 0, was " + failedVotes);
        }
    }

    /** A first round: no earlier candidate failed. */
    public SelectionContext(String question, Catalog catalog, SchemaContract contract, JoinPlan plan) {
        this(question, catalog, contract, plan, 0);
    }

    /** The same question after {@code votes} candidates failed. */
    public SelectionContext afterFailures(int votes) {
        return new SelectionContext(question, catalog, contract, plan, failedVotes + votes);
    }

    /** A question over a catalog, without contract or plan. */
    public static SelectionContext of(String question, Catalog catalog) {
        return new SelectionContext(question, catalog, SchemaContract.NONE, JoinPlan.NONE);
    }
}
