package io.nlguard.model.train;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import io.nlguard.model.data.QueryPair;
import io.nlguard.model.eval.Splits;

/**
 * How a model's training rows are cross-fitted, for what must learn from out-of-fold probabilities like
 * those the model will give in use: its calibration and its context stage. Follow the model's use: on
 * the same databases as its training data, a node's probability is as good as on another question of a
 * known database; on new databases, as on a database the model never saw. Chosen on validation splits
 * of each kind ({@code docs/model-selection.md}, fourth round for the context stage, eleventh for the
 * calibration).
 */
public enum CrossFitFolds {
    /** Folds of questions: for a model that will score the databases it was trained on. */
    BY_QUESTION,
    /**
     * Folds of databases: for a model that will score new databases (the shipped one). With fewer
     * databases than folds, folds of questions.
     */
    BY_DATABASE;

    /**
     * Each pair's fold among {@code count}: its question's (a shuffle of the questions with {@code seed}),
     * or its database's (the databases in name order, dealt out in turn).
     */
    Map<QueryPair, Integer> assign(NodeDataset data, int count, long seed) {
        List<QueryPair> pairs = data.queries().stream().map(NodeDataset.LabeledQuery::pair).toList();
        List<String> databases = List.copyOf(new TreeSet<>(pairs.stream().map(QueryPair::dbId).toList()));
        boolean byDatabase = this == BY_DATABASE && databases.size() >= count;
        Map<String, Integer> byQuestion = byDatabase ? null : Splits.folds(pairs, count, seed);
        Map<QueryPair, Integer> fold = new IdentityHashMap<>();
        for (QueryPair pair : pairs) {
            fold.put(pair, byQuestion == null ? databases.indexOf(pair.dbId()) % count : byQuestion.get(pair.group()));
        }
        return fold;
    }
}
