package io.nlguard.model.eval;

import java.util.List;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;
import io.nlguard.model.train.DatasetBuilder;
import io.nlguard.model.train.NodeDataset;
import io.nlguard.model.train.TinyCatalog;
import org.junit.jupiter.api.Test;

import static io.nlguard.model.train.TinyCatalog.pair;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rule-only score puts names that resolve nowhere above names that resolve. */
class RuleOnlyBaselineTest {

    @Test
    void anUnknownColumnScoresAboveAResolvedOne() {
        String predicted = "SELECT nme, name FROM singer";
        NodeDataset data = new DatasetBuilder().build(List.of(pair("SELECT name FROM singer", predicted, "q")),
                TinyCatalog.catalogs()).dataset();
        double[] scores = RuleOnlyBaseline.scores(data);
        assertEquals(data.rows(), scores.length);

        SqlTree tree = ((ParsedSql) new SqlParser().parse(predicted)).first();
        int unknown = tree.nodesOf(NodeType.COLUMN).get(0).id();
        int resolved = tree.nodesOf(NodeType.COLUMN).get(1).id();
        assertEquals("nme", tree.node(unknown).text());
        assertTrue(scores[unknown] > scores[resolved], scores[unknown] + " vs " + scores[resolved]);
        assertTrue(scores[unknown] >= 1, "at least the unknown-column signal");
    }

    @Test
    void anUnknownTableScoresAboveAResolvedOne() {
        String predicted = "SELECT count(*) FROM singr JOIN concert ON 1 = 1";
        NodeDataset data = new DatasetBuilder().build(List.of(pair("SELECT count(*) FROM singer", predicted, "q")),
                TinyCatalog.catalogs()).dataset();
        double[] scores = RuleOnlyBaseline.scores(data);

        SqlTree tree = ((ParsedSql) new SqlParser().parse(predicted)).first();
        int unknown = tree.nodesOf(NodeType.TABLE).get(0).id();
        int resolved = tree.nodesOf(NodeType.TABLE).get(1).id();
        assertEquals("singr", tree.node(unknown).text());
        assertTrue(scores[unknown] > scores[resolved], scores[unknown] + " vs " + scores[resolved]);
    }

    @Test
    void aQueryThatResolvesEverywhereScoresItsNamesZero() {
        String sql = "SELECT name FROM singer WHERE age > 30";
        NodeDataset data = new DatasetBuilder().build(List.of(pair(sql, sql, "q")), TinyCatalog.catalogs()).dataset();
        double[] scores = RuleOnlyBaseline.scores(data);
        for (int i = 0; i < scores.length; i++) {
            if (data.type(i) == NodeType.COLUMN || data.type(i) == NodeType.TABLE) {
                assertEquals(0.0, scores[i], "row " + i + " " + data.type(i));
            }
        }
    }
}
