package io.nlguard.model.train;

import java.util.List;
import java.util.Set;

import io.nlguard.guard.features.NodeFeatures;
import io.nlguard.model.data.QueryPair;
import org.junit.jupiter.api.Test;

import static io.nlguard.model.train.TinyCatalog.pair;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Selecting and joining node datasets keeps every query whole, with its rows, labels and types. */
class NodeDatasetTest {

    private static final List<QueryPair> PAIRS = List.of(
            pair("SELECT name FROM singer", "SELECT name FROM singer", "a"),
            pair("SELECT name FROM singer", "SELECT nme FROM singer WHERE age > 3", "b"),
            pair("SELECT count(*) FROM concert", "SELECT count(*) FROM concert", "c"),
            pair("SELECT name FROM singer ORDER BY age", "SELECT name FROM singr ORDER BY age DESC", "d"));

    private static NodeDataset dataset(List<QueryPair> pairs) {
        return new DatasetBuilder().build(pairs, TinyCatalog.catalogs()).dataset();
    }

    private static PairFeaturizer.Featurized featurized(QueryPair pair) {
        return (PairFeaturizer.Featurized) new PairFeaturizer().featurize(pair, TinyCatalog.catalogs().get(TinyCatalog.DB));
    }

    /** Every row of {@code query} in {@code from} equals the row at {@code toFirstRow + i} in {@code to}. */
    private static void assertSameRows(NodeDataset from, NodeDataset.LabeledQuery query, NodeDataset to, int toFirstRow) {
        double[] expected = new double[from.width()];
        double[] actual = new double[to.width()];
        for (int i = 0; i < query.rows(); i++) {
            from.copyRow(query.firstRow() + i, expected);
            to.copyRow(toFirstRow + i, actual);
            assertArrayEquals(expected, actual, "row " + i + " of " + query.pair().group());
            assertEquals(from.label(query.firstRow() + i), to.label(toFirstRow + i));
            assertEquals(from.type(query.firstRow() + i), to.type(toFirstRow + i));
        }
    }

    @Test
    void addKeepsEveryRowOfTheFeatureMatrixWithItsLabelAndType() {
        QueryPair pair = PAIRS.get(1);
        PairFeaturizer.Featurized rows = featurized(pair);
        boolean[] labels = new boolean[rows.types().length];
        labels[labels.length - 1] = true;
        NodeDataset data = new NodeDataset(NodeFeatures.names());
        data.add(pair, rows.features(), rows.types(), labels);
        data.add(pair, rows.features(), rows.types(), new boolean[labels.length]);

        assertEquals(2 * rows.features().rows(), data.rows());
        assertEquals(data.rows() * data.width(), data.features().length);
        for (int row = 0; row < rows.features().rows(); row++) {
            assertArrayEquals(rows.features().row(row), java.util.Arrays.copyOfRange(data.features(),
                    row * data.width(), (row + 1) * data.width()));
            assertEquals(rows.types()[row], data.type(row));
            assertEquals(rows.features().get(row, 5), data.feature(row, 5));
        }
        assertTrue(data.queries().get(0).wrong(), "a query with a wrong node is wrong");
        assertFalse(data.queries().get(1).wrong());
        assertEquals(1, data.queryOf(labels.length));
        assertEquals(1, data.wrongRows());
    }

    @Test
    void selectKeepsWholeQueriesWithTheirRowsLabelsAndTypes() {
        NodeDataset all = dataset(PAIRS);
        NodeDataset subset = all.select(pair -> Set.of("b", "d").contains(pair.group()));

        assertEquals(List.of("b", "d"), subset.queries().stream().map(q -> q.pair().group()).toList());
        NodeDataset.LabeledQuery b = all.queries().get(1);
        NodeDataset.LabeledQuery d = all.queries().get(3);
        assertEquals(b.rows() + d.rows(), subset.rows());
        assertEquals(0, subset.queries().get(0).firstRow());
        assertEquals(b.rows(), subset.queries().get(1).firstRow());
        assertSameRows(all, b, subset, 0);
        assertSameRows(all, d, subset, b.rows());
        assertTrue(subset.queries().stream().allMatch(NodeDataset.LabeledQuery::wrong));
        for (int row = 0; row < subset.rows(); row++) {
            assertEquals(row < b.rows() ? 0 : 1, subset.queryOf(row));
        }
        assertEquals(0, all.select(pair -> false).rows());
    }

    @Test
    void concatHasTheRowsOfEachPartInOrder() {
        NodeDataset first = dataset(PAIRS.subList(0, 2));
        NodeDataset second = dataset(PAIRS.subList(2, 4));
        NodeDataset joined = NodeDataset.concat(List.of(first, second));

        double[] expected = new double[first.features().length + second.features().length];
        System.arraycopy(first.features(), 0, expected, 0, first.features().length);
        System.arraycopy(second.features(), 0, expected, first.features().length, second.features().length);
        assertArrayEquals(expected, joined.features());
        assertArrayEquals(dataset(PAIRS).features(), joined.features(), "the same as building all pairs at once");
        assertEquals(PAIRS, joined.queries().stream().map(NodeDataset.LabeledQuery::pair).toList());
        assertEquals(first.rows(), joined.queries().get(2).firstRow());
        assertEquals(2, joined.queryOf(first.rows()));
        assertSameRows(second, second.queries().get(1), joined, joined.queries().get(3).firstRow());
    }

