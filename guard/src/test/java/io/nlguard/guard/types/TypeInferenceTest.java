package io.nlguard.guard.types;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

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
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;

class TypeInferenceTest {

    /** t(i int4, n numeric, s varchar, d date, ts timestamptz, b bool, j jsonb, u uuid, iv interval, arr _int4, m mood). */
    private static final Catalog CATALOG = Catalog.of(List.of("public"), List.of(new Table(new TableName("public", "t"),
            TableKind.TABLE, List.of(
                    column("i", Types.INTEGER, "int4"), column("n", Types.NUMERIC, "numeric"),
                    column("s", Types.VARCHAR, "varchar"), column("d", Types.DATE, "date"),
                    column("ts", Types.TIMESTAMP_WITH_TIMEZONE, "timestamptz"), column("b", Types.BIT, "bool"),
                    column("j", Types.OTHER, "jsonb"), column("u", Types.OTHER, "uuid"),
                    column("iv", Types.OTHER, "interval"), column("arr", Types.ARRAY, "_int4"),
                    column("m", Types.VARCHAR, "mood")),
            List.of("i"), List.of())));

    private static Column column(String name, int jdbcType, String nativeType) {
        return new Column(name, 1, jdbcType, nativeType, true);
    }

    /** The inferred types of the select items, space separated. */
    private static String itemTypes(String sql) {
        SqlTree tree = ((ParsedSql) new SqlParser().parse(sql)).first();
        TypeInference types = TypeInference.of(Scopes.resolve(tree, CATALOG));
        List<SqlNode> items = new ArrayList<>();
        for (SqlNode child : selectOf(tree.root()).children()) {
            if (child.role() == Role.ITEM) {
                items.add(child);
            }
        }
        return items.stream().map(types::typeOf).map(Enum::name).collect(Collectors.joining(" "));
    }

    private static SqlNode selectOf(SqlNode root) {
        return root.type().isSetOperation() ? root.children().get(0) : root;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiterString = "=>", textBlock = """
            SELECT 1, 1.5, 'x', NULL, TRUE, interval '1 day'                                   => NUMERIC NUMERIC UNTYPED_LITERAL NULL BOOLEAN INTERVAL
            SELECT DATE '2020-01-01', TIMESTAMP '2020-01-01 00:00', TIME '10:00'                => DATE TIMESTAMP TIME
            SELECT i, n, s, d, ts, b, j, u, iv, arr, m FROM t                                  => NUMERIC NUMERIC TEXT DATE TIMESTAMP BOOLEAN JSON UUID INTERVAL ARRAY TEXT
            SELECT CAST(s AS int), s::date, i::varchar(10), i::double precision, s::timestamp with time zone, s::text[] FROM t => NUMERIC DATE TEXT NUMERIC TIMESTAMP ARRAY
            SELECT count(*), sum(i), sum(iv), avg(n), min(s), max(d), count(DISTINCT s) FROM t  => NUMERIC NUMERIC INTERVAL NUMERIC TEXT DATE NUMERIC
            SELECT length(s), lower(s), upper(s), substr(s, 1, 2), concat(s, i), to_char(d, 'YYYY') FROM t => NUMERIC TEXT TEXT TEXT TEXT TEXT
            SELECT coalesce(i, 0), coalesce(NULL, s), coalesce(x, 0), nullif(d, d), greatest(1, 2) FROM t => NUMERIC TEXT UNKNOWN DATE NUMERIC
            SELECT now(), current_date, current_timestamp, extract(year from d), date_part('year', d), date_trunc('day', ts) FROM t => TIMESTAMP DATE TIMESTAMP NUMERIC NUMERIC TIMESTAMP
            SELECT round(n, 2), abs(n), abs(iv), strftime('%Y', d), mystery(i) FROM t          => NUMERIC NUMERIC INTERVAL TEXT UNKNOWN
            SELECT i + 1, d + 1, d - d, ts - ts, ts + interval '1 day', d - interval '1 day', iv * 2, iv / 2, s || i, -i, -s, i % 2 FROM t => NUMERIC DATE NUMERIC INTERVAL TIMESTAMP TIMESTAMP INTERVAL INTERVAL TEXT NUMERIC UNKNOWN NUMERIC
            SELECT d - '2020-01-01', i + '1', s + 1 FROM t                                      => NUMERIC NUMERIC UNKNOWN
            SELECT i = 1, s LIKE 'x', i IN (1, 2), d BETWEEN d AND d, b AND b, NOT b, s IS NULL FROM t => BOOLEAN BOOLEAN BOOLEAN BOOLEAN BOOLEAN BOOLEAN BOOLEAN
            SELECT CASE WHEN b THEN i ELSE 0 END, CASE WHEN b THEN 'a' ELSE 'b' END, CASE WHEN b THEN NULL ELSE d END, CASE i WHEN 1 THEN x END FROM t => NUMERIC TEXT DATE UNKNOWN
            SELECT i AS k, (i), (SELECT max(d) FROM t), sum(i) OVER (PARTITION BY s), iif(b, s, 'x') FROM t => NUMERIC NUMERIC DATE NUMERIC TEXT
            SELECT q.k, q.e FROM (SELECT i AS k, d + 1 AS e FROM t) AS q                         => NUMERIC DATE
            SELECT q.z FROM (SELECT i, d FROM t) AS q(y, z)                                      => DATE
            WITH w AS (SELECT ts FROM t) SELECT ts FROM w                                        => TIMESTAMP
            WITH w AS (SELECT i FROM t UNION SELECT 1) SELECT w.i FROM w                         => NUMERIC
            SELECT q.i FROM (SELECT * FROM t) AS q                                                => UNKNOWN
            WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) SELECT n FROM r => NUMERIC
            SELECT nowhere, t.nowhere FROM t                                                       => UNKNOWN UNKNOWN
            SELECT ARRAY[1, 2], ? FROM t                                                          => ARRAY UNKNOWN
            """)
    void infersTheTypeOfEachExpression(String sql, String expected) {
        assertEquals(expected.trim(), itemTypes(sql.trim()));
    }

