package io.nlguard.guard.features;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/** The matrix's shape and the extractor's contract, over statements of every kind. */
class FeatureExtractorTest {

    private final FeatureExtractor extractor = new FeatureExtractor();

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT 1",
            "SELECT T1.name, count(*) FROM singer AS T1 JOIN concert AS T2 ON T1.singer_id = T2.stadium_id GROUP BY 1 ORDER BY 2 DESC LIMIT 5",
            "WITH w AS (SELECT DISTINCT country FROM singer) SELECT * FROM w WHERE country IN (SELECT location FROM stadium) UNION SELECT 'x'",
            "SELECT s.name FROM (SELECT name, age FROM singer) AS s WHERE EXISTS (SELECT 1 FROM concert c WHERE c.year = s.age)",
            "UPDATE singer SET age = age + 1 WHERE name LIKE 'A%'",
            "DELETE FROM ticket WHERE price / 2 > 10 AND concert_ref NOT IN (1, 2)",
            "INSERT INTO stadium (stadium_id, name) VALUES (1, 'x')",
            "SELECT CASE WHEN age > 30 THEN 'old' ELSE 'young' END, CAST(net_worth AS int) / 3, 1e999 FROM singer",
            "SELECT \"Name\", row_number() OVER (PARTITION BY country ORDER BY age) FROM nowhere n WHERE n.x = NULL"})
    void everyNodeGetsAFullFiniteRow(String sql) {
        Featurized f = Featurized.of(sql, Featurized.CONCERT);
        assertEquals(f.tree.size(), f.matrix.rows());
        assertEquals(NodeFeatures.width(), f.matrix.width());
        for (int node = 0; node < f.matrix.rows(); node++) {
            for (int feature = 0; feature < f.matrix.width(); feature++) {
                double value = f.matrix.get(node, feature);
                assertTrue(Double.isFinite(value), NodeFeatures.names().get(feature) + " of " + f.tree.node(node).describe() + ": " + value);
            }
        }
    }

    @Test
    void rowsCopiesAndTheFlatArrayAgree() {
        Featurized f = Featurized.of("SELECT name FROM singer WHERE age > 3", Featurized.CONCERT);
        double[] buffer = new double[f.matrix.width() + 3];
        double[] flat = f.matrix.toArray();
        f.matrix.readRows((rows, count, width) -> {
            assertEquals(f.matrix.rows(), count);
            assertEquals(f.matrix.width(), width);
            assertArrayEquals(flat, Arrays.copyOf(rows, count * width), "the rows handed to a reader are the copy's");
            return null;
        });
        for (int node = 0; node < f.matrix.rows(); node++) {
            double[] row = f.matrix.row(node);
            f.matrix.copyRow(node, buffer);
            for (int feature = 0; feature < f.matrix.width(); feature++) {
                assertEquals(f.matrix.get(node, feature), row[feature]);
                assertEquals(row[feature], buffer[feature]);
                assertEquals(row[feature], flat[node * f.matrix.width() + feature]);
            }
        }
        assertThrows(IndexOutOfBoundsException.class, () -> f.matrix.get(f.matrix.rows(), 0));
        assertThrows(IllegalArgumentException.class, () -> f.matrix.copyRow(0, new double[2]));
    }

    @Test
    void bothEntryPointsAgreeWhenThereAreNoFindings() {
        String sql = "SELECT T1.name FROM singer T1 JOIN singer_in_concert T2 ON T1.singer_id = T2.singer_id WHERE T1.age > 20";
        SqlTree tree = Featurized.parse(sql);
        FeatureMatrix own = extractor.extract(tree, Featurized.CONCERT);
        FeatureMatrix reused = extractor.extract(tree, Featurized.CONCERT, Scopes.resolve(tree, Featurized.CONCERT), List.of(), Question.NONE);
        assertArrayEquals(own.toArray(), reused.toArray());
    }

    @Test
    void scopesOfAnotherTreeAreRefused() {
        SqlTree tree = Featurized.parse("SELECT name FROM singer");
        SqlTree other = Featurized.parse("SELECT name FROM singer");
        Scopes scopes = Scopes.resolve(other, Featurized.CONCERT);
        assertThrows(IllegalArgumentException.class, () -> extractor.extract(tree, Featurized.CONCERT, scopes, List.of(), Question.NONE));
    }

    @Test
    void nodesAFeatureDoesNotApplyToHoldItsNeutralDefault() {
        Featurized f = Featurized.of("SELECT name FROM singer WHERE age > 3", Featurized.CONCERT);
        SqlNode select = f.tree.root();
        SqlNode literal = f.node("Literal(3)");
        SqlNode column = f.node("Column(name)");
        for (String name : List.of("distance_table", "distance_column", "distance_column_in_scope", "distance_alias_in_scope",
                "distance_table_normalized", "similarity_column", "name_length", "column_status", "table_in_catalog",
                "literal_length", "like_pattern_length", "in_list_size", "join_equality", "literal_against_column",
                "left_type", "function_known", "order_direction", "findings_on_node_lint")) {
            double neutral = NodeFeatures.definitions().get(NodeFeatures.index(name)).neutralDefault();
            assertEquals(neutral, f.get(select, name), name + " of the Select");
        }
        assertEquals(NameDistances.NO_MATCH, f.get(literal, "distance_column"));
        assertEquals(0, f.get(literal, "column_resolved"));
        assertEquals(0, f.get(column, "literal_string"));
        assertEquals(NameDistances.NO_MATCH, f.get(column, "distance_alias_in_scope"), "only qualifiers get alias distances");
    }

    @Test
    void anUnavailableCatalogYieldsRowsWithoutSchemaClaims() {
        Featurized f = Featurized.of("SELECT nmae FROM singer", Catalog.unavailable());
        assertEquals(0, f.get("Table(singer)", "table_in_catalog"));
        assertEquals(0, f.get("Table(singer)", "table_unknown"), "an unread schema does not make tables unknown");
        assertEquals(NameDistances.NO_MATCH, f.get("Column(nmae)", "distance_column"));
    }
}