    @Test
    void balancedGivesEachNonEmptyPartTheSameTotalWeightAndSelectKeepsIt() {
        NodeDataset small = dataset(PAIRS.subList(0, 1));
        NodeDataset large = dataset(PAIRS.subList(1, 4));
        NodeDataset empty = small.select(pair -> false);
        NodeDataset all = NodeDataset.balanced(List.of(small, empty, large));

        assertFalse(NodeDataset.concat(List.of(small, large)).weighted(), "concat alone weighs every row 1");
        assertTrue(all.weighted());
        assertArrayEquals(NodeDataset.concat(List.of(small, large)).features(), all.features());
        double smallTotal = 0;
        double largeTotal = 0;
        for (int row = 0; row < all.rows(); row++) {
            if (row < small.rows()) {
                smallTotal += all.weight(row);
            } else {
                largeTotal += all.weight(row);
            }
        }
        assertEquals(all.rows() / 2.0, smallTotal, 1e-3, "half of the weight, as many rows as it has");
        assertEquals(all.rows() / 2.0, largeTotal, 1e-3);
        assertTrue(all.weight(0) > all.weight(all.rows() - 1), "the smaller part's rows weigh more");

        assertEquals(0, small.wrongRows());
        assertTrue(large.wrongRows() > 0);
        assertEquals((double) large.wrongRows() / large.rows() / 2, all.weightedWrongShare(), 1e-6,
                "the right half weighs as much as the half with the wrong rows");
        assertEquals((double) large.wrongRows() / all.rows(), NodeDataset.concat(List.of(small, large)).weightedWrongShare(),
                1e-12, "unweighted, the share of rows");

        NodeDataset.LabeledQuery last = all.queries().get(3);
        NodeDataset selected = all.select(pair -> pair.group().equals("d"));
        for (int i = 0; i < last.rows(); i++) {
            assertEquals(all.weight(last.firstRow() + i), selected.weight(i), "a selected row keeps its weight");
        }
        NodeDataset twice = NodeDataset.balanced(List.of(all, large));
        double allTotal = 0;
        for (int row = 0; row < all.rows(); row++) {
            allTotal += twice.weight(row);
        }
        assertEquals(twice.rows() / 2.0, allTotal, 1e-3, "a weighted part gets its share too");
        assertEquals(all.weight(0) / all.weight(all.rows() - 1), twice.weight(0) / twice.weight(all.rows() - 1), 1e-5,
                "and its rows keep their proportions");
    }

    @Test
    void selectAndConcatPreserveRowsBeyondTheInitialCapacity() {
        NodeDataset big = dataset(TinyCatalog.misspeltColumns(2)); // more than the 1024 rows first allocated
        assertTrue(big.rows() > 1024, "rows " + big.rows());
        NodeDataset odd = big.select(pair -> Integer.parseInt(pair.group().substring(1)) % 2 == 1);
        NodeDataset even = big.select(pair -> Integer.parseInt(pair.group().substring(1)) % 2 == 0);
        NodeDataset joined = NodeDataset.concat(List.of(even, odd));

        assertEquals(big.rows(), joined.rows());
        assertEquals(big.wrongRows(), joined.wrongRows());
        NodeDataset.LabeledQuery last = odd.queries().get(odd.queries().size() - 1);
        assertSameRows(odd, last, joined, joined.queries().get(joined.queries().size() - 1).firstRow());
    }

    @Test
    void wrongRowsAndLabelsAsFloatsFollowTheLabels() {
        NodeDataset data = dataset(PAIRS);
        float[] floats = data.labelsAsFloats();
        assertEquals(data.rows(), floats.length);
        int wrong = 0;
        for (int row = 0; row < data.rows(); row++) {
            assertEquals(data.label(row) ? 1f : 0f, floats[row]);
            wrong += data.label(row) ? 1 : 0;
        }
        assertEquals(wrong, data.wrongRows());
        assertTrue(wrong >= 4, "nme and singr are wrong with their identifiers: " + wrong);
    }

    @Test
    void rejectsAFeatureMatrixOfAnotherWidth() {
        QueryPair pair = PAIRS.get(0);
        PairFeaturizer.Featurized rows = featurized(pair);
        NodeDataset narrow = new NodeDataset(List.of("column_unknown", "table_unknown"));
        assertThrows(IllegalArgumentException.class,
                () -> narrow.add(pair, rows.features(), rows.types(), rows.wrong()));
        assertEquals(0, narrow.rows());
    }

    @Test
    void concatRejectsDatasetsWithOtherFeatures() {
        NodeDataset standard = dataset(PAIRS.subList(0, 1));
        NodeDataset other = new NodeDataset(List.of("column_unknown", "table_unknown"));
        assertThrows(IllegalArgumentException.class, () -> NodeDataset.concat(List.of(standard, other)));
    }
}
