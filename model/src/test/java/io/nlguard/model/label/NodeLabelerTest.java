package io.nlguard.model.label;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

import static io.nlguard.model.label.Labeling.errors;
import static io.nlguard.model.label.Labeling.label;
import static io.nlguard.model.label.Labeling.tree;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Labels on the kinds of pairs a text-to-SQL corpus holds, beyond the paper's examples. */
class NodeLabelerTest {

    @Test
    void predictionIdenticalModuloWhitespaceAndKeywordCaseHasNoErrors() {
        NodeLabels labels = label("select  name\n  from   artist\twhere a=1", "SELECT name FROM artist WHERE a = 1");
        assertFalse(labels.anyError());
        assertEquals(0, labels.errorCount());
        assertEquals(List.of(), labels.errors());
    }

    @Test
    void unquotedIdentifiersCompareCaseInsensitivelyAsPostgresFoldsThem() {
        assertEquals(List.of(), errors("SELECT T1.Name FROM Artist AS T1 WHERE T1.Age > 3",
                "SELECT t1.name FROM artist AS t1 WHERE t1.age > 3"));
        // a quoted name keeps its case, and so is another column than the folded one
        assertEquals(List.of("Column(\"Name\")", "Identifier(Name)"),
                errors("SELECT \"Name\" FROM artist", "SELECT name FROM artist"));
    }

    @Test
    void anOrderByReferenceToAnOutputColumnIsTheExpressionItNames() {
        assertEquals(List.of(), errors("SELECT r, SUM(x) AS revenue FROM t GROUP BY r ORDER BY revenue DESC",
                "SELECT r, SUM(x) FROM t GROUP BY r ORDER BY SUM(x) DESC"));
        assertEquals(List.of(), errors("SELECT r, SUM(x) FROM t GROUP BY r ORDER BY SUM(x) DESC",
                "SELECT r, SUM(x) AS total FROM t GROUP BY r ORDER BY total DESC"));
        // ordering by another expression than gold's blames the ORDER BY; the column itself names SUM(x),
        // which gold selects, so the context-agnostic rescue clears it, and its name with it
        assertEquals(List.of("Order(revenue)", "Ordered(DESC)"),
                errors("SELECT r, SUM(x) AS revenue, MAX(x) AS top FROM t GROUP BY r ORDER BY revenue DESC",
                        "SELECT r, SUM(x), MAX(x) FROM t GROUP BY r ORDER BY MAX(x) DESC"));
    }

    @Test
    void literalsCompareExactly() {
        assertEquals(List.of("Literal(abc)"), errors("SELECT * FROM t WHERE s = 'abc'", "SELECT * FROM t WHERE s = 'ABC'"));
    }

    @Test
    void aliasMapResolvesSwappedAliasNames() {
        String gold = "SELECT T1.name FROM artist AS T1 JOIN album AS T2 ON T1.id = T2.artist_id";
        // the same tables under swapped alias names: the same query
        assertEquals(List.of(), errors("SELECT T2.name FROM artist AS T2 JOIN album AS T1 ON T2.id = T1.artist_id", gold));
        // the other table's alias: the column is wrong; its qualifier T2 still names album as the gold T2 does
        assertEquals(List.of("Column(T2.name)"),
                errors("SELECT T2.name FROM artist AS T1 JOIN album AS T2 ON T1.id = T2.artist_id", gold));
    }

    @Test
    void sameQualifierSpellingNamingAnotherTableIsAnError() {
        // generated T1 is album, gold T1 is artist: spelled alike, resolved apart
        assertEquals(List.of("Column(T1.name)", "Identifier(T1)"),
                errors("SELECT T1.name FROM artist AS T2, album AS T1", "SELECT T1.name FROM artist AS T1, album AS T2"));
    }

    @Test
    void wrongAggregateInScalarSubqueryBlamesOnlyTheAggregate() {
        assertEquals(List.of("AggFunc(avg)"), errors(
                "SELECT name FROM singer WHERE age > (SELECT avg(age) FROM singer)",
                "SELECT name FROM singer WHERE age > (SELECT max(age) FROM singer)"));
    }

