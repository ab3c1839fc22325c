package io.nlguard.guard.scope;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;
import io.nlguard.guard.scope.ColumnRef.Status;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlParser;

class ScopesTest {

    /** x(a, b), y(b, c), z(a, d), singer(singer_id, name, age), concert(concert_id, singer_id, year). */
    static final Catalog CATALOG = Catalog.of(List.of("public"), List.of(
            table("x", "a", "b"), table("y", "b", "c"), table("z", "a", "d"),
            table("singer", "singer_id", "name", "age"), table("concert", "concert_id", "singer_id", "year")));

    static Table table(String name, String... columns) {
        List<Column> list = new ArrayList<>();
        for (int i = 0; i < columns.length; i++) {
            list.add(new Column(columns[i], i + 1, Types.INTEGER, "int4", true));
        }
        return new Table(new TableName("public", name), TableKind.TABLE, list, List.of(), List.of());
    }

    static Scopes scopes(String sql) {
        ParsedSql parsed = (ParsedSql) new SqlParser().parse(sql);
        return Scopes.resolve(parsed.first(), CATALOG);
    }

    /** "a=RESOLVED x.b=UNKNOWN_COLUMN" for every column reference in source order. */
    static String statuses(String sql) {
        return scopes(sql).columns().stream()
                .map(ref -> ref.node().text() + "=" + ref.status())
                .collect(Collectors.joining(" "));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT a, b FROM x                                              | a=RESOLVED b=RESOLVED
            SELECT x.a FROM x                                               | x.a=RESOLVED
            SELECT t.a FROM x AS t                                          | t.a=RESOLVED
            SELECT b FROM x JOIN y ON x.a = y.c                             | b=AMBIGUOUS x.a=RESOLVED y.c=RESOLVED
            SELECT b FROM x JOIN y USING (b)                                | b=RESOLVED
            SELECT b FROM x NATURAL JOIN y                                  | b=RESOLVED
            SELECT q.a FROM x                                               | q.a=UNKNOWN_QUALIFIER
            SELECT x.a FROM x AS t                                          | x.a=UNKNOWN_QUALIFIER
            SELECT x.c FROM x                                               | x.c=UNKNOWN_COLUMN
            SELECT nope FROM x                                              | nope=UNKNOWN_COLUMN
            SELECT a FROM unknown_table                                     | a=UNCHECKABLE
            SELECT s.a FROM (SELECT a FROM x) AS s                          | s.a=RESOLVED a=RESOLVED
            SELECT s.b FROM (SELECT a FROM x) AS s                          | s.b=UNKNOWN_COLUMN a=RESOLVED
            SELECT s.k FROM (SELECT a AS k FROM x) AS s                     | s.k=RESOLVED a=RESOLVED
            SELECT s.m FROM (SELECT a FROM x) AS s(m)                       | s.m=RESOLVED a=RESOLVED
            SELECT a FROM (SELECT * FROM x CROSS JOIN z) AS s               | a=AMBIGUOUS
            WITH w AS (SELECT a, b FROM x) SELECT w.b FROM w                | a=RESOLVED b=RESOLVED w.b=RESOLVED
            WITH w AS (SELECT a FROM x) SELECT b FROM w                     | a=RESOLVED b=UNKNOWN_COLUMN
            WITH w(k) AS (SELECT a FROM x) SELECT k FROM w                  | a=RESOLVED k=RESOLVED
            SELECT a FROM x WHERE b IN (SELECT c FROM y WHERE y.b = x.b)    | a=RESOLVED b=RESOLVED c=RESOLVED y.b=RESOLVED x.b=RESOLVED
            SELECT a FROM x WHERE EXISTS (SELECT 1 FROM y WHERE c = a)      | a=RESOLVED c=RESOLVED a=RESOLVED
            SELECT a FROM x, (SELECT c FROM y WHERE y.b = x.b) AS s         | a=RESOLVED c=RESOLVED y.b=RESOLVED x.b=UNKNOWN_QUALIFIER
            SELECT a AS k FROM x ORDER BY k                                 | a=RESOLVED k=OUTPUT_ALIAS
            SELECT a AS k FROM x GROUP BY k                                 | a=RESOLVED k=OUTPUT_ALIAS
            SELECT a AS k FROM x WHERE k > 1                                | a=RESOLVED k=UNKNOWN_COLUMN
            SELECT a FROM x UNION SELECT c FROM y ORDER BY a                | a=RESOLVED c=RESOLVED a=OUTPUT_ALIAS
            SELECT a FROM x UNION SELECT c FROM y ORDER BY c                | a=RESOLVED c=RESOLVED c=UNKNOWN_COLUMN
            SELECT T1.name FROM singer AS T1 JOIN concert AS T2 ON T1.singer_id = T2.singer_id WHERE T2.year = 2014 | T1.name=RESOLVED T1.singer_id=RESOLVED T2.singer_id=RESOLVED T2.year=RESOLVED
            SELECT singer_id FROM singer JOIN concert ON singer.singer_id = concert.singer_id | singer_id=AMBIGUOUS singer.singer_id=RESOLVED concert.singer_id=RESOLVED
            SELECT relname FROM pg_catalog.pg_class                         | relname=UNCHECKABLE
            SELECT current_user, a FROM x                                   | current_user=UNCHECKABLE a=RESOLVED
            UPDATE x SET b = 1 WHERE a = 2                                  | b=RESOLVED a=RESOLVED
            UPDATE x SET b = y.c FROM y WHERE x.a = y.b                     | b=RESOLVED y.c=RESOLVED x.a=RESOLVED y.b=RESOLVED
            DELETE FROM x WHERE c = 1                                       | c=UNKNOWN_COLUMN
            INSERT INTO x (a, b) SELECT c, b FROM y                         | a=RESOLVED b=RESOLVED c=RESOLVED b=RESOLVED
            SELECT s.a FROM x AS s WHERE s.a > ALL (SELECT s.b FROM y AS s) | s.a=RESOLVED s.a=RESOLVED s.b=RESOLVED
            SELECT x FROM x                                                 | x=RESOLVED
            WITH d AS (DELETE FROM x WHERE a = 1 RETURNING a, b AS k) SELECT k, d.a FROM d | a=RESOLVED a=RESOLVED b=RESOLVED k=RESOLVED d.a=RESOLVED
            WITH d AS (DELETE FROM x RETURNING *) SELECT b, c FROM d        | b=RESOLVED c=UNKNOWN_COLUMN
            WITH d AS (DELETE FROM x) SELECT a FROM d                       | a=UNKNOWN_COLUMN
            WITH u AS (UPDATE x SET b = y.c FROM y WHERE x.a = y.b RETURNING *) SELECT c FROM u | b=RESOLVED y.c=RESOLVED x.a=RESOLVED y.b=RESOLVED c=RESOLVED
            WITH i AS (INSERT INTO x (a) VALUES (1) RETURNING b) SELECT i.b FROM i | a=RESOLVED b=RESOLVED i.b=RESOLVED
            WITH m AS (DELETE FROM x WHERE a < 0 RETURNING *) INSERT INTO z SELECT a, b FROM m | a=RESOLVED a=RESOLVED b=RESOLVED
            DELETE FROM x WHERE a = 1 RETURNING b, c                        | a=RESOLVED b=RESOLVED c=UNKNOWN_COLUMN
            CREATE VIEW v AS SELECT a, nope FROM x                          | a=RESOLVED nope=UNKNOWN_COLUMN
            CREATE TABLE t2 AS SELECT b FROM y                              | b=RESOLVED
            WITH x AS (SELECT 1 AS k) UPDATE x SET b = 1                    | b=RESOLVED
            WITH x AS (SELECT * FROM x) SELECT b FROM x                     | b=RESOLVED
            """)
    void resolvesLikePostgresql(String sql, String expected) {
        assertEquals(expected.trim(), statuses(sql.trim()));
    }

    /** What each Table node of the statement names, in source order. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            WITH w AS (SELECT a FROM x) SELECT * FROM w, x                  | x=REFERENCE w=CTE x=REFERENCE
            SELECT * FROM x WHERE EXISTS (WITH x AS (SELECT 1) SELECT * FROM x) | x=REFERENCE x=CTE
            SELECT * FROM (WITH x AS (SELECT 1) SELECT * FROM x) AS s, x    | x=CTE x=REFERENCE
            SELECT * FROM x UNION (WITH x AS (SELECT 1) SELECT * FROM x)    | x=REFERENCE x=CTE
            WITH x AS (SELECT 1) SELECT * FROM x UNION SELECT * FROM (SELECT * FROM x) AS s | x=CTE x=CTE
            SELECT * FROM y, LATERAL (WITH x AS (SELECT 1) SELECT * FROM x) AS s, LATERAL (SELECT * FROM x) AS u | y=REFERENCE x=CTE x=REFERENCE
            WITH x AS (SELECT * FROM x) SELECT * FROM x                     | x=REFERENCE x=CTE
            WITH a AS (SELECT * FROM x), x AS (SELECT 1) SELECT * FROM a    | x=REFERENCE a=CTE
            WITH a AS (SELECT 1), x AS (SELECT * FROM a) SELECT * FROM x    | a=CTE x=CTE
            WITH RECURSIVE x(n) AS (SELECT 1 UNION ALL SELECT n FROM x) SELECT * FROM x | x=CTE x=CTE
            WITH RECURSIVE a AS (SELECT * FROM b), b AS (SELECT 1) SELECT * FROM a | b=CTE a=CTE
            WITH "X" AS (SELECT 1) SELECT * FROM x                          | x=REFERENCE
            WITH "x" AS (SELECT 1) SELECT * FROM X                          | X=CTE
            WITH x AS (SELECT 1) SELECT * FROM public.x                     | x=REFERENCE
            WITH x AS (SELECT 1) DELETE FROM x                              | x=REFERENCE
            WITH x AS (SELECT 1) INSERT INTO x SELECT * FROM x              | x=REFERENCE x=CTE
            CREATE TABLE newtab (id int, name text)                         | newtab=DEFINITION
            CREATE VIEW v AS SELECT a FROM x                                | v=DEFINITION x=REFERENCE
            CREATE TABLE t2 AS SELECT a FROM x                              | t2=DEFINITION x=REFERENCE
            CREATE MATERIALIZED VIEW mv AS SELECT a FROM x                  | mv=DEFINITION x=REFERENCE
            SELECT a INTO newtab FROM x                                     | newtab=DEFINITION x=REFERENCE
            CREATE INDEX i ON x (a)                                         | x=REFERENCE
            ALTER TABLE x ADD COLUMN c int                                  | x=REFERENCE
            ALTER TABLE IF EXISTS x ADD COLUMN c int                        | x=OPTIONAL_REFERENCE
            DROP TABLE x                                                    | x=REFERENCE
            DROP VIEW IF EXISTS v                                           | v=OPTIONAL_REFERENCE
            DROP SEQUENCE s                                                 | s=OTHER_OBJECT
            DROP INDEX i                                                    | i=OTHER_OBJECT
            DROP FUNCTION f                                                 | f=OTHER_OBJECT
            TRUNCATE x                                                      | x=REFERENCE
            """)
    void eachRelationNameIsResolvedAsPostgresqlDoes(String sql, String expected) {
        Scopes scopes = scopes(sql.trim());
        String uses = scopes.tree().nodesOf(NodeType.TABLE).stream()
                .map(table -> table.name() + "=" + scopes.useOf(table))
                .collect(Collectors.joining(" "));
        assertEquals(expected.trim(), uses);
    }

