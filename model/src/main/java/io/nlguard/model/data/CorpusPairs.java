package io.nlguard.model.data;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The corpus as (prediction, gold) pairs: every prediction of every system, with the gold query of
 * its question. A pair's group is its question ({@code bird_dev#17}), so splits keep all of one
 * question's predictions together.
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
                        group(benchmark, prediction.index()), prediction.system()));
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
            pairs.add(new QueryPair(query.dbId(), query.sql(), query.sql(), group(benchmark, query.index()), "gold"));
        }
        return pairs;
    }

    /** The question of each group, for writing the pairs file. */
    public static Map<String, String> questions(Corpus corpus, Benchmark benchmark) {
        Map<String, String> questions = new LinkedHashMap<>();
        for (GoldQuery query : corpus.gold(benchmark)) {
            questions.put(group(benchmark, query.index()), query.question());
        }
        return questions;
    }

    static String group(Benchmark benchmark, int index) {
        return benchmark.id() + "#" + index;
    }
}
