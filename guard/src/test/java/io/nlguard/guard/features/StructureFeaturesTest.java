package io.nlguard.guard.features;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

class StructureFeaturesTest {

    private static final String SQL = "SELECT T1.name FROM singer AS T1 WHERE T1.age > (SELECT avg(age) FROM singer) "
            + "GROUP BY T1.name ORDER BY T1.name DESC LIMIT 3";

    private final Featurized f = Featurized.of(SQL, Featurized.CONCERT);

    @Test
    void typesAndRolesAreStableCodesWithOneHotFlagsForThePapersTypes() {
        SqlNode qualifier = f.node("Identifier(T1)");
        assertEquals(NodeType.IDENTIFIER.ordinal() + 1, f.get(qualifier, "node_type"));
        assertEquals(NodeType.COLUMN.ordinal() + 1, f.get(qualifier, "parent_type"));
        assertEquals(NodeType.SELECT.ordinal() + 1, f.get(qualifier, "grandparent_type"));
        assertEquals(Role.QUALIFIER.ordinal() + 1, f.get(qualifier, "role"));
        assertEquals(1, f.get(qualifier, "is_identifier"));
        assertEquals(0, f.get(qualifier, "is_column"));
        assertEquals(1, f.get("Column(T1.name)", "is_column"));
        assertEquals(1, f.get("TableAlias(T1)", "is_table_alias"));
        assertEquals(1, f.get("GT(>)", "is_gt"));
        assertEquals(1, f.get("GT(>)", "is_comparison"));
        assertEquals(0, f.get(f.tree.root(), "parent_type"), "the root has no parent");
    }

    @Test
    void positionInTheTree() {
        SqlNode column = f.node("Column(T1.name)");
        assertEquals(1, f.get(column, "depth"));
        assertEquals(2, f.get(column, "child_count"));
        assertEquals(3, f.get(column, "subtree_size"));
        assertEquals(1, f.get(column, "subtree_height"));
        assertEquals(0, f.get(column, "sibling_index"));
        assertEquals(f.tree.root().children().size() - 1, f.get(column, "sibling_count"));
        assertEquals(f.tree.size(), f.get(f.tree.root(), "subtree_size"));
        assertEquals(1, f.get("Identifier(T1)", "sibling_index"));
    }

    @Test
    void clausesAreCodedAndOneHotAndNestedQueriesStartOver() {
        SqlNode whereColumn = f.node("Column(T1.age)");
        assertEquals(Clause.WHERE.ordinal() + 1, f.get(whereColumn, "clause"));
        assertEquals(1, f.get(whereColumn, "in_where"));
        assertEquals(0, f.get(whereColumn, "in_select_list"));
        assertEquals(1, f.get(f.node("Column(T1.name)", 1), "in_group_by"));
        assertEquals(1, f.get(f.node("Column(T1.name)", 2), "in_order_by"));
        assertEquals(1, f.get("Literal(3)", "in_limit"));
        assertEquals(1, f.get("Table(singer)", "in_from"));

        SqlNode inner = f.node("Column(age)");
        assertEquals(1, f.get(inner, "in_select_list"), "inside the subquery the select list is the subquery's");
        assertEquals(0, f.get(inner, "in_where"));
        assertEquals(1, f.get(inner, "query_depth"));
        assertEquals(1, f.get(inner, "in_subquery"));
        assertEquals(Scope.Kind.SUBQUERY.ordinal() + 1, f.get(inner, "scope_kind"));
        assertEquals(0, f.get(whereColumn, "query_depth"));
        assertEquals(0, f.get(whereColumn, "in_subquery"));
    }

    @Test
    void joinConditionsAndCtesAreMarked() {
        Featurized g = Featurized.of("WITH w AS (SELECT concert_id FROM concert) SELECT * FROM w JOIN singer_in_concert s "
                + "ON w.concert_id = s.concert_id", Featurized.CONCERT);
        assertEquals(1, g.get("Column(w.concert_id)", "in_join_condition"));
        assertEquals(1, g.get("Column(w.concert_id)", "in_join"));
        assertEquals(0, g.get("Table(singer_in_concert)", "in_join_condition"));
        assertEquals(1, g.get("Column(concert_id)", "in_cte"));
        assertEquals(0, g.get("Column(w.concert_id)", "in_cte"));
    }

    @Test
    void statementSizesAreTheSameOnEveryNode() {
        for (SqlNode node : f.tree.nodes()) {
            assertEquals(f.tree.size(), f.get(node, "statement_nodes"));
            assertEquals(2, f.get(node, "statement_tables"));
            assertEquals(1, f.get(node, "statement_subqueries"));
            assertEquals(NodeType.SELECT.ordinal() + 1, f.get(node, "statement_kind"));
        }
    }
}
