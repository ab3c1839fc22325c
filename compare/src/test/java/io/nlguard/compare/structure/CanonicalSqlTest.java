package io.nlguard.compare.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/**
 * The library's one canonical text, as Layer 1 reports it ({@code normalized_sql_*}) and Layer 2
 * compares it: queries that differ only in spelling get one text, queries that differ in meaning do
 * not, and text that is not a query still gets a token-level spelling.
 */
class CanonicalSqlTest {

    private final CanonicalSql canonical = new CanonicalSql(null);

    private void same(String a, String b) {
        assertEquals(canonical.of(a), canonical.of(b));
    }

    private void different(String a, String b) {
        assertNotEquals(canonical.of(a), canonical.of(b));
    }

    @Test
    void keywordsAreLowerCaseWhitespaceCollapsedCommentsGone() {
        assertEquals("select name from singer where age > 20",
                canonical.of("SELECT  Name\n FROM   singer /* all */ WHERE age>20 ; -- done"));
    }

    @Test
    void aliasesBecomeTheirBaseTablesWithTheirQualifiers() {
        assertEquals("select artist.name, album.title from album join artist on album.artist_id = artist.id",
                new CanonicalSql(MusicCatalog.catalog()).of(
                        "select a.name, b.title from artist a inner join album b on a.id = b.artist_id"));
        same("select a.name from artist a", "select artist.name from artist");
        same("select x.name from artist as x where x.id in (select y.id from artist y where y.id > x.id)",
                "select q.name from artist q where q.id in (select w.id from artist as w where w.id > q.id)");
    }

    @Test
    void aReusedAliasIsResolvedInItsOwnScope() {
        // "a" names artist outside and album inside: each qualifier is the table it names where it stands
        same("select a.name from artist a where a.id in (select a.artist_id from album a)",
                "select artist.name from artist where artist.id in (select album.artist_id from album)");
        same("select a.x from t a where a.y in (select a.y from u a)",
                "select p.x from t p where p.y in (select q.y from u q)");
        different("select a.x from t a where a.y in (select a.y from u a)",
                "select a.x from t a where a.y in (select a.y from t a)");
    }

    @Test
    void andAndOrOperandsAreSortedAndFlattened() {
        same("select * from t where a = 1 and (b = 2 and c = 3)", "select * from t where c = 3 and a = 1 and b = 2");
        same("select * from t where (x or y) and z", "select * from t where z and (y or x)");
        same("select * from t where a = 1 or b = 2 and c = 3", "select * from t where (c = 3 and b = 2) or a = 1");
        same("select * from t where (a = 1)", "select * from t where a = 1");
        same("select * from a join b on a.id = b.id and a.k = b.k", "select * from a join b on (b.k = a.k and b.id = a.id)");
    }

    @Test
    void parenthesesThatChangeTheMeaningStay() {
        different("select * from t where (a or b) and c", "select * from t where a or (b and c)");
        different("select * from t where a and b", "select * from t where a or b");
    }

    @Test
    void onlyCommutativeOperatorsAreReordered() {
        same("select * from t where 1 = a", "select * from t where a = 1");
        same("select * from t where a != b", "select * from t where b <> a");
        different("select * from t where a < b", "select * from t where b < a");
        different("select a - b from t", "select b - a from t");
        // ANY's side is fixed: it is not swapped
        different("select * from t where a = any(array[1, 2])", "select * from t where array[1, 2] = any(a)");
    }

    @Test
    void optionalWordsAreWrittenOneWay() {
        same("select count(*) n from t order by n asc", "select count(*) as n from t order by n");
        same("select * from a left outer join b using (id)", "select * from a left join b using (id)");
        same("select * from a inner join b on a.id = b.id", "select * from a join b on a.id = b.id");
        different("select * from a left join b on a.id = b.id", "select * from a join b on a.id = b.id");
        different("select * from t order by a desc", "select * from t order by a");
    }

    @Test
    void quotedNamesThatNeedNoQuotesReadLikeBareOnes() {
        same("select \"name\" from \"singer\"", "select NAME from Singer");
    }

    @Test
    void literalsAndTheirCaseStay() {
        different("select * from t where name = 'Bob'", "select * from t where name = 'bob'");
        different("select * from t where a = 1", "select * from t where a = 2");
    }

    @Test
    void textThatDoesNotParseIsStillNormalizedTokenByToken() {
        assertEquals("selec name from where", canonical.of("SELEC  Name\nFROM WHERE -- broken"));
        assertEquals("delete from \"Album\" where id <> 3", canonical.of("DELETE FROM \"Album\"  WHERE id != 3;"));
    }
}
