package io.nlguard.guard.features;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

class SchemaFeaturesTest {

    @Test
    void anUnknownTableDoesNotExistAndItsColumnsCannotBeChecked() {
        Featurized f = Featurized.of("SELECT a.name FROM artists AS a", Featurized.MUSIC);
        for (String node : new String[] {"Table(artists)", "Identifier(artists)", "TableAlias(a)"}) {
            assertEquals(0, f.get(node, "table_in_catalog"), node);
            assertEquals(1, f.get(node, "table_unknown"), node);
            assertEquals(SourceKind.UNKNOWN_TABLE.ordinal() + 1, f.get(node, "source_kind"), node);
        }
        assertEquals(0, f.get("Table(artists)", "is_catalog_table_name"));
        assertEquals(1, f.get("Column(a.name)", "column_uncheckable"));

        Featurized known = Featurized.of("SELECT a.name FROM artist AS a", Featurized.MUSIC);
        assertEquals(1, known.get("Table(artist)", "table_in_catalog"));
        assertEquals(0, known.get("Table(artist)", "table_unknown"));
        assertEquals(1, known.get("Table(artist)", "is_catalog_table_name"));
        assertEquals(3, known.get("Table(artist)", "table_columns"));
        assertEquals(1, known.get("Table(artist)", "table_referenced_by"));
        assertEquals(1, known.get("Table(artist)", "source_references"));
        assertEquals(1, known.get("Column(a.name)", "column_resolved"));
    }

    @Test
    void anUnqualifiedColumnInTwoJoinedTablesIsAmbiguous() {
        Featurized f = Featurized.of("SELECT name FROM artist JOIN track ON artist.artist_id = track.album_id", Featurized.MUSIC);
        for (String node : new String[] {"Column(name)", "Identifier(name)"}) {
            assertEquals(1, f.get(node, "column_ambiguous"), node);
            assertEquals(0, f.get(node, "column_resolved"), node);
            assertEquals(2, f.get(node, "sources_with_column"), node);
            assertEquals(ColumnRef.Status.AMBIGUOUS.ordinal() + 1, f.get(node, "column_status"), node);
        }
        assertEquals(2, f.get("Column(name)", "catalog_tables_with_column"));
        Featurized single = Featurized.of("SELECT title FROM artist JOIN album ON artist.artist_id = album.artist_id", Featurized.MUSIC);
        assertEquals(0, single.get("Column(title)", "column_ambiguous"));
        assertEquals(1, single.get("Column(title)", "sources_with_column"));
    }

    @Test
    void anOrderByAliasCarriesTheExpressionItNames() {
        Featurized counted = Featurized.of(
                "SELECT artist_id, count(*) AS n FROM album GROUP BY artist_id ORDER BY n", Featurized.MUSIC);
        assertEquals(ColumnRef.Status.OUTPUT_ALIAS.ordinal() + 1, counted.get("Column(n)", "column_status"));
        assertEquals(NodeType.AGGREGATE.ordinal() + 1, counted.get("Column(n)", "aliased_expression_type"));
        assertEquals(1, counted.get("Column(n)", "aliased_count_star"));
        assertEquals(2, counted.get("Column(n)", "aliased_expression_size"), "count and its star");

        Featurized values = Featurized.of(
                "SELECT artist_id, count(title) AS n FROM album GROUP BY artist_id ORDER BY n", Featurized.MUSIC);
        assertEquals(0, values.get("Column(n)", "aliased_count_star"));
        assertEquals(NodeType.AGGREGATE.ordinal() + 1, values.get("Column(n)", "aliased_expression_type"));

        Featurized plain = Featurized.of("SELECT title FROM album ORDER BY title", Featurized.MUSIC);
        assertEquals(0, plain.get("Column(title)", "aliased_expression_type"), "a column of the table is no alias");
        assertEquals(0, plain.get("Column(title)", "aliased_expression_size"));
    }

