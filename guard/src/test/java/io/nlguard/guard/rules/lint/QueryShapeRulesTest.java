package io.nlguard.guard.rules.lint;

import static io.nlguard.guard.rules.lint.LintFixture.assertFires;
import static io.nlguard.guard.rules.lint.LintFixture.assertSilent;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** limit-without-order-by and set-operation-column-count. */
class QueryShapeRulesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT name FROM singer LIMIT 3                                       | 1:25 | LIMIT without ORDER BY
            SELECT name FROM singer OFFSET 5                                      | 1:32 | OFFSET without ORDER BY
            SELECT name FROM singer FETCH FIRST 3 ROWS ONLY                       | 1:37 | FETCH without ORDER BY
            SELECT TOP 3 name FROM singer                                         | 1:8  | TOP without ORDER BY
            SELECT name FROM singer UNION SELECT name FROM stadium LIMIT 3        | 1:56 | LIMIT without ORDER BY
            SELECT name FROM singer WHERE singer_id IN (SELECT singer_id FROM singer_in_concert LIMIT 3) ORDER BY name | 1:85 | add ORDER BY
            SELECT T1.name FROM singer AS T1 JOIN singer_in_concert AS T2 ON T1.singer_id = T2.singer_id WHERE T1.singer_id = 3 LIMIT 1 | 1:117 | arbitrary subset
            """)
    void limitWithoutOrderByFires(String sql, String position, String fragment) {
        assertFires("lint.limit-without-order-by", sql, position, fragment);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT name FROM singer ORDER BY age DESC LIMIT 3",
            "SELECT max(age) FROM singer LIMIT 1",
            "SELECT 1 LIMIT 1",
            "SELECT name FROM singer WHERE singer_id = 3 LIMIT 1",
            "SELECT name FROM singer AS s WHERE EXISTS (SELECT 1 FROM concert LIMIT 1)",
            "SELECT name FROM singer LIMIT ALL",
            "SELECT name FROM singer UNION SELECT name FROM stadium ORDER BY 1 LIMIT 3"})
    void limitWithoutOrderBySilent(String sql) {
        assertSilent("lint.limit-without-order-by", sql);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT name, age FROM singer UNION SELECT name FROM stadium                   | 1:1 | return 2 and 1 columns
            SELECT name FROM singer INTERSECT SELECT * FROM stadium                       | 1:1 | return 1 and 7 columns
            SELECT name FROM singer EXCEPT (SELECT name, capacity FROM stadium)           | 1:1 | return 1 and 2 columns
            SELECT a.name FROM singer AS a UNION ALL SELECT b.name FROM singer AS b UNION SELECT 1, 2 | 1:1 | return 1 and 2 columns
            """)
    void setOperationColumnCountFires(String sql, String position, String fragment) {
        assertFires("lint.set-operation-column-count", sql, position, fragment);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT name FROM singer UNION SELECT name FROM stadium",
            "SELECT * FROM nowhere UNION SELECT name FROM singer",
            "SELECT name, age FROM singer EXCEPT SELECT name, capacity FROM stadium"})
    void setOperationColumnCountSilent(String sql) {
        assertSilent("lint.set-operation-column-count", sql);
    }
}