    @Test
    void wrongTableInInSubqueryBlamesOnlyTheTable() {
        assertEquals(List.of("Table(album)", "Identifier(album)"), errors(
                "SELECT name FROM artist WHERE id IN (SELECT artist_id FROM album)",
                "SELECT name FROM artist WHERE id IN (SELECT artist_id FROM artist)"));
    }

    @Test
    void derivedTableAliasesMayDiffer() {
        assertEquals(List.of(), errors("SELECT s.a FROM (SELECT a FROM t WHERE b = 1) AS s WHERE s.a > 2",
                "SELECT d.a FROM (SELECT a FROM t WHERE b = 1) AS d WHERE d.a > 2"));
    }

    @Test
    void insertedJoinIsBlamedWithItsWholeSubtreeAndNothingElse() {
        NodeLabels labels = label("SELECT T1.name FROM artist AS T1 JOIN album AS T2 ON T1.id = T2.artist_id",
                "SELECT name FROM artist");
        SqlNode join = labels.tree().nodesOf(NodeType.JOIN).get(0);
        List<SqlNode> joinSubtree = labels.tree().nodes().stream().filter(node -> isWithin(node, join)).toList();
        assertEquals(joinSubtree, labels.errors());
    }

    @Test
    void joinWithADifferentConditionStaysBlamedUnlikeAWhere() {
        String gold = "SELECT a.x FROM a JOIN b ON a.id = b.a_id WHERE a.y = 1";
        assertEquals(List.of("Join(JOIN)", "Column(b.b_id)", "Identifier(b_id)"),
                errors("SELECT a.x FROM a JOIN b ON a.id = b.b_id WHERE a.y = 1", gold));
        assertEquals(List.of("Literal(2)"), errors("SELECT a.x FROM a JOIN b ON a.id = b.a_id WHERE a.y = 2", gold));
    }

    @Test
    void innerJoinsInAnotherOrderAreTheSameQuery() {
        assertEquals(List.of(), errors(
                "SELECT T2.name FROM poker_player AS T1 JOIN people AS T2 ON T1.people_id = T2.people_id WHERE T1.earnings > 300",
                "SELECT T1.name FROM people AS T1 JOIN poker_player AS T2 ON T1.people_id = T2.people_id WHERE T2.earnings > 300"));
    }

    /**
     * Known limit: join commutativity is recognised for a whole query level (early stop), not join by
     * join. When something else differs too, the contextual pass compares the swapped Join with the
     * gold Join holding the other table, and no gold Join matches it for the rescue pass.
     */
    @Test
    void innerJoinsInAnotherOrderStillBlameTheJoinWhenSomethingElseDiffers() {
        assertEquals(List.of("Join(JOIN)", "Literal(400)"), errors(
                "SELECT T2.name FROM poker_player AS T1 JOIN people AS T2 ON T1.people_id = T2.people_id WHERE T1.earnings > 400",
                "SELECT T1.name FROM people AS T1 JOIN poker_player AS T2 ON T1.people_id = T2.people_id WHERE T2.earnings > 300"));
    }

    @Test
    void limitWithADifferentCountStaysBlamed() {
        assertEquals(List.of("Limit(LIMIT 5)", "Literal(5)"), errors("SELECT a FROM t LIMIT 5", "SELECT a FROM t LIMIT 10"));
    }

    @Test
    void swappedArgumentsBlameTheCallNotTheArguments() {
        // every argument occurs in the gold call: what is wrong is their order, which belongs to the call
        assertEquals(List.of("Anonymous(substr)"), errors("SELECT substr(name, 1, 3) FROM t", "SELECT substr(name, 3, 1) FROM t"));
        assertEquals(List.of("Sub(-)"), errors("SELECT a - b FROM t", "SELECT b - a FROM t"));
        assertEquals(List.of("In(x IN (b, c))"), errors("SELECT a FROM t WHERE x IN (b, c)", "SELECT a FROM t WHERE b IN (x, c)"));
    }

