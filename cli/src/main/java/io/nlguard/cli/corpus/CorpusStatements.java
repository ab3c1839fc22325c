package io.nlguard.cli.corpus;

import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.GoldQuery;
import io.nlguard.model.data.Prediction;
import io.nlguard.model.data.PredictionFile;

import java.util.ArrayList;
import java.util.List;

/**
 * Picks the statements of a corpus run: every gold query of each benchmark and every n-th of its
 * predictions, counted over all prediction files in system order, so a sample still spans all systems.
 */
public final class CorpusStatements {

    private CorpusStatements() {
    }

    /**
     * @param predictionStride 1 for every prediction, n for every n-th
     * @return gold queries, then predictions, benchmark by benchmark
     */
    public static List<CorpusStatement> of(Corpus corpus, List<Benchmark> benchmarks, int predictionStride) {
        if (predictionStride < 1) {
            throw new IllegalArgumentException("prediction stride must be at least 1: " + predictionStride);
        }
        List<CorpusStatement> statements = new ArrayList<>();
        for (Benchmark benchmark : benchmarks) {
            for (GoldQuery query : corpus.gold(benchmark)) {
                statements.add(CorpusStatement.gold(query));
            }
            long position = 0;
            for (PredictionFile file : corpus.predictionFiles(benchmark)) {
                for (Prediction prediction : file.predictions()) {
                    if (position++ % predictionStride == 0) {
                        statements.add(CorpusStatement.prediction(prediction));
                    }
                }
            }
        }
        return statements;
    }
}
