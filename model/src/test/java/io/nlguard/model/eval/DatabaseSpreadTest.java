package io.nlguard.model.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.model.data.QueryPair;
import io.nlguard.model.train.DatasetBuilder;
import io.nlguard.model.train.ModelTrainer;
import io.nlguard.model.train.NodeDataset;
import io.nlguard.model.train.TinyCatalog;
import io.nlguard.model.train.TrainedModel;
import io.nlguard.model.train.TrainingParameters;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every database tested in turn: by the cross-dataset model, and by a model trained without it. */
class DatabaseSpreadTest {

    /** The synthetic misspelt-column pairs asked on {@code dbId}, {@code copies} times, each with its own filters. */
    private static NodeDataset on(String dbId, int copies) {
        List<QueryPair> pairs = TinyCatalog.misspeltColumns(copies).stream()
                .map(p -> new QueryPair(dbId, p.gold(), p.predicted(), dbId + "#" + p.group(), p.source()))
                .toList();
        return build(dbId, pairs);
    }

    /** Questions on {@code dbId} whose wrong predictions misspell the table: what no other database here teaches. */
    private static NodeDataset misspeltTables(String dbId, int questions) {
        List<QueryPair> pairs = new ArrayList<>();
        for (int i = 0; i < questions; i++) {
            String gold = "SELECT name FROM singer WHERE age > " + i;
            pairs.add(new QueryPair(dbId, gold, gold, dbId + "#" + i, "test"));
            pairs.add(new QueryPair(dbId, gold, gold.replace("singer", i % 2 == 0 ? "singr" : "singers"), dbId + "#" + i, "test"));
        }
        return build(dbId, pairs);
    }

    private static NodeDataset build(String dbId, List<QueryPair> pairs) {
        Catalog music = TinyCatalog.catalogs().get(TinyCatalog.DB);
        return new DatasetBuilder().build(pairs, Map.of(dbId, music)).dataset();
    }

    private static double auc(double[] scores, NodeDataset data) {
        boolean[] labels = new boolean[data.rows()];
        for (int i = 0; i < labels.length; i++) {
            labels[i] = data.label(i);
        }
        return RocAuc.of(scores, labels);
    }

    @Test
    void eachDatabaseIsScoredByTheCrossDatasetModelAndByTheModelThatLeftItOut() {
        NodeDataset toxicology = NodeDataset.concat(List.of(on("toxicology", 1), misspeltTables("toxicology", 300)));
        NodeDataset financial = on("financial", 2);
        NodeDataset cardGames = on("card_games", 3);
        // toxicology's rows first: the rows are not in the order of the databases' names
        NodeDataset bird = NodeDataset.concat(List.of(toxicology, financial, cardGames));
        TrainedModel spider = ModelTrainer.train(on("concert_singer", 2), TrainingParameters.compact(), false);

        DatabaseSpread spread = DatabaseSpread.measure(bird, spider);

        List<String> names = spread.rows().stream().map(DatabaseSpread.Row::name).toList();
        assertEquals(List.of("card_games", "financial", "toxicology", "the three test databases, pooled",
                "all 3 databases, pooled"), names);
        DatabaseSpread.Row toxicologyRow = spread.rows().get(2);
        assertEquals(toxicology.rows(), toxicologyRow.nodes());
        assertEquals((double) toxicology.wrongRows() / toxicology.rows(), toxicologyRow.wrongShare(), 1e-12);
        assertEquals(auc(spider.rawProbabilities(toxicology), toxicology), toxicologyRow.crossDataset(), 0.0);

        // the model that scores toxicology trained on the two other databases, and only on them
        TrainedModel withoutToxicology = ModelTrainer.train(NodeDataset.concat(List.of(financial, cardGames)),
                TrainingParameters.compact(), false);
        assertEquals(auc(withoutToxicology.rawProbabilities(toxicology), toxicology), toxicologyRow.otherDatabases(), 0.0);
        // toxicology alone misspells tables: a model that trained on it would rank them, the left-out one cannot
        double inSample = auc(ModelTrainer.train(bird, TrainingParameters.compact(), false).rawProbabilities(toxicology),
                toxicology);
        assertTrue(toxicologyRow.otherDatabases() < inSample - 0.1, toxicologyRow + " against " + inSample);

        DatabaseSpread.Row all = spread.rows().get(4);
        assertEquals(bird.rows(), all.nodes());
        assertEquals(auc(spider.rawProbabilities(bird), bird), all.crossDataset(), 0.0);
        // financial is not a test database: the pool of the three holds only two of these
        DatabaseSpread.Row tested = spread.rows().get(3);
        assertEquals(toxicology.rows() + cardGames.rows(), tested.nodes());

        String markdown = spread.markdown();
        assertTrue(markdown.contains("| toxicology | " + toxicology.rows() + " | "), markdown);
        assertTrue(markdown.contains(Percent.format(toxicologyRow.otherDatabases())), markdown);
    }
}
