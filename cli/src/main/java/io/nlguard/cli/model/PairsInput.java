package io.nlguard.cli.model;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.cli.Heartbeat;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.TablesJsonReader;
import io.nlguard.model.data.PairsJsonl;
import io.nlguard.model.data.QueryPair;
import io.nlguard.model.train.DatasetBuilder;
import picocli.CommandLine.Option;

/** The neutral input of {@code eval} and {@code train}: schemas in tables.json files, pairs in JSON lines. */
public final class PairsInput {

    @Option(names = "--tables", paramLabel = "TABLES.json", required = true,
            description = "Schemas in Spider's tables.json format (repeatable; later files add databases).")
    List<Path> tables;

    @Option(names = "--pairs", paramLabel = "PAIRS.jsonl", required = true,
            description = "One JSON object per line: {\"db_id\": ..., \"gold\": ..., \"predicted\": ...}, and"
                    + " optionally \"question\" (the question asked, any hint appended).")
    Path pairs;

    /**
     * Reads both, labels and featurizes every pair, and says on {@code err} what became of them.
     *
     * @param withQuestions whether the question features read the pairs' questions; without, every pair
     *                      is featurized as a statement that came with no question
     */
    DatasetBuilder.Built build(PrintWriter err, boolean withQuestions) throws IOException {
        Map<String, Catalog> catalogs = new LinkedHashMap<>();
        for (Path file : tables) {
            catalogs.putAll(TablesJsonReader.read(file));
        }
        List<QueryPair> read = PairsJsonl.read(pairs);
        if (!withQuestions) {
            read = read.stream().map(QueryPair::withoutQuestion).toList();
        }
        err.println("labelling and featurizing " + read.size() + " pairs on " + catalogs.size() + " databases");
        err.flush();
        DatasetBuilder.Built built;
        try (Heartbeat beat = Heartbeat.start(err, "labelling and featurizing")) {
            built = new DatasetBuilder().build(read, catalogs);
        }
        err.println(built.counts().summary());
        err.flush();
        return built;
    }
}
