package io.nlguard.cli.corpus;

import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.GoldQuery;
import io.nlguard.model.data.Prediction;

/**
 * One SQL text of the corpus: a gold query or one system's prediction for a gold question.
 *
 * @param system the prediction's system, or {@value #GOLD_SYSTEM} for gold queries
 * @param index  the gold question's index in the benchmark
 */
public record CorpusStatement(Benchmark benchmark, Origin origin, String system, int index, String dbId, String sql) {

    public static final String GOLD_SYSTEM = "gold";

    /** Where a statement comes from: the benchmark's reference SQL or a system's output. */
    public enum Origin {
        GOLD, PREDICTION
    }

    public static CorpusStatement gold(GoldQuery query) {
        return new CorpusStatement(query.benchmark(), Origin.GOLD, GOLD_SYSTEM, query.index(), query.dbId(), query.sql());
    }

    public static CorpusStatement prediction(Prediction prediction) {
        return new CorpusStatement(prediction.benchmark(), Origin.PREDICTION, prediction.system(), prediction.index(),
                prediction.dbId(), prediction.sql());
    }

    /** For messages: {@code spider_dev #12 gold (concert_singer)}. */
    public String label() {
        return benchmark.id() + " #" + index + " " + system + " (" + dbId + ")";
    }
}
