package io.nlguard.model.train;

/**
 * How the first stage's training rows are cross-fitted for the context stage, which must learn from
 * probabilities like those it will meet. Follow the model's use: on the same databases as its training
 * data, a node's first-stage probability is as good as on another question of a known database; on new
 * databases, as on a database the first stage never saw. Chosen on validation splits of each kind
 * ({@code docs/model-selection.md}, fourth round).
 */
public enum ContextFolds {
    /** Folds of questions: for a model that will score the databases it was trained on. */
    BY_QUESTION,
    /**
     * Folds of databases: for a model that will score new databases (the shipped one). With fewer
     * databases than folds, folds of questions.
     */
    BY_DATABASE
}