    @Test
    void aRelationTheStatementCreatesIsNoSource() {
        Scopes scopes = scopes("CREATE TABLE t2 AS SELECT a FROM x");
        assertNull(scopes.sourceOf(scopes.tree().nodesOf(NodeType.TABLE).get(0)));
        assertInstanceOf(TableSource.class, scopes.sourceOf(scopes.tree().nodesOf(NodeType.TABLE).get(1)));
    }

    @Test
    void aQueryPartReadsWhatItsCtesRead() {
        Scopes scopes = scopes("WITH c AS (SELECT a FROM x), d AS (SELECT * FROM c) SELECT * FROM d UNION SELECT b FROM y");
        SqlNode union = scopes.tree().root();
        SqlNode firstBranch = union.children().stream().filter(n -> n.type() == NodeType.SELECT).findFirst().orElseThrow();
        List<String> tables = scopes.nodesReadBy(firstBranch).stream()
                .filter(n -> n.type() == NodeType.TABLE).map(SqlNode::name).sorted().toList();
        assertEquals(List.of("c", "d", "x"), tables);
    }

    @Test
    void ambiguousReferenceListsEveryCandidate() {
        ColumnRef ref = scopes("SELECT b FROM x JOIN y ON x.a = y.c").columns().get(0);
        assertEquals(Status.AMBIGUOUS, ref.status());
        assertEquals(List.of("x", "y"), ref.candidates().stream().map(Source::alias).toList());
    }

