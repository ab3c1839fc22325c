package io.nlguard.guard.rules.lint;

import static io.nlguard.guard.rules.lint.LintFixture.assertFires;
import static io.nlguard.guard.rules.lint.LintFixture.assertSilent;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.schema.Catalog;

/** unknown-table, unknown-column, unknown-qualifier and ambiguous-column on the Spider-like catalog. */
class NameRulesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT name FROM singers                                     | 1:18 | did you mean singer?
            SELECT * FROM old_concert                                    | 1:15 | qualify it: archive.old_concert
            SELECT * FROM "Singer"                                       | 1:15 | must match case exactly
            SELECT * FROM singer JOIN nowhere ON true                    | 1:27 | no table or view nowhere
            INSERT INTO singerz (name) VALUES ('x')                      | 1:13 | did you mean singer?
            SELECT * FROM singer WHERE age > (SELECT avg(x) FROM stadia) | 1:54 | not sure which was meant: stadium (0.80)
            """)
    void unknownTableFires(String sql, String position, String fragment) {
        assertFires("lint.unknown-table", sql, position, fragment);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "WITH singers AS (SELECT * FROM singer) SELECT name FROM singers",
            "SELECT relname FROM pg_class",
            "SELECT * FROM information_schema.tables",
            "SELECT * FROM archive.old_concert",
            "SELECT T1.name FROM singer AS T1"})
    void unknownTableSilent(String sql) {
        assertSilent("lint.unknown-table", sql);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            DROP TABLE singerz                                           | 1:12 | did you mean singer?
            DROP VIEW nowhere                                            | 1:11 | no table or view nowhere
            ALTER TABLE singerz ADD COLUMN c int                         | 1:13 | did you mean singer?
            CREATE INDEX i ON stadia (name)                              | 1:19 | not sure which was meant: stadium
            TRUNCATE singerz                                             | 1:10 | did you mean singer?
            CREATE VIEW v AS SELECT name FROM singers                    | 1:35 | did you mean singer?
            CREATE TABLE t2 AS SELECT * FROM stadia                      | 1:34 | not sure which was meant: stadium
            WITH singer AS (SELECT 1) DELETE FROM singerz                | 1:39 | did you mean singer?
            """)
    void ddlFiresOnTheRelationsItNeedsToExist(String sql, String position, String fragment) {
        assertFires("lint.unknown-table", sql, position, fragment);
    }

    /** The object a statement creates is no reference; nor is an object the catalog does not model, nor a DROP ... IF EXISTS. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "CREATE TABLE newtab (id int PRIMARY KEY, name text NOT NULL, nmae text)",
            "CREATE TABLE IF NOT EXISTS newtab (id int)",
            "CREATE VIEW v AS SELECT name FROM singer",
            "CREATE MATERIALIZED VIEW mv AS SELECT name FROM singer",
            "CREATE TABLE t2 AS SELECT name, age FROM singer",
            "SELECT name INTO newtab FROM singer",
            "CREATE INDEX i ON singer (name)",
            "CREATE SEQUENCE newseq",
            "DROP SEQUENCE newseq",
            "DROP INDEX i",
            "DROP FUNCTION f",
            "DROP TABLE IF EXISTS newtab",
            "DROP VIEW IF EXISTS v",
            "ALTER TABLE IF EXISTS newtab ADD COLUMN c int",
            "DROP TABLE singer"})
    void definitionsAndUnmodelledObjectsAreNotUnknownTables(String sql) {
        assertSilent("lint.unknown-table", sql);
        assertSilent("lint.unknown-column", sql);
    }

    @Test
    void theQueryOfACreateIsCheckedAsAQuery() {
        assertFires("lint.unknown-column", "CREATE VIEW v AS SELECT nmae FROM singer", "1:25", "not sure which was meant: singer.name");
        assertFires("lint.unknown-column", "CREATE TABLE t2 AS SELECT nmae FROM singer", "1:27", "not sure which was meant: singer.name");
    }

    @Test
    void aSnapshotMissingTheConnectionsOwnUncommittedDdlReportsNoUnknownTable() {
        String sql = "ALTER TABLE newtab ADD COLUMN c int";
        assertEquals(1, LintFixture.findings(sql, LintFixture.SPIDER).size());
        assertTrue(LintFixture.findings(sql, LintFixture.SPIDER.missingOwnChanges()).isEmpty());
        // what the snapshot knows is still checked
        assertFires("lint.unknown-column", "SELECT nmae FROM singer", "1:8", "not sure which was meant: singer.name");
        assertEquals(1, LintFixture.findings("SELECT nmae FROM singer", LintFixture.SPIDER.missingOwnChanges()).size());
    }

    @Test
    void aMergeIsCheckedOnTheTablesItNames() {
        assertTrue(LintFixture.findings("MERGE INTO singer USING concert c ON singer.singer_id = c.singer_id WHEN MATCHED THEN DELETE",
                LintFixture.SPIDER).isEmpty());
        assertFires("lint.unknown-table", "MERGE INTO singer USING concerts c ON singer.singer_id = c.singer_id WHEN MATCHED THEN DELETE",
                "1:25", "did you mean concert?");
    }

    @Test
    void anEmptyCatalogKnowsNoTablesAndSaysNothingAboutThem() {
        assertTrue(LintFixture.findings("SELECT a FROM whatever WHERE b = 1", Catalog.empty()).isEmpty());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT nmae FROM singer                                                             | 1:8  | not sure which was meant: singer.name (0.71)
            SELECT T1.nmae FROM singer AS T1                                                    | 1:8  | singer (T1) has no column nmae
            SELECT T1.year FROM singer AS T1 JOIN concert AS T2 ON T1.singer_id = T2.concert_id | 1:8  | concert (T2) has it. Fix: write T2.year.
            SELECT name FROM singer WHERE country = "France"                                    | 1:41 | write 'France'
            SELECT age AS a FROM singer WHERE a > 30                                            | 1:35 | repeat the expression age
            SELECT theme FROM singer                                                            | 1:8  | it is on concert, which no foreign key links directly
            UPDATE singer SET nam = 'x'                                                         | 1:19 | not sure which was meant: singer.name (0.75)
            """)
    void unknownColumnFires(String sql, String position, String fragment) {
        assertFires("lint.unknown-column", sql, position, fragment);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT T1.name FROM singer AS T1",
            "SELECT \"name\" FROM singer",
            "SELECT age AS a FROM singer ORDER BY a",
            "SELECT country AS c, count(*) FROM singer GROUP BY c",
            "SELECT name FROM singer WHERE country = 'France'",
            "SELECT s.k FROM (SELECT name AS k FROM singer) AS s",
            "SELECT a FROM unknown_table"})
    void unknownColumnSilent(String sql) {
        assertSilent("lint.unknown-column", sql);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT singer.name FROM singer AS T1                                                | 1:8  | singer is aliased as T1
            SELECT T3.name FROM singer AS T1 JOIN concert AS T2 ON T1.singer_id = T2.concert_id | 1:8  | in scope: singer (T1), concert (T2)
            SELECT sngr.name FROM singer AS singr                                               | 1:8  | the closest is singr (0.8
            SELECT stadium.name FROM singer                                                     | 1:8  | table stadium is not in the FROM clause
            SELECT name FROM singer AS s WHERE x.age > 3                                        | 1:36 | no table or alias x in scope
            """)
    void unknownQualifierFires(String sql, String position, String fragment) {
        assertFires("lint.unknown-qualifier", sql, position, fragment);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT T1.name FROM singer AS T1 WHERE EXISTS (SELECT 1 FROM concert AS T2 WHERE T2.concert_id = T1.singer_id)",
            "SELECT singer.name FROM singer",
            "SELECT c.relname FROM pg_class AS c"})
    void unknownQualifierSilent(String sql) {
        assertSilent("lint.unknown-qualifier", sql);
    }

    @Test
    void ambiguousColumnNamesEveryCandidate() {
        assertFires("lint.ambiguous-column",
                "SELECT singer_id FROM singer JOIN singer_in_concert ON singer.singer_id = singer_in_concert.singer_id",
                "1:8", "column singer_id is in more than one table in scope (singer, singer_in_concert)",
                "qualify it: singer.singer_id or singer_in_concert.singer_id");
    }

    @Test
    void ambiguousColumnOfAStarOverAJoin() {
        assertFires("lint.ambiguous-column", "SELECT concert_id FROM (SELECT * FROM concert CROSS JOIN singer_in_concert) AS s",
                "1:8", "derived table s has more than one column named concert_id");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT singer_id FROM singer JOIN singer_in_concert USING (singer_id)",
            "SELECT T1.singer_id FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.singer_id = T2.singer_id",
            "SELECT name FROM singer JOIN concert ON singer.singer_id = concert.concert_id"})
    void ambiguousColumnSilent(String sql) {
        assertSilent("lint.ambiguous-column", sql);
    }

    @Test
    void oneFindingPerProblem() {
        assertEquals(1, LintFixture.findings("lint.unknown-column", "SELECT nmae FROM singer").size());
    }
}
