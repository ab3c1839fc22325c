package io.nlguard.guard.rules.lint;

import static io.nlguard.guard.rules.lint.LintFixture.assertFires;
import static io.nlguard.guard.rules.lint.LintFixture.assertSilent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.schema.Catalog;

/** implicit-cross-join and join-not-on-key. */
class JoinRulesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT * FROM singer, concert                                                  | 1:23 | concert is joined by a comma, and no equality in WHERE or ON links it to singer
            SELECT * FROM concert AS T1, stadium AS T2 WHERE T1.year = 2014                | 1:30 | add the join condition T1.stadium_id = T2.stadium_id (a declared foreign key)
            SELECT * FROM concert JOIN stadium WHERE concert.year = 2014                   | 1:28 | joined without ON or USING
            SELECT * FROM singer, concert, stadium WHERE concert.stadium_id = stadium.stadium_id | 1:23 | links it to singer
            SELECT * FROM singer WHERE age > (SELECT max(x.age) FROM singer AS x, concert AS y) | 1:71 | concert (y) is joined by a comma
            UPDATE singer SET age = age + 1 FROM concert WHERE concert.year = 2014          | 1:38 | concert is in the FROM list
            DELETE FROM concert USING stadium WHERE stadium.capacity > 10                   | 1:27 | add the join condition concert.stadium_id = stadium.stadium_id (a declared foreign key) to WHERE
            """)
    void implicitCrossJoinFires(String sql, String position, String fragment) {
        assertFires("lint.implicit-cross-join", sql, position, fragment);
    }

    @Test
    void oneFindingPerDisconnectedGroupOfTables() {
        assertEquals(1, LintFixture.findings("lint.implicit-cross-join",
                "SELECT * FROM singer, concert, stadium WHERE concert.stadium_id = stadium.stadium_id").size());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT * FROM concert, stadium WHERE concert.stadium_id = stadium.stadium_id",
            "UPDATE concert SET theme = stadium.name FROM stadium WHERE concert.stadium_id = stadium.stadium_id",
            "UPDATE singer SET age = 1",
            "SELECT * FROM concert AS c, stadium AS s WHERE s.capacity > 10 AND (c.stadium_id = s.stadium_id)",
            "SELECT * FROM singer CROSS JOIN concert",
            "SELECT * FROM concert JOIN stadium ON concert.stadium_id = stadium.stadium_id",
            "SELECT * FROM concert JOIN stadium USING (stadium_id)",
            "SELECT * FROM concert NATURAL JOIN stadium",
            "SELECT * FROM singer, (SELECT avg(age) AS a FROM singer) AS s WHERE singer.age > s.a",
            "SELECT * FROM singer, generate_series(1, 3) AS g",
            "SELECT * FROM singer AS a, singer_in_concert AS b, concert AS c WHERE a.singer_id = b.singer_id AND b.concert_id = c.concert_id"})
    void implicitCrossJoinSilent(String sql) {
        assertSilent("lint.implicit-cross-join", sql);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT * FROM concert AS T1 JOIN singer AS T2 ON T1.stadium_id = T2.singer_id               | 1:50 | concert.stadium_id references stadium.stadium_id
            SELECT * FROM concert AS T1 JOIN singer AS T2 ON T1.concert_id = T2.age                     | 1:50 | joins concert.concert_id with singer.age
            SELECT * FROM concert AS T1 JOIN stadium AS T2 ON T1.theme = T2.name                        | 1:51 | ON T1.stadium_id = T2.stadium_id
            SELECT * FROM performance AS p JOIN singer_in_concert AS s ON p.concert_id = s.concert_id   | 1:63 | part of the composite foreign key
            """)
    void joinNotOnKeyFires(String sql, String position, String fragment) {
        assertFires("lint.join-not-on-key", sql, position, fragment);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT * FROM concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id",
            "SELECT * FROM stadium AS T2 JOIN concert AS T1 ON T2.stadium_id = T1.stadium_id",
            "SELECT * FROM performance AS p JOIN singer_in_concert AS s ON p.concert_id = s.concert_id AND p.singer_id = s.singer_id",
            // primary key to primary key
            "SELECT * FROM concert AS c JOIN stadium AS s ON c.concert_id = s.stadium_id",
            // same-named column, a key on one side
            "SELECT * FROM singer AS s JOIN performance AS p ON s.singer_id = p.singer_id",
            // both are keys to concert.concert_id
            "SELECT * FROM ticket AS t JOIN singer_in_concert AS s ON t.concert_ref = s.concert_id",
            // an undeclared key named after its table
            "SELECT * FROM ticket AS t JOIN stadium AS s ON t.venue_stadium_id = s.stadium_id",
            // not an equality between two columns
            "SELECT * FROM concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id AND T2.capacity > 100"})
    void joinNotOnKeySilent(String sql) {
        assertSilent("lint.join-not-on-key", sql);
    }

    @Test
    void unknownTablesJoinedThroughUnqualifiedColumnsAreNotJudged() {
        // x and y could belong to either table: nothing says the product is not filtered
        assertTrue(LintFixture.findings("SELECT * FROM a, b WHERE x = y", Catalog.empty()).isEmpty());
        assertEquals(1, LintFixture.findings("SELECT * FROM a, b WHERE a.x = 1", Catalog.empty()).size());
    }

    @Test
    void joinNotOnKeySaysNothingWhenTheCatalogDeclaresNoForeignKeys() {
        Catalog noKeys = Catalog.of(List.of("public"), List.of(
                LintFixture.table("a", List.of("id"), List.of(), "id int4", "x int4"),
                LintFixture.table("b", List.of("id"), List.of(), "id int4", "y int4")));
        assertTrue(LintFixture.findings("SELECT * FROM a JOIN b ON a.x = b.y", noKeys).stream()
                .noneMatch(f -> f.ruleId().equals("lint.join-not-on-key")));
    }
}