    @Test
    void setOperationTakesTheFirstTypedBranch() {
        SqlTree tree = ((ParsedSql) new SqlParser().parse("SELECT NULL UNION SELECT d FROM t")).first();
        TypeInference types = TypeInference.of(Scopes.resolve(tree, CATALOG));
        assertEquals(SqlType.DATE, types.typeOf(tree.root()));
    }

    @Test
    void answersOncePerNodeAndNothingForOtherTrees() {
        SqlTree tree = ((ParsedSql) new SqlParser().parse("SELECT i + 1 FROM t")).first();
        SqlTree other = ((ParsedSql) new SqlParser().parse("SELECT i + 1 FROM t")).first();
        TypeInference types = TypeInference.of(Scopes.resolve(tree, CATALOG));
        SqlNode sum = tree.root().children().get(0);
        assertSame(types.typeOf(sum), types.typeOf(sum));
        assertEquals(SqlType.NUMERIC, types.typeOf(sum));
        assertEquals(SqlType.UNKNOWN, types.typeOf(other.root().children().get(0)));
        assertEquals(SqlType.UNKNOWN, types.typeOf(null));
        assertEquals("int4", types.catalogColumn(sum.child(Role.THIS)).nativeType());
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', textBlock = """
            -7   | bool        | BOOLEAN
            -7   | bit         | OTHER
            -7   |             | BOOLEAN
            1111 | jsonb       | JSON
            1111 | uuid        | UUID
            1111 | geometry    | OTHER
            1111 |             | UNKNOWN
            12   | mood        | TEXT
            4    |             | NUMERIC
            8    | float8      | NUMERIC
            91   |             | DATE
            2014 | timestamptz | TIMESTAMP
            2003 | _text       | ARRAY
            -2   | bytea       | BINARY
            """)
    void mapsCatalogColumnTypes(int jdbcType, String nativeType, SqlType expected) {
        assertEquals(expected, SqlType.fromJdbc(jdbcType, nativeType));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', textBlock = """
            character varying(20)       | TEXT
            timestamp without time zone | TIMESTAMP
            time with time zone         | TIME
            double precision            | NUMERIC
            int4[]                      | ARRAY
            _int4                       | ARRAY
            DECIMAL(10,2)               | NUMERIC
            bit varying                 | OTHER
            interval                    | INTERVAL
            ' '                         | UNKNOWN
            """)
    void readsTypeNames(String name, SqlType expected) {
        assertEquals(expected, SqlType.fromTypeName(name));
    }
}
