package io.nlguard.model.train;

import io.nlguard.model.data.QueryPair;

/**
 * Every model trains with the question withheld from half of its questions: their rows get the question
 * features of a statement that came with no question. Most statements reach the driver without one
 * (plain JDBC), some with one (the NL pipeline, {@code nlguard.question}); a model that saw both kinds
 * scores each as well as a model trained for it alone (docs/model-selection.md, tenth round). The half
 * is chosen by the group's hash, so every prediction of one question falls on the same side and the
 * choice is the same on every run ({@link String#hashCode} is fixed by the language).
 */
final class QuestionWithholding {

    private QuestionWithholding() {
    }

    /** The rows a model trains on: {@code data} with the question withheld from every other question. */
    static NodeDataset forTraining(NodeDataset data) {
        return data.withoutQuestion(QuestionWithholding::withheld);
    }

    static boolean withheld(QueryPair pair) {
        return (pair.group().hashCode() & 1) == 0;
    }
}
