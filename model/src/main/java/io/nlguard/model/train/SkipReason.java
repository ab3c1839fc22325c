package io.nlguard.model.train;

/** Why a pair gave no rows. Every skipped pair is counted under one of these, never dropped silently. */
public enum SkipReason {
    UNKNOWN_DATABASE("the pair's db_id has no schema"),
    DUPLICATE("the same prediction of the same gold query on the same database came before"),
    PREDICTED_UNPARSEABLE("the guard's parser rejects the prediction"),
    PREDICTED_NOT_ONE_QUERY("the prediction is not a single query"),
    GOLD_UNPARSEABLE("the guard's parser rejects the gold query");

    private final String meaning;

    SkipReason(String meaning) {
        this.meaning = meaning;
    }

    public String meaning() {
        return meaning;
    }
}
