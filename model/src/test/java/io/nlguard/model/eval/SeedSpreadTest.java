package io.nlguard.model.eval;

import java.util.List;
import java.util.Map;

import io.nlguard.model.data.QueryPair;
import io.nlguard.model.train.CrossFitFolds;
import io.nlguard.model.train.DatasetBuilder;
import io.nlguard.model.train.LightGbmTrainer;
import io.nlguard.model.train.NodeDataset;
import io.nlguard.model.train.TinyCatalog;
import io.nlguard.model.train.TrainingParameters;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The report's spread of seeds: the shipped setting retrained with other seeds, the shipped seed first. */
class SeedSpreadTest {

    private static NodeDataset pairs(String group, int copies) {
        List<QueryPair> pairs = TinyCatalog.misspeltColumns(copies).stream()
                .map(p -> new QueryPair(p.dbId(), p.gold(), p.predicted(), group + p.group(), p.source()))
                .toList();
        return new DatasetBuilder().build(pairs, TinyCatalog.catalogs()).dataset();
    }

    @Test
    void theFirstSeedIsTheShippedModelsAndTheOthersTrainOtherModels() {
        Experiment experiment = new Experiment("seeds", "seeds", "synthetic", pairs("train", 6), pairs("test", 2),
                null, CrossFitFolds.BY_QUESTION);
        List<Double> aucs = Experiments.seedAucs(experiment);

        assertEquals(Experiments.SEEDS.size(), aucs.size());
        assertEquals(TrainingParameters.compact().seed(), Experiments.SEEDS.get(0));
        double shippedRaw = Experiments.runShipped(experiment).evaluation().nodeAuc(Experiments.SHIPPED_RAW);
        assertEquals(shippedRaw, aucs.get(0), 0.0, "the shipped seed trains the shipped model again");
        assertTrue(aucs.stream().allMatch(auc -> auc > 0.8), "every seed learns the misspelt columns: " + aucs);

        TrainingParameters other = TrainingParameters.compact().withSeed(1);
        assertEquals(TrainingParameters.compact().toLightGbm().replace("seed=7", "seed=1"), other.toLightGbm());
        assertNotEquals(LightGbmTrainer.train(experiment.train(), TrainingParameters.compact()),
                LightGbmTrainer.train(experiment.train(), other), "another seed bags other rows and features");
    }
}
