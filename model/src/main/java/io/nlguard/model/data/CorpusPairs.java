package io.nlguard.model.data;

import java.util.ArrayList;
import java.util.List;

/**
 * The corpus as (prediction, gold) pairs: every prediction of every system, with the gold query of
 * its question and the question itself (BIRD's evidence appended, as the systems were given it). A
 * pair's group is its question ({@code bird_dev#17}), so splits keep all of one question's predictions
 * together.
 */
public final class CorpusPairs {

    private CorpusPairs() {
    }

    /** All pairs of the benchmark, file by file in system order. */
    public static List<QueryPair> of(Corpus corpus, Benchmark benchmark) {
        List<GoldQuery> gold = corpus.gold(benchmark);
        List<QueryPair> pairs = new ArrayList<>();
        for (PredictionFile file : corpus.predictionFiles(benchmark)) {
            for (Prediction prediction : file.predictions()) {
                GoldQuery question = gold.get(prediction.index());
                pairs.add(new QueryPair(question.dbId(), question.sql(), prediction.sql(),
                        group(benchmark, prediction.index()), prediction.system(), asked(question)));
            }
        }
        return pairs;
    }

    /**
     * Every gold query paired with itself: queries known to be right, in the benchmark's own style, for
     * measuring how often the guard would warn about correct SQL.
     */
    public static List<QueryPair> goldAsPredicted(Corpus corpus, Benchmark benchmark) {
        List<QueryPair> pairs = new ArrayList<>();
        for (GoldQuery query : corpus.gold(benchmark)) {
            pairs.add(new QueryPair(query.dbId(), query.sql(), query.sql(), group(benchmark, query.index()), "gold",
                    asked(query)));
        }
        return pairs;
    }

    /** What the systems were asked: the question, then BIRD's evidence when there is one. */
    static String asked(GoldQuery query) {
        String evidence = query.evidence() == null ? "" : query.evidence().strip();
        return evidence.isEmpty() ? query.question() : query.question() + " " + evidence;
    }

    static String group(Benchmark benchmark, int index) {
        return benchmark.id() + "#" + index;
    }
}
