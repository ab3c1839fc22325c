package io.nlguard.model.train;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;
import io.nlguard.model.data.QueryPair;
import io.nlguard.model.label.NodeLabeler;
import org.junit.jupiter.api.Test;

import static io.nlguard.model.train.TinyCatalog.pair;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Pairs to labelled node rows on the inline {@code music} database. */
class DatasetBuilderTest {

    private static final Map<String, Catalog> CATALOGS = TinyCatalog.catalogs();
    private static final SqlParser PARSER = new SqlParser();

    private static SqlTree tree(String sql) {
        return ((ParsedSql) PARSER.parse(sql)).first();
    }

    private static DatasetBuilder.Built build(QueryPair... pairs) {
        return new DatasetBuilder().build(List.of(pairs), CATALOGS);
    }

    /** The node ids labelled wrong in the dataset's only query. */
    private static List<Integer> wrongNodes(NodeDataset data) {
        assertEquals(1, data.queries().size());
        List<Integer> wrong = new ArrayList<>();
        for (int row = 0; row < data.rows(); row++) {
            if (data.label(row)) {
                wrong.add(row - data.queries().get(0).firstRow());
            }
        }
        return wrong;
    }

    @Test
    void anIdenticalPredictionGivesOneRowPerNodeAndNoWrongNode() {
        String sql = "SELECT name, age FROM singer WHERE country = 'France' ORDER BY age";
        DatasetBuilder.Built built = build(pair(sql, sql, "q0"));

        SqlTree tree = tree(sql);
        NodeDataset data = built.dataset();
        assertEquals(tree.size(), data.rows());
        assertEquals(0, data.wrongRows());
        assertEquals(1, built.counts().used());
        for (SqlNode node : tree.nodes()) {
            assertEquals(node.type(), data.type(node.id()), "row " + node.id() + " is node " + node.id());
        }
        assertEquals(false, data.queries().get(0).wrong());
    }

    @Test
    void aWrongTableNameIsWrongExactlyOnItsTableAndIdentifier() {
        String predicted = "SELECT name FROM singr WHERE age > 30";
        NodeDataset data = build(pair("SELECT name FROM singer WHERE age > 30", predicted, "q0")).dataset();

        SqlNode table = tree(predicted).nodesOf(NodeType.TABLE).get(0);
        SqlNode identifier = table.child(NodeType.IDENTIFIER);
        assertEquals("singr", identifier.name());
        assertEquals(List.of(table.id(), identifier.id()), wrongNodes(data));
        assertEquals(true, data.queries().get(0).wrong());
    }

    @Test
    void everySkippedPairIsCountedUnderItsReasonAndAddsNoRows() {
        String sql = "SELECT name FROM singer";
        DatasetBuilder.Built built = build(
                pair(sql, sql, "q0"),
                pair(" " + sql + "\n", sql + " ", "q1"), // the same pair once stripped, in another group
                new QueryPair("no_such_db", sql, sql, "q2", "test"),
                pair(sql, "SELEC name FROM", "q3"),
                pair(sql, "SELECT name FROM singer; SELECT age FROM singer", "q4"),
                pair("SELEC name FROM", "SELECT age FROM singer", "q5"));

        PairCounts counts = built.counts();
        assertEquals(6, counts.pairs());
        assertEquals(1, counts.used());
        for (SkipReason reason : SkipReason.values()) {
            assertEquals(1, counts.skipped(reason), reason.name());
        }
        assertEquals(List.of("q0"), built.dataset().queries().stream().map(q -> q.pair().group()).toList());
        assertEquals(tree(sql).size(), built.dataset().rows());
        assertTrue(counts.summary().startsWith("6 pairs: 1 used, "), counts.summary());
    }

    @Test
    void aPredictionOnAnotherDatabaseIsNotADuplicate() {
        Map<String, Catalog> twoDatabases = Map.of("music", CATALOGS.get("music"), "music_copy", CATALOGS.get("music"));
        String sql = "SELECT name FROM singer";
        DatasetBuilder.Built built = new DatasetBuilder().build(List.of(pair(sql, sql, "q0"),
                new QueryPair("music_copy", sql, sql, "q0", "test")), twoDatabases);
        assertEquals(2, built.counts().used());
        assertEquals(0, built.counts().skipped(SkipReason.DUPLICATE));
    }

    @Test
    void goldIsNormalizedSoADoubleQuotedStringMatchesASingleQuotedOne() {
        String gold = "SELECT name FROM singer WHERE country = \"Republic\"";
        String predicted = "SELECT name FROM singer WHERE country = 'Republic'";
        // Without normalization PostgreSQL reads "Republic" as a name, and the labeler blames the literal.
        assertTrue(NodeLabeler.standard().label(tree(predicted), tree(gold)).anyError(),
                "the raw gold should disagree with the prediction, or this test shows nothing");

        NodeDataset data = build(pair(gold, predicted, "q0")).dataset();
        assertEquals(tree(predicted).size(), data.rows());
        assertEquals(List.of(), wrongNodes(data));

        // The normalized gold still tells a different value apart.
        NodeDataset other = build(pair(gold, "SELECT name FROM singer WHERE country = 'Monarchy'", "q0")).dataset();
        SqlNode literal = tree("SELECT name FROM singer WHERE country = 'Monarchy'").nodesOf(NodeType.LITERAL).get(0);
        assertEquals(List.of(literal.id()), wrongNodes(other));
    }

    @Test
    void theDatasetFollowsThePairOrderAndIsTheSameOnEveryBuild() {
        List<QueryPair> pairs = TinyCatalog.misspeltColumns(2);
        NodeDataset first = new DatasetBuilder().build(pairs, CATALOGS).dataset();
        NodeDataset second = new DatasetBuilder().build(pairs, CATALOGS).dataset();

        assertEquals(pairs, first.queries().stream().map(NodeDataset.LabeledQuery::pair).toList());
        int row = 0;
        for (NodeDataset.LabeledQuery query : first.queries()) {
            assertEquals(row, query.firstRow(), "queries are contiguous, in order");
            assertEquals(tree(query.pair().predicted()).size(), query.rows());
            row += query.rows();
        }
        assertEquals(first.rows(), row);
        assertArrayEquals(first.features(), second.features());
        assertArrayEquals(first.labelsAsFloats(), second.labelsAsFloats());
        assertEquals(pairs.size() / 2, first.queries().stream().filter(NodeDataset.LabeledQuery::wrong).count(),
                "every misspelt prediction, and only those, has a wrong node");
    }
}
