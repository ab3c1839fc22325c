package io.nlguard.guard.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LexicalFeaturesTest {

    @Test
    void aMisspelledTableIsOneEditFromTheRealOne() {
        Featurized f = Featurized.of("SELECT name FROM artists", Featurized.MUSIC);
        for (String node : new String[] {"Table(artists)", "Identifier(artists)"}) {
            assertEquals(1, f.get(node, "distance_table"), node);
            assertEquals(1, f.get(node, "distance_other_table"), node);
            assertEquals(1, f.get(node, "distance_name"), node);
            assertEquals(1.0 / 7, f.get(node, "distance_table_normalized"), 1e-9, node);
            assertTrue(f.get(node, "similarity_table") > 0.9, node);
        }
        Featurized right = Featurized.of("SELECT name FROM artist", Featurized.MUSIC);
        assertEquals(0, right.get("Table(artist)", "distance_table"));
        assertEquals(1, right.get("Table(artist)", "similarity_table"), 1e-9);
        assertTrue(right.get("Table(artist)", "distance_other_table") > 1, "no other table is one edit from artist");
    }

    @Test
    void aMisspelledColumnIsNearAColumnOfItsScopeAndOfTheCatalog() {
        Featurized f = Featurized.of("SELECT titel, nmae FROM album", Featurized.MUSIC);
        assertEquals(2, f.get("Column(titel)", "distance_column"));
        assertEquals(2, f.get("Column(titel)", "distance_column_in_scope"));
        assertEquals(2, f.get("Column(nmae)", "distance_column"), "track.name is in the catalog");
        assertTrue(f.get("Column(nmae)", "distance_column_in_scope") > 2, "but no column of album is near nmae");
        assertEquals(f.get("Column(titel)", "distance_column_in_scope"), f.get("Identifier(titel)", "distance_column_in_scope"));
    }

    @Test
    void aQualifierIsMeasuredAgainstTheAliasesInScope() {
        Featurized f = Featurized.of("SELECT T3.name FROM artist AS T1 JOIN album AS T2 ON T1.artist_id = T2.artist_id",
                Featurized.MUSIC);
        assertEquals(1, f.get("Identifier(T3)", "distance_alias_in_scope"));
        assertEquals(0, f.get(f.node("Identifier(T1)", 1), "distance_alias_in_scope"));
        assertEquals(NameDistances.NO_MATCH, f.get("Identifier(name)", "distance_alias_in_scope"));
    }

    @Test
    void namePatterns() {
        Featurized f = Featurized.of("SELECT artist_id, \"ArtistName\", COUNTRY, \"first name\" FROM artist T1", Featurized.MUSIC);
        assertEquals(1, f.get("Column(artist_id)", "name_has_underscore"));
        assertEquals(2, f.get("Column(artist_id)", "name_tokens"));
        assertEquals(1, f.get("Column(artist_id)", "name_all_lower"));
        assertEquals(1, f.get("Column(\"ArtistName\")", "name_mixed_case"));
        assertEquals(2, f.get("Column(\"ArtistName\")", "name_tokens"));
        assertEquals(1, f.get("Column(COUNTRY)", "name_all_caps"));
        assertEquals(0, f.get("Column(COUNTRY)", "name_mixed_case"));
        assertEquals(1, f.get("Column(\"first name\")", "name_has_space"));
        assertEquals(1, f.get("TableAlias(T1)", "name_short_alias"));
        assertEquals(1, f.get("TableAlias(T1)", "name_has_digit"));
        assertEquals(9, f.get("Column(artist_id)", "name_length"));
    }

    @Test
    void literalShapes() {
        Featurized f = Featurized.of("SELECT title FROM album WHERE released = '2020-01-31' AND price > 12.5 AND title = ' USA'"
                + " AND album_id = 2004 AND title LIKE 'A_%' AND title <> '42'", Featurized.MUSIC);
        assertEquals(1, f.get("Literal(2020-01-31)", "literal_string"));
        assertEquals(1, f.get("Literal(2020-01-31)", "literal_looks_like_date"));
        assertEquals(10, f.get("Literal(2020-01-31)", "literal_length"));
        assertEquals(1, f.get("Literal(12.5)", "literal_number"));
        assertEquals(0, f.get("Literal(12.5)", "literal_integer"));
        assertEquals(Math.log10(13.5), f.get("Literal(12.5)", "literal_magnitude"), 1e-9);
        assertEquals(1, f.get("Literal( USA)", "literal_all_upper"));
        assertEquals(1, f.get("Literal( USA)", "literal_edge_space"));
        assertEquals(1, f.get("Literal(2004)", "literal_looks_like_year"));
        assertEquals(1, f.get("Literal(2004)", "literal_integer"));
        assertEquals(1, f.get("Literal(A_%)", "literal_has_wildcard"));
        assertEquals(1, f.get("Literal(42)", "literal_numeric_text"));
        assertEquals(0, f.get("Literal(42)", "literal_number"), "a quoted number is a string literal");
    }

    @Test
    void onlyWholeDatesLookLikeDates() {
        assertTrue(LiteralText.looksLikeDate("2020-01-31"));
        assertTrue(LiteralText.looksLikeDate("2020/1/5 10:00:00"));
        assertTrue(LiteralText.looksLikeDate("31/01/2020"));
        assertTrue(!LiteralText.looksLikeDate("2020-01"));
        assertTrue(!LiteralText.looksLikeDate("2020"));
        assertTrue(!LiteralText.looksLikeDate("1.5"));
        assertTrue(!LiteralText.looksLikeDate("12345-01-01"));
        assertTrue(LiteralText.isNumber(" -1.5e3 "));
        assertTrue(!LiteralText.isNumber("1e"));
        assertTrue(!LiteralText.isNumber("."));
    }
}
