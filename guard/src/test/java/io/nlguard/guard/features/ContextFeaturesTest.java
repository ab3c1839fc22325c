package io.nlguard.guard.features;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.types.SqlType;

class ContextFeaturesTest {

    @Test
    void aBareColumnBesideAnAggregateWithoutGroupBy() {
        Featurized f = Featurized.of("SELECT country, count(*), max(name) FROM artist", Featurized.MUSIC);
        assertEquals(1, f.get("Column(country)", "bare_column_beside_aggregate"));
        assertEquals(1, f.get("Identifier(country)", "bare_column_beside_aggregate"));
        assertEquals(0, f.get("Column(name)", "bare_column_beside_aggregate"), "inside the aggregate");
        assertEquals(1, f.get("Column(name)", "in_aggregate"));
        assertEquals(1, f.get("Column(country)", "query_aggregate"));

        Featurized grouped = Featurized.of("SELECT country, name, count(*) FROM artist GROUP BY country", Featurized.MUSIC);
        assertEquals(0, grouped.get("Column(country)", "bare_column_beside_aggregate"));
        assertEquals(1, grouped.get("Column(country)", "column_grouped"));
        assertEquals(0, grouped.get("Column(country)", "column_not_grouped"));
        assertEquals(1, grouped.get("Column(name)", "column_not_grouped"));
        assertEquals(1, grouped.get("Column(name)", "query_group_by"));

        Featurized plain = Featurized.of("SELECT country FROM artist", Featurized.MUSIC);
        assertEquals(0, plain.get("Column(country)", "bare_column_beside_aggregate"));
    }

    @Test
    void groupByPositionGroupsTheSelectItem() {
        Featurized f = Featurized.of("SELECT a.country, count(*) FROM artist a GROUP BY 1", Featurized.MUSIC);
        assertEquals(1, f.get("Column(a.country)", "column_grouped"));
    }

    @Test
    void likePatternFeatures() {
        Featurized f = Featurized.of("SELECT name FROM artist WHERE name LIKE '%Bea_les' AND country NOT LIKE 'US' "
                + "AND name ILIKE 'the%'", Featurized.MUSIC);
        var like = f.node("Like(LIKE)");
        assertEquals(8, f.get(like, "like_pattern_length"));
        assertEquals(1, f.get(like, "like_percents"));
        assertEquals(1, f.get(like, "like_underscores"));
        assertEquals(1, f.get(like, "like_leading_percent"));
        assertEquals(0, f.get(like, "like_trailing_percent"));
        assertEquals(0, f.get(like, "like_without_wildcard"));
        assertEquals(0, f.get(like, "like_negated"));
        var negated = f.node("Like(LIKE)", 1);
        assertEquals(1, f.get(negated, "like_negated"));
        assertEquals(1, f.get(negated, "like_without_wildcard"));
        var ilike = f.node("ILike(ILIKE)");
        assertEquals(1, f.get(ilike, "like_case_insensitive"));
        assertEquals(1, f.get(ilike, "like_trailing_percent"));
        assertEquals(0, f.get(like, "like_on_non_text"));
    }

    @Test
    void likeOnADateIsLikeOnNonTextAndATypeMismatch() {
        Featurized f = Featurized.of("SELECT title FROM album WHERE released LIKE '2020%'", Featurized.MUSIC);
        assertEquals(1, f.get("Like(LIKE)", "like_on_non_text"));
        assertEquals(1, f.get("Like(LIKE)", "operand_type_mismatch"));
        assertEquals(SqlType.DATE.ordinal() + 1, f.get("Like(LIKE)", "left_type"));
    }

    @Test
    void inListFeatures() {
        Featurized f = Featurized.of("SELECT name FROM track WHERE seconds IN (1, 2, 3) AND album_id NOT IN "
                + "(SELECT album_id FROM album)", Featurized.MUSIC);
        var list = f.node("In(seconds IN (1, 2, 3))");
        assertEquals(3, f.get(list, "in_list_size"));
        assertEquals(0, f.get(list, "in_list_subquery"));
        assertEquals(0, f.get(list, "in_list_negated"));
        assertEquals(0, f.get(list, "operand_type_mismatch"));
        assertEquals(1, f.get(list, "operand_types_known"));
        var subquery = f.node("In(album_id NOT IN (SELECT album_id FROM album))");
        assertEquals(0, f.get(subquery, "in_list_size"));
        assertEquals(1, f.get(subquery, "in_list_subquery"));
        assertEquals(1, f.get(subquery, "in_list_negated"));
    }