    @Test
    void resolvedColumnCarriesTheCatalogColumnAndItsSource() {
        ColumnRef ref = scopes("SELECT t.b FROM y AS t").columns().get(0);
        assertEquals("b", ref.catalogColumn().name());
        TableSource source = assertInstanceOf(TableSource.class, ref.source());
        assertEquals("y", source.table().name().name());
        assertEquals("t", source.alias());
    }

    @Test
    void correlatedReferenceCountsTheLevelsOut() {
        Scopes scopes = scopes("SELECT a FROM x WHERE EXISTS (SELECT 1 FROM y WHERE y.b = x.b)");
        ColumnRef outer = scopes.columns().get(2);
        assertEquals("x.b", outer.node().text());
        assertEquals(1, outer.outerLevels());
        assertEquals(0, scopes.columns().get(1).outerLevels());
    }

    @Test
    void scopesNestAndReportOutputColumns() {
        Scopes scopes = scopes("WITH w AS (SELECT a, b AS k FROM x) SELECT * FROM w JOIN (SELECT c FROM y) AS s ON true");
        Scope root = scopes.root();
        assertEquals(List.of("a", "k", "c"), root.outputColumns());
        assertEquals(List.of(Scope.Kind.ROOT, Scope.Kind.CTE, Scope.Kind.DERIVED_TABLE),
                scopes.all().stream().map(Scope::kind).toList());
    }