    @Test
    void selectAliasesParenthesesAndConjunctOrderAreNotErrors() {
        assertEquals(List.of("Literal(1)"), errors("SELECT count(*) AS n FROM t WHERE (x = 1) AND c = 2",
                "SELECT count(*) FROM t WHERE c = 2 AND x = 3"));
        // the alias wrapper follows its wrong content; the alias name of a wrong item keeps the
        // algorithm's label (the gold has no alias name to rescue it), as a TableAlias does
        assertEquals(List.of("Alias(total)", "AggFunc(max)", "Identifier(total)"),
                errors("SELECT max(x) AS total FROM t", "SELECT sum(x) FROM t"));
        assertEquals(List.of("Alias(total)", "AggFunc(max)"),
                errors("SELECT max(x) AS total FROM t", "SELECT sum(x) AS s FROM t"));
    }

    @Test
    void unusedAliasAndQualifiersAreNotBlamedWhenASiblingDiffers() {
        // Ex. 10 and 11 with a difference elsewhere: no early stop at the root, still no blame on T1
        assertEquals(List.of("Literal(1)"), errors("SELECT T1.name FROM artist AS T1 WHERE T1.age = 1",
                "SELECT name FROM artist WHERE age = 2"));
    }

    @Test
    void omittedClausesAndConjunctsAreNotBlamed() {
        assertEquals(List.of(), errors("SELECT a FROM t WHERE b = 1", "SELECT a FROM t WHERE b = 1 AND c = 2 GROUP BY a HAVING count(*) > 1"));
    }

    @Test
    void labelsCoverEveryNodeAndRejectForeignIds() {
        NodeLabels labels = label("SELECT name FROM artists", "SELECT name FROM artist");
        assertEquals(labels.tree().size(), labels.size());
        for (SqlNode node : labels.tree().nodes()) {
            assertEquals(labels.errors().contains(node), labels.isError(node.id()));
        }
        assertThrows(IndexOutOfBoundsException.class, () -> labels.isError(labels.size()));
    }

    /**
     * A statement of some 2500 nodes (300 projections, 20 joins, 150 conjuncts in the opposite
     * order, an IN list of 500) with one constant changed: every node gets a label and only the
     * constant is blamed. Speed is measured by the benchmarks, not here.
     */
    @Test
    void largeStatementIsLabeledCompletely() {
        String gold = largeQuery(false);
        String generated = largeQuery(true);
        NodeLabels labels = label(generated, gold);
        SqlTree tree = tree(generated);
        assertTrue(tree.size() > 2000, "tree of " + tree.size() + " nodes");
        assertEquals(tree.size(), labels.size());
        assertEquals(List.of("Literal(changed)"), errors(labels));
    }

    private static String largeQuery(boolean generated) {
        StringJoiner select = new StringJoiner(", ", "SELECT ", "");
        for (int i = 0; i < 300; i++) {
            select.add("t" + (i % 20) + ".c" + i);
        }
        StringBuilder sql = new StringBuilder(select.toString()).append(" FROM base AS t0");
        for (int i = 1; i < 20; i++) {
            sql.append(" JOIN tab").append(i).append(" AS t").append(i).append(" ON t0.id = t").append(i).append(".id");
        }
        List<String> conjuncts = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            conjuncts.add("t0.v" + i + " = '" + (generated && i == 75 ? "changed" : "v" + i) + "'");
        }
        if (generated) {
            java.util.Collections.reverse(conjuncts);
        }
        StringJoiner in = new StringJoiner(", ", " AND t0.k IN (", ")");
        for (int i = 0; i < 500; i++) {
            in.add(String.valueOf(i));
        }
        return sql.append(" WHERE ").append(String.join(" AND ", conjuncts)).append(in)
                .append(" ORDER BY t0.c0 LIMIT 10").toString();
    }

    private static boolean isWithin(SqlNode node, SqlNode ancestor) {
        for (SqlNode n = node; n != null; n = n.parent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }
}