    @Test
    void aQualifierThatNamesNothingInScopeIsInvalid() {
        Featurized f = Featurized.of("SELECT T3.name, T1.name FROM artist AS T1 JOIN album AS T2 ON T1.artist_id = T2.artist_id",
                Featurized.MUSIC);
        for (String node : new String[] {"Column(T3.name)", "Identifier(T3)"}) {
            assertEquals(1, f.get(node, "qualified"), node);
            assertEquals(0, f.get(node, "qualifier_valid"), node);
            assertEquals(1, f.get(node, "qualifier_invalid"), node);
            assertEquals(ColumnRef.Status.UNKNOWN_QUALIFIER.ordinal() + 1, f.get(node, "column_status"), node);
        }
        assertEquals(1, f.get("Column(T1.name)", "qualifier_valid"));
        assertEquals(0, f.get("Column(T1.name)", "qualifier_invalid"));
        assertEquals(1, f.get("Column(T1.name)", "qualifier_is_alias"));
        assertEquals(0, f.get("Column(T1.name)", "qualifier_is_table_name"));
        assertEquals(NameKind.QUALIFIER.ordinal() + 1, f.get("Identifier(T3)", "name_kind"));
    }

    @Test
    void aQualifierThatIsTheTableNameOfAnAliasedTable() {
        Featurized f = Featurized.of("SELECT artist.name, album.title FROM artist AS a JOIN album ON a.artist_id = album.artist_id",
                Featurized.MUSIC);
        assertEquals(1, f.get("Column(artist.name)", "qualifier_invalid"), "PostgreSQL rejects the table name once aliased");
        assertEquals(1, f.get("Column(artist.name)", "qualifier_names_catalog_table"));
        assertEquals(1, f.get("Column(album.title)", "qualifier_is_table_name"));
        assertEquals(0, f.get("Column(album.title)", "qualifier_is_alias"));
    }

    @Test
    void keysTypesAndTheOtherSourceOfAColumn() {
        Featurized f = Featurized.of("SELECT t.name, t.album_id, a.album_id, a.released FROM track t JOIN album a ON t.album_id = a.album_id",
                Featurized.MUSIC);
        SqlNode trackAlbum = f.node("Column(t.album_id)");
        assertEquals(1, f.get(trackAlbum, "column_foreign_key"));
        assertEquals(0, f.get(trackAlbum, "column_primary_key"));
        assertEquals(1, f.get(trackAlbum, "column_in_other_source"), "album has an album_id too");
        SqlNode albumId = f.node("Column(a.album_id)");
        assertEquals(1, f.get(albumId, "column_primary_key"));
        assertEquals(1, f.get(albumId, "column_referenced"));
        assertEquals(0, f.get(albumId, "column_foreign_key"));
        assertEquals(1, f.get("Column(t.name)", "column_text"));
        assertEquals(0, f.get("Column(t.name)", "column_in_other_source"));
        assertEquals(SqlType.DATE.ordinal() + 1, f.get("Column(a.released)", "column_type"));
        assertEquals(1, f.get("Column(a.released)", "column_temporal"));
        assertEquals(1, f.get("Column(t.album_id)", "column_numeric"));
    }

    @Test
    void caseQuotingAndAliasNames() {
        Featurized f = Featurized.of("SELECT \"Name\", TITLE FROM album AS track", Featurized.MUSIC);
        assertEquals(1, f.get("Column(\"Name\")", "quoted"));
        assertEquals(1, f.get("Column(\"Name\")", "column_unknown"), "a quoted name must match exactly");
        assertEquals(1, f.get("Column(TITLE)", "column_resolved"));
        assertEquals(1, f.get("Column(TITLE)", "name_case_differs"));
        assertEquals(1, f.get("TableAlias(track)", "alias_names_other_table"));
        assertEquals(0, f.get("TableAlias(track)", "alias_matches_table"));
        assertEquals(3, f.get(f.tree.root(), "catalog_tables"), "catalog size is on every node");
        assertEquals(12, f.get(f.tree.root(), "catalog_columns"));
    }

    @Test
    void aJoinedTableUsedOnlyInItsConditionOnlyServesTheJoin() {
        Featurized f = Featurized.of("SELECT a.name FROM artist a JOIN album b ON a.artist_id = b.artist_id WHERE a.country = 'NO'",
                Featurized.MUSIC);
        assertEquals(1, f.get("Table(album)", "source_references"));
        assertEquals(0, f.get("Table(album)", "source_uses_outside_joins"), "album is only in the ON condition");
        assertEquals(3, f.get("Table(artist)", "source_references"));
        assertEquals(2, f.get("Table(artist)", "source_uses_outside_joins"));
        SqlNode join = f.node("Join(JOIN)", 0);
        assertEquals(1, f.get(join, "source_references"), "the Join node carries its joined table's counts");
        assertEquals(0, f.get(join, "source_uses_outside_joins"));
    }
}