    @Test
    void aDataModifyingCteOutputsItsReturningColumns() {
        Scopes scopes = scopes("WITH u AS (UPDATE x SET b = 1 WHERE a = 2 RETURNING a AS id, b) SELECT * FROM u");
        assertEquals(List.of(Scope.Kind.ROOT, Scope.Kind.CTE), scopes.all().stream().map(Scope::kind).toList());
        Scope update = scopes.all().get(1);
        assertEquals(NodeType.UPDATE, update.node().type());
        assertEquals(List.of("id", "b"), update.outputColumns());
        assertEquals(List.of("id", "b"), scopes.root().outputColumns());
        DerivedSource cte = assertInstanceOf(DerivedSource.class, scopes.root().source("u"));
        assertEquals("CTE u", cte.describe());
    }

    @Test
    void starOverUnknownSourceHasNoKnownOutput() {
        assertNull(scopes("SELECT * FROM mystery").root().outputColumns());
        assertNotNull(scopes("SELECT * FROM x").root().outputColumns());
    }

    @Test
    void unknownAndSystemTablesAreTold() {
        Scopes scopes = scopes("SELECT 1 FROM nowhere, pg_catalog.pg_class, information_schema.tables, pg_type");
        List<TableSource> tables = scopes.root().sources().stream().map(TableSource.class::cast).toList();
        assertEquals(List.of(false, true, true, true), tables.stream().map(TableSource::system).toList());
        assertEquals(List.of(false, false, false, false), tables.stream().map(TableSource::isKnown).toList());
    }
}
