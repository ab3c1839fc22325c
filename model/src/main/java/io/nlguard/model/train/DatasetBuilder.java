package io.nlguard.model.train;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

import io.nlguard.guard.features.NodeFeatures;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.model.data.QueryPair;

/**
 * Pairs to a {@link NodeDataset}. Pairs are featurized in parallel but appended in their given order,
 * so a dataset (and a model trained on it) is the same on every run. A pair that repeats an earlier
 * one (same database, gold and prediction, as when several systems agree) is counted, not added:
 * identical rows would only weight the easy queries many systems get right.
 */
public final class DatasetBuilder {

    /** Pairs featurized at a time: bounds the feature matrices held at once. */
    private static final int CHUNK = 4096;

    private final PairFeaturizer featurizer = new PairFeaturizer();

    /** The rows of every pair whose database is in {@code catalogs}, and what became of the others. */
    public Built build(List<QueryPair> pairs, Map<String, Catalog> catalogs) {
        Set<List<String>> seen = new HashSet<>();
        NodeDataset dataset = new NodeDataset(NodeFeatures.names());
        PairCounts counts = new PairCounts();
        for (int start = 0; start < pairs.size(); start += CHUNK) {
            List<QueryPair> chunk = pairs.subList(start, Math.min(pairs.size(), start + CHUNK));
            PairFeaturizer.Outcome[] outcomes = new PairFeaturizer.Outcome[chunk.size()];
            for (int i = 0; i < chunk.size(); i++) {
                QueryPair pair = chunk.get(i);
                if (!seen.add(List.of(pair.dbId(), pair.gold().strip(), pair.predicted().strip()))) {
                    outcomes[i] = new PairFeaturizer.Skipped(SkipReason.DUPLICATE);
                } else if (!catalogs.containsKey(pair.dbId())) {
                    outcomes[i] = new PairFeaturizer.Skipped(SkipReason.UNKNOWN_DATABASE);
                }
            }
            IntStream.range(0, chunk.size()).parallel().filter(i -> outcomes[i] == null)
                    .forEach(i -> outcomes[i] = featurizer.featurize(chunk.get(i), catalogs.get(chunk.get(i).dbId())));
            for (PairFeaturizer.Outcome outcome : outcomes) {
                if (outcome instanceof PairFeaturizer.Featurized rows) {
                    dataset.add(rows.pair(), rows.features(), rows.types(), rows.wrong());
                    counts.countUsed();
                } else {
                    counts.countSkipped(((PairFeaturizer.Skipped) outcome).reason());
                }
            }
        }
        return new Built(dataset.trim(), counts);
    }

    /** A dataset and the count of the pairs it was built from. */
    public record Built(NodeDataset dataset, PairCounts counts) {
    }
}
