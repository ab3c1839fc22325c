package io.nlguard.model.label;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.nlguard.guard.sql.SqlTree;

import static io.nlguard.model.label.Labeling.tree;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Whole statements compared with AreRecursivelyEquivalent: what counts as the same query and what does not. */
class RecursiveEquivalenceTest {

    private static boolean equivalent(String generated, String gold) {
        SqlTree gen = tree(generated);
        SqlTree reference = tree(gold);
        SemanticEquivalence local = new SemanticEquivalence(AliasMap.of(gen), AliasMap.of(reference));
        return new RecursiveEquivalence(local, gen, reference).equivalent(gen.root(), reference.root());
    }

    @ParameterizedTest(name = "{0}  ==  {1}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT * FROM t WHERE a = b                     | SELECT * FROM t WHERE b = a
            SELECT * FROM t WHERE a <> b                    | SELECT * FROM t WHERE b != a
            SELECT * FROM t WHERE a >= b                    | SELECT * FROM t WHERE b <= a
            SELECT x + y * 2 FROM t                         | SELECT 2 * y + x FROM t
            SELECT * FROM t WHERE p = 1 AND q = 2 AND r = 3 | SELECT * FROM t WHERE r = 3 AND (q = 2 AND p = 1)
            SELECT * FROM t WHERE p = 1 OR q = 2 OR r = 3   | SELECT * FROM t WHERE (r = 3 OR p = 1) OR q = 2
            SELECT a, b FROM t GROUP BY a, b                | SELECT b, a FROM t GROUP BY b, a
            SELECT * FROM t WHERE x IN (1, 2, 3)            | SELECT * FROM t WHERE x IN (3, 1, 2)
            SELECT count(*) AS n FROM t                     | SELECT count(*) FROM t
            SELECT (a + 1) FROM t                           | SELECT a + 1 FROM t
            SELECT T1.Name FROM Artist AS T1                | SELECT t1.name FROM artist AS t1
            SELECT "name" FROM artist                       | SELECT NAME FROM artist
            SELECT T1.x FROM t AS T1                        | SELECT x FROM t
            SELECT t.x FROM t                               | SELECT a.x FROM t AS a
            SELECT * FROM a LEFT OUTER JOIN b ON a.i = b.i  | SELECT * FROM a LEFT JOIN b ON b.i = a.i
            SELECT * FROM a INNER JOIN b ON a.i = b.i       | SELECT * FROM a JOIN b ON a.i = b.i
            SELECT s.a FROM (SELECT a FROM t) AS s          | SELECT d.a FROM (SELECT a FROM t) AS d
            SELECT x.* FROM t AS x                          | SELECT y.* FROM t AS y
            SELECT max(a) FROM public.t                     | SELECT MAX(a) FROM t
            SELECT T1.n FROM s AS T1 JOIN c AS T2 ON T1.i = T2.j | SELECT T2.n FROM c AS T1 JOIN s AS T2 ON T2.i = T1.j
            SELECT * FROM a, b WHERE a.i = b.i              | SELECT * FROM b CROSS JOIN a WHERE b.i = a.i
            """)
    void equivalentQueries(String generated, String gold) {
        assertEquals(true, equivalent(generated, gold));
    }

    @ParameterizedTest(name = "{0}  !=  {1}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT * FROM t WHERE a > b                     | SELECT * FROM t WHERE b > a
            SELECT * FROM t WHERE a >= b                    | SELECT * FROM t WHERE b < a
            SELECT a - b FROM t                             | SELECT b - a FROM t
            SELECT substr(n, 1, 2) FROM t                   | SELECT substr(n, 2, 1) FROM t
            SELECT * FROM t ORDER BY a, b                   | SELECT * FROM t ORDER BY b, a
            SELECT * FROM t ORDER BY a                      | SELECT * FROM t ORDER BY a DESC
            SELECT * FROM t WHERE x IN (y, 1)               | SELECT * FROM t WHERE y IN (x, 1)
            SELECT * FROM t WHERE a BETWEEN 1 AND 5         | SELECT * FROM t WHERE a BETWEEN 5 AND 1
            SELECT "Name" FROM artist                       | SELECT name FROM artist
            SELECT * FROM t WHERE s = 'abc'                 | SELECT * FROM t WHERE s = 'ABC'
            SELECT a FROM t UNION SELECT a FROM u           | SELECT a FROM t UNION ALL SELECT a FROM u
            SELECT * FROM a LEFT JOIN b ON a.i = b.i        | SELECT * FROM a JOIN b ON a.i = b.i
            SELECT * FROM t WHERE a IS DISTINCT FROM b      | SELECT * FROM t WHERE a <> b
            SELECT * FROM t WHERE p = 1 AND q = 2           | SELECT * FROM t WHERE p = 1 OR q = 2
            SELECT T1.name FROM artist AS T1, album AS T2   | SELECT T2.name FROM artist AS T1, album AS T2
            SELECT count(DISTINCT a) FROM t                 | SELECT count(a) FROM t
            SELECT a FROM t                                 | SELECT a FROM t LIMIT 1
            SELECT * FROM a LEFT JOIN b ON a.i = b.i        | SELECT * FROM b LEFT JOIN a ON a.i = b.i
            SELECT * FROM a JOIN b USING (i)                | SELECT * FROM b JOIN a USING (i)
            """)
    void differentQueries(String generated, String gold) {
        assertEquals(false, equivalent(generated, gold));
    }
}
