package io.nlguard.guard.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;
import io.nlguard.guard.types.SqlType;

class CatalogFeaturesTest {

    @Test
    void aJoinAlongAForeignKeyVersusOneOnAnotherColumn() {
        Featurized onKey = Featurized.of("SELECT b.title FROM artist a JOIN album b ON a.artist_id = b.artist_id", Featurized.MUSIC);
        SqlNode onQualifier = onKey.node("Identifier(b)", 2);
        assertEquals(NodeType.EQ, onQualifier.parent().parent().type());
        for (SqlNode node : List.of(onKey.node("EQ(=)"), onKey.node("Column(a.artist_id)"), onKey.node("Column(b.artist_id)"),
                onQualifier)) {
            assertEquals(1, onKey.get(node, "join_equality"), node.describe());
            assertEquals(1, onKey.get(node, "join_follows_foreign_key"), node.describe());
            assertEquals(1, onKey.get(node, "join_tables_linked"), node.describe());
            assertEquals(0, onKey.get(node, "join_off_key"), node.describe());
        }
        assertEquals(1, onKey.get("Join(JOIN)", "join_condition_on_key"));
        assertEquals(1, onKey.get("Table(album)", "table_linked_in_query"));

        Featurized offKey = Featurized.of("SELECT b.title FROM artist a JOIN album b ON a.artist_id = b.album_id", Featurized.MUSIC);
        assertEquals(1, offKey.get("EQ(=)", "join_equality"));
        assertEquals(0, offKey.get("EQ(=)", "join_follows_foreign_key"));
        assertEquals(1, offKey.get("EQ(=)", "join_key_to_key"));
        assertEquals(1, offKey.get("EQ(=)", "join_off_key"));
        assertEquals(0, offKey.get("Join(JOIN)", "join_condition_on_key"));
        assertEquals(0, offKey.get("Column(b.title)", "join_equality"), "not an operand of a join equality");
    }

    @Test
    void aWhereEqualityBetweenTablesIsAJoinEqualityAndUnlinkedTablesAreMarked() {
        Featurized f = Featurized.of("SELECT t.name FROM track t, artist a WHERE t.album_id = a.artist_id AND t.seconds = 3",
                Featurized.MUSIC);
        assertEquals(1, f.get(f.node("EQ(=)", 0), "join_equality"));
        assertEquals(0, f.get(f.node("EQ(=)", 0), "join_tables_linked"));
        assertEquals(0, f.get(f.node("EQ(=)", 1), "join_equality"), "a column against a literal");
        assertEquals(1, f.get("Table(track)", "table_unlinked_in_query"));
        assertEquals(0, f.get("Table(track)", "table_linked_in_query"));
    }

    @Test
    void aJoinWithoutConditionIsMarked() {
        Featurized f = Featurized.of("SELECT 1 FROM artist JOIN album CROSS JOIN track JOIN album b ON true", Featurized.MUSIC);
        assertEquals(1, f.get("Join(JOIN)", "join_without_condition"));
        assertEquals(0, f.get("Join(CROSS JOIN)", "join_without_condition"), "a cross join needs none");
        assertEquals(0, f.get(f.node("Join(JOIN)", 1), "join_without_condition"));
    }

    @Test
    void aLiteralAgainstADateColumn() {
        Featurized f = Featurized.of("SELECT title FROM album WHERE released = '2020-01-31' OR released = '2020-01' "
                + "OR released > 2019 OR price = 'cheap' OR title = 'x'", Featurized.MUSIC);
        SqlNode date = f.node("Literal(2020-01-31)");
        assertEquals(1, f.get(date, "literal_against_column"));
        assertEquals(SqlType.DATE.ordinal() + 1, f.get(date, "literal_column_type"));
        assertEquals(1, f.get(date, "literal_fits_column"));
        assertEquals(0, f.get(date, "literal_mismatches_column"));
        SqlNode month = f.node("Literal(2020-01)");
        assertEquals(0, f.get(month, "literal_fits_column"));
        assertEquals(1, f.get(month, "literal_mismatches_column"));
        SqlNode year = f.node("Literal(2019)");
        assertEquals(1, f.get(year, "literal_year_for_date"));
        assertEquals(1, f.get(year, "literal_mismatches_column"));
        assertEquals(1, f.get("Literal(cheap)", "literal_mismatches_column"));
        assertEquals(1, f.get("Literal(x)", "literal_fits_column"));
        assertEquals(SqlType.TEXT.ordinal() + 1, f.get("Literal(x)", "literal_column_type"));
    }

    @Test
    void findingsAreCountedOnTheirNodeItsAncestorsAndTheStatement() {
        Featurized f = Featurized.withFindings("SELECT nmae FROM artist WHERE country = NULL", Featurized.MUSIC);
        Finding unknown = f.findings.stream().filter(x -> x.ruleId().contains("unknown-column")).findFirst()
                .orElseThrow(() -> new AssertionError("no unknown-column finding: " + f.findings));
        SqlNode column = f.tree.node(unknown.nodeId());
        assertEquals("Column(nmae)", column.describe());
        int lint = (int) f.findings.stream().filter(x -> x.category() == RuleCategory.LINT).count();
        int lintOnColumn = (int) f.findings.stream()
                .filter(x -> x.category() == RuleCategory.LINT && x.nodeId() == column.id()).count();
        assertEquals(lintOnColumn, f.get(column, "findings_on_node_lint"));
        assertEquals(lintOnColumn, f.get("Identifier(nmae)", "findings_on_ancestors_lint"));
        assertEquals(0, f.get("Identifier(nmae)", "findings_on_node_lint"));
        assertEquals(0, f.get("Table(artist)", "findings_on_node_lint"));
        assertTrue(f.get(f.tree.root(), "findings_below") >= lintOnColumn, "the root is above every finding");
        for (SqlNode node : f.tree.nodes()) {
            assertEquals(lint, f.get(node, "findings_in_statement_lint"), node.describe());
        }
        assertEquals(unknown.severity().ordinal() + 1, f.get(column, "severity_on_node"));
        assertEquals(unknown.severity().ordinal() + 1, f.get("Identifier(nmae)", "severity_on_ancestors"));
    }

    @Test
    void findingsNamingNoNodeCountForTheStatementOnly() {
        SqlTree tree = Featurized.parse("SELECT name FROM artist");
        List<Finding> findings = List.of(
                new Finding("firewall.x", RuleCategory.FIREWALL, Severity.BLOCK, "m", 0, -1, null, 0, 0, null),
                new Finding("lint.y", RuleCategory.LINT, Severity.INFO, "m", 0, 1, "Column(name)", 1, 8, null));
        FeatureMatrix m = new FeatureExtractor().extract(tree, Featurized.MUSIC,
                Scopes.resolve(tree, Featurized.MUSIC), findings, Question.NONE);
        int root = 0;
        assertEquals(1, m.get(root, "findings_in_statement_firewall"));
        assertEquals(0, m.get(root, "findings_on_node_firewall"));
        assertEquals(Severity.BLOCK.ordinal() + 1, m.get(root, "severity_in_statement"));
        assertEquals(1, m.get(1, "findings_on_node_lint"));
        assertEquals(1, m.get(root, "findings_below"));
        assertEquals(Severity.INFO.ordinal() + 1, m.get(1, "severity_on_node"));
        assertEquals(0, m.get(root, "severity_on_node"));

        FeatureMatrix without = new FeatureExtractor().extract(tree, Featurized.MUSIC);
        assertEquals(0, without.get(1, "findings_on_node_lint"), "extract(tree, catalog) counts no findings");
    }
}
