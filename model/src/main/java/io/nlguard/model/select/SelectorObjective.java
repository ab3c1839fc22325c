package io.nlguard.model.select;

/**
 * What the selector model learns. A selector only compares the candidates of one question, so a ranking
 * objective fits the use; a binary one also gives each candidate a probability of being right on its own.
 */
public enum SelectorObjective {
    /** Logloss on each passing candidate's rightness. */
    BINARY("binary", "objective=binary"),
    /**
     * LambdaRank with one query group per question (its passing candidates), NDCG at 1: the right candidate
     * on top is all that counts.
     */
    LAMBDARANK("lambdarank", "objective=lambdarank metric=ndcg eval_at=1 lambdarank_truncation_level=5 label_gain=0,1");

    private final String label;
    private final String parameters;

    SelectorObjective(String label, String parameters) {
        this.label = label;
        this.parameters = parameters;
    }

    public String label() {
        return label;
    }

    /** LightGBM's parameters for this objective. */
    String lightGbm() {
        return parameters;
    }

    public boolean ranking() {
        return this == LAMBDARANK;
    }
}
