package io.nlguard.compare.structure;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spellings of the same query that the canonical text must make equal, and near misses it must not. */
class EquivalenceTest {

    private static final StructuralComparator COMPARATOR = new StructuralComparator(MusicCatalog.catalog());

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            AND order | SELECT name FROM artist WHERE country = 'FR' AND id > 3 | SELECT name FROM artist WHERE id > 3 AND country = 'FR'
            OR order inside AND | SELECT id FROM album WHERE (year = 1 OR year = 2) AND price > 5 | SELECT id FROM album WHERE price > 5 AND (year = 2 OR year = 1)
            alias vs base table | SELECT x.name FROM artist AS x WHERE x.country = 'FR' | SELECT artist.name FROM artist WHERE country = 'FR'
            alias without AS | SELECT a.name, b.title FROM artist a JOIN album b ON b.artist_id = a.id | SELECT artist.name, album.title FROM artist AS artist JOIN album ON album.artist_id = artist.id
            a = b vs b = a | SELECT album.title FROM album JOIN artist ON album.artist_id = artist.id | SELECT album.title FROM album JOIN artist ON artist.id = album.artist_id
            mirrored comparison | SELECT title FROM album WHERE year > 2000 | SELECT title FROM album WHERE 2000 < year
            inner join order | SELECT track.name FROM album JOIN artist ON album.artist_id = artist.id JOIN track ON track.album_id = album.id | SELECT track.name FROM track JOIN album ON track.album_id = album.id JOIN artist ON artist.id = album.artist_id
            redundant parentheses | SELECT ((price * 2)) FROM album WHERE ((year > 2000) AND (title LIKE 'A%')) | SELECT price * 2 FROM album WHERE title LIKE 'A%' AND year > 2000
            keywords and whitespace | select   TITLE\tfrom ALBUM   where YEAR>2000 | SELECT title FROM album WHERE year > 2000
            unqualified columns resolved by the catalog | SELECT title, name FROM album JOIN artist ON artist_id = artist.id | SELECT album.title, artist.name FROM album JOIN artist ON album.artist_id = artist.id
            ordinal and output alias | SELECT country, count(*) AS n FROM artist GROUP BY 1 ORDER BY n DESC | SELECT country, count(*) AS n FROM artist GROUP BY country ORDER BY count(*) DESC
            cast spellings | SELECT price::int FROM album | SELECT CAST(price AS integer) FROM album
            IN list order | SELECT name FROM artist WHERE country IN ('FR', 'DE') | SELECT name FROM artist WHERE country IN ('DE', 'FR')
            CTE names | WITH recent AS (SELECT * FROM album WHERE year > 2000) SELECT title FROM recent | WITH r AS (SELECT * FROM album WHERE year > 2000) SELECT r.title FROM r
            derived table alias | SELECT s.n FROM (SELECT count(*) AS n FROM album) s | SELECT q.n FROM (SELECT count(*) AS n FROM album) AS q
            correlated subquery aliases | SELECT a.name FROM artist a WHERE EXISTS (SELECT 1 FROM album b WHERE b.artist_id = a.id) | SELECT name FROM artist WHERE EXISTS (SELECT 1 FROM album WHERE artist_id = artist.id)
            self join aliases | SELECT x.title FROM album x JOIN album y ON x.artist_id = y.artist_id | SELECT a1.title FROM album a1 JOIN album a2 ON a2.artist_id = a1.artist_id
            UNION branch order | SELECT name FROM artist UNION SELECT name FROM track | (SELECT name FROM track) UNION SELECT name FROM artist
            default sort direction | SELECT title FROM album ORDER BY year ASC NULLS LAST | SELECT title FROM album ORDER BY year
            alias equal to the column name | SELECT title AS title FROM album | SELECT title FROM album
            """)
    void equivalentSpellingsMatchOnText(String what, String actual, String expected) {
        StructuralComparison result = COMPARATOR.compare(actual, expected);

        assertEquals(result.normalizedSqlExpected(), result.normalizedSqlActual(), what);
        assertTrue(result.normalizedSqlMatch(), what);
        assertEquals(MatchGate.TEXT, result.matchGate());
        assertEquals(PlanComparison.Status.NOT_NEEDED, result.planComparison().status());
        assertTrue(result.clauseMatch().allMatch(), () -> result.clauseMatch().toString());
        assertEquals(0.0, result.clauseWeightedDistance(), 1e-12);
        assertEquals(1.0, result.astFlattenedF1().f1(), 1e-12);
    }

    @Test
    void canonicalTextIsReadableSql() {
        StructuralComparison result = COMPARATOR.compare(
                "SELECT A.Name AS artist_name, count(*) FROM Artist A JOIN Album B ON A.id = B.artist_id "
                        + "WHERE B.year >= 1990 GROUP BY A.name HAVING count(*) > 2 ORDER BY 2 DESC LIMIT 5",
                "SELECT 1");

        assertEquals("select artist.name as artist_name, count(*) from album join artist on album.artist_id = artist.id"
                        + " where album.year >= 1990 group by artist.name having count(*) > 2 order by count(*) desc limit 5",
                result.normalizedSqlActual());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            meaningful parentheses stay | SELECT id FROM album WHERE (year = 1 OR year = 2) AND price > 5 | SELECT id FROM album WHERE year = 1 OR (year = 2 AND price > 5)
            outer joins do not commute | SELECT artist.name FROM artist LEFT JOIN album ON album.artist_id = artist.id | SELECT artist.name FROM album LEFT JOIN artist ON album.artist_id = artist.id
            EXCEPT does not commute | SELECT name FROM artist EXCEPT SELECT name FROM track | SELECT name FROM track EXCEPT SELECT name FROM artist
            string and number literals differ | SELECT title FROM album WHERE year = 2000 | SELECT title FROM album WHERE year = '2000'
            ORDER BY order matters | SELECT title FROM album ORDER BY year, price | SELECT title FROM album ORDER BY price, year
            a correlation is not its inner column | SELECT name FROM artist WHERE EXISTS (SELECT 1 FROM album WHERE album.id = artist.id) | SELECT name FROM artist WHERE EXISTS (SELECT 1 FROM album WHERE album.id = album.artist_id)
            """)
    void differentQueriesKeepDifferentTexts(String what, String actual, String expected) {
        StructuralComparison result = new StructuralComparator().compare(actual, expected);

        assertNotEquals(result.normalizedSqlExpected(), result.normalizedSqlActual(), what);
        assertFalse(result.normalizedSqlMatch(), what);
        assertFalse(result.clauseMatch().allMatch(), what);
    }

    @Test
    void withoutACatalogUnqualifiedColumnsOfAJoinStayUnresolved() {
        String qualified = "SELECT artist.name FROM artist JOIN album ON album.artist_id = artist.id";
        String unqualified = "SELECT name FROM artist JOIN album ON album.artist_id = artist.id";

        assertFalse(new StructuralComparator().compare(qualified, unqualified).normalizedSqlMatch());
        assertTrue(COMPARATOR.compare(qualified, unqualified).normalizedSqlMatch());
    }

    @Test
    void withoutACatalogASingleTableQueryStillResolvesAliases() {
        StructuralComparison result = new StructuralComparator().compare(
                "SELECT x.name FROM artist x WHERE x.country = 'FR'", "SELECT name FROM artist WHERE country = 'FR'");

        assertTrue(result.normalizedSqlMatch());
        assertEquals("select name from artist where country = 'FR'", result.normalizedSqlActual());
    }
}