    @Test
    void comparisonsOfIncompatibleTypesAndWithNull() {
        Featurized f = Featurized.of("SELECT name FROM artist WHERE name = 5 AND country = NULL AND artist_id = '7'",
                Featurized.MUSIC);
        var textVsNumber = f.node("EQ(=)", 0);
        assertEquals(1, f.get(textVsNumber, "operand_type_mismatch"));
        assertEquals(SqlType.TEXT.ordinal() + 1, f.get(textVsNumber, "left_type"));
        assertEquals(SqlType.NUMERIC.ordinal() + 1, f.get(textVsNumber, "right_type"));
        var nullEquality = f.node("EQ(=)", 1);
        assertEquals(1, f.get(nullEquality, "null_equality"));
        assertEquals(1, f.get("Null(NULL)", "null_equality"));
        assertEquals(0, f.get(nullEquality, "operand_types_known"), "NULL has no type to judge");
        var quotedNumber = f.node("EQ(=)", 2);
        assertEquals(1, f.get(quotedNumber, "operand_types_known"));
        assertEquals(0, f.get(quotedNumber, "operand_type_mismatch"), "'7' is a valid integer");
        assertEquals(0, f.get(textVsNumber, "null_equality"));
    }

    @Test
    void functionsAggregatesAndIntegerDivision() {
        Featurized f = Featurized.of("SELECT strftime('%Y', released), count(DISTINCT title), album_id / 2, price / 2, "
                + "lower(title) FROM album", Featurized.MUSIC);
        assertEquals(1, f.get("Anonymous(strftime)", "function_unknown"));
        assertEquals(0, f.get("Anonymous(strftime)", "function_known"));
        assertEquals(2, f.get("Anonymous(strftime)", "function_arguments"));
        assertEquals(1, f.get("Anonymous(lower)", "function_known"));
        assertEquals(1, f.get("Column(title)", "in_aggregate"));
        assertEquals(1, f.get("AggFunc(count)", "aggregate_distinct"));
        assertEquals(1, f.get("AggFunc(count)", "function_arguments"));
        assertEquals(1, f.get("Column(released)", "in_function"));
        assertEquals(1, f.get(f.node("Div(/)", 0), "integer_division"));
        assertEquals(0, f.get(f.node("Div(/)", 1), "integer_division"), "price is numeric, not an integer");
        assertEquals(0, f.get(f.node("Div(/)", 1), "operand_type_mismatch"));
    }

    @Test
    void orderJoinAndQueryClauses() {
        Featurized f = Featurized.of("SELECT DISTINCT a.name FROM artist a LEFT JOIN album b ON a.artist_id = b.artist_id "
                + "WHERE b.price > 1 AND (b.title = 'x' OR b.title = 'y') ORDER BY a.name DESC LIMIT 7 OFFSET 2", Featurized.MUSIC);
        assertEquals(2, f.get("Ordered(DESC)", "order_direction"));
        assertEquals(2, f.get(f.node("Column(a.name)", 1), "order_direction"));
        assertEquals(0, f.get(f.node("Column(a.name)", 0), "order_direction"));
        assertEquals(JoinKind.LEFT.ordinal() + 1, f.get("Join(LEFT JOIN)", "join_kind"));
        assertEquals(JoinKind.LEFT.ordinal() + 1, f.get("Table(album)", "join_kind"));
        for (var node : f.tree.nodes()) {
            assertEquals(1, f.get(node, "query_distinct"));
            assertEquals(7, f.get(node, "query_limit_value"));
            assertEquals(1, f.get(node, "query_offset"));
            assertEquals(3, f.get(node, "query_where_predicates"));
            assertEquals(2, f.get(node, "query_sources"));
            assertEquals(1, f.get(node, "query_joins"));
            assertEquals(0, f.get(node, "query_limit_without_order"));
        }
        Featurized unordered = Featurized.of("SELECT name FROM artist LIMIT 1", Featurized.MUSIC);
        assertEquals(1, unordered.get("Column(name)", "query_limit_without_order"));
    }
}
