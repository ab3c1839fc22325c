package io.nlguard.model.data;

import java.util.Objects;

/**
 * A predicted query and the gold query it should have been, on one database: the unit the labeler,
 * training and evaluation work on.
 *
 * @param group    what the pair belongs to for splitting (a benchmark question, {@code bird_dev#17}),
 *                 so every prediction of one question lands on the same side of a split; the pair's
 *                 position in a pairs file when it comes from one
 * @param source   where the prediction came from (a system, or a pairs file)
 * @param question the natural-language question the prediction answers, with any hint appended (BIRD's
 *                 evidence); empty when unknown
 */
public record QueryPair(String dbId, String gold, String predicted, String group, String source, String question) {

    public QueryPair {
        Objects.requireNonNull(dbId, "db_id");
        Objects.requireNonNull(gold, "gold");
        Objects.requireNonNull(predicted, "predicted");
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(question, "question");
    }

    /** A pair whose question is unknown. */
    public QueryPair(String dbId, String gold, String predicted, String group, String source) {
        this(dbId, gold, predicted, group, source, "");
    }

    /** The same pair without its question: what plain JDBC traffic looks like. */
    public QueryPair withoutQuestion() {
        return question.isEmpty() ? this : new QueryPair(dbId, gold, predicted, group, source);
    }
}
