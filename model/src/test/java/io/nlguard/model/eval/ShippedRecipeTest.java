package io.nlguard.model.eval;

import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.model.data.QueryPair;
import io.nlguard.model.train.DatasetBuilder;
import io.nlguard.model.train.NodeDataset;
import io.nlguard.model.train.TinyCatalog;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The shipped recipe is trained on both benchmarks, each weighing the same, and tested on the unseen databases only. */
class ShippedRecipeTest {

    /** The synthetic misspelt-column pairs, as if asked on database {@code dbId} (whose schema is the tiny one). */
    private static NodeDataset on(String dbId, int copies) {
        Catalog music = TinyCatalog.catalogs().get(TinyCatalog.DB);
        List<QueryPair> pairs = TinyCatalog.misspeltColumns(copies).stream()
                .map(p -> new QueryPair(dbId, p.gold(), p.predicted(), dbId + "#" + p.group(), p.source(),
                        "Which singers of France are over 30?"))
                .toList();
        return new DatasetBuilder().build(pairs, Map.of(dbId, music)).dataset();
    }

    private static double totalWeight(NodeDataset data, String dbId) {
        double total = 0;
        for (NodeDataset.LabeledQuery query : data.queries()) {
            if (query.pair().dbId().equals(dbId)) {
                for (int row = query.firstRow(); row < query.firstRow() + query.rows(); row++) {
                    total += data.weight(row);
                }
            }
        }
        return total;
    }

    @Test
    void trainsOnBothBenchmarksEquallyWeightedAndTestsOnTheUnseenDatabasesOnly() {
        NodeDataset spider = on("concert_singer", 3);
        NodeDataset bird = NodeDataset.concat(List.of(on("financial", 1), on("toxicology", 1)));
        Experiment recipe = Experiments.shippedRecipe(bird, spider);

        assertTrue(recipe.test().queries().stream().allMatch(q -> q.pair().dbId().equals("toxicology")));
        NodeDataset heldOut = bird.select(Splits.onDatabases(Experiments.HELD_OUT_DATABASES));
        assertArrayEquals(heldOut.withoutQuestion(pair -> true).features(), recipe.test().features(),
                "tested without the questions, as plain JDBC traffic comes");
        assertTrue(recipe.train().queries().stream().noneMatch(q -> q.pair().dbId().equals("toxicology")));
        assertEquals(spider.rows() + on("financial", 1).rows(), recipe.train().rows());
        assertEquals(totalWeight(recipe.train(), "concert_singer"), totalWeight(recipe.train(), "financial"), 1e-3,
                "three times the rows, the same weight");

        ExperimentResult result = Experiments.runShipped(recipe);
        assertNull(result.withContext(), "the shipped setting alone");
        NodeEvaluation e = result.evaluation();
        assertEquals(List.of(Experiments.SHIPPED, Experiments.RULE_ONLY, Experiments.SHIPPED_RAW,
                Experiments.SHIPPED_NO_QUESTION), e.scorers());
        assertArrayEquals(result.shipped().probabilities(recipe.test()), e.scores(Experiments.SHIPPED));
        assertArrayEquals(e.scores(Experiments.SHIPPED), e.scores(Experiments.SHIPPED_NO_QUESTION),
                "a test set without questions scores the same with them withheld");
        assertTrue(e.nodeAuc(Experiments.SHIPPED) > 0.9, "misspelt columns are learnt: " + e.nodeAuc(Experiments.SHIPPED));
        assertTrue(result.parity() <= 1e-9);
    }
}
