package io.nlguard.guard.rules.lint;

import static io.nlguard.guard.rules.lint.LintFixture.assertFires;
import static io.nlguard.guard.rules.lint.LintFixture.assertSilent;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** ungrouped-column, having-without-group-by and distinct-with-group-by. */
class GroupingRulesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT name, max(age) FROM singer                                                                                 | 1:8  | made one group by AggFunc(max) at 1:14 without GROUP BY
            SELECT T2.name, count(*) FROM concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id GROUP BY T1.stadium_id | 1:8  | add T2.name to GROUP BY
            SELECT country, count(*) FROM singer GROUP BY country ORDER BY age                                                | 1:64 | neither in GROUP BY nor inside an aggregate
            SELECT country FROM singer GROUP BY country HAVING age > 30                                                       | 1:52 | neither in GROUP BY
            SELECT name FROM singer HAVING count(*) > 1                                                                       | 1:8  | made one group by AggFunc(count)
            SELECT p.minutes FROM performance AS p GROUP BY p.concert_id                                                      | 1:8  | primary key is not grouped
            """)
    void ungroupedColumnFires(String sql, String position, String fragment) {
        assertFires("lint.ungrouped-column", sql, position, fragment);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            // the grouped primary key determines the other columns of its table
            "SELECT T2.name, count(*) FROM concert AS T1 JOIN stadium AS T2 ON T1.stadium_id = T2.stadium_id GROUP BY T2.stadium_id",
            "SELECT T1.name FROM singer AS T1 GROUP BY T1.singer_id",
            "SELECT s.singer_id, count(*) FROM singer_in_concert AS s GROUP BY s.concert_id, s.singer_id",
            "SELECT country, count(*) FROM singer GROUP BY 1",
            "SELECT country AS c, count(*) FROM singer GROUP BY c",
            "SELECT lower(country), count(*) FROM singer GROUP BY lower(country)",
            "SELECT T1.country, count(*) FROM singer AS T1 GROUP BY country",
            "SELECT name, count(*) OVER () FROM singer",
            "SELECT count(*) FROM singer WHERE age > 30",
            "SELECT name FROM singer WHERE age > (SELECT avg(age) FROM singer)",
            "SELECT country, count(*) AS n FROM singer GROUP BY country ORDER BY n DESC, 1",
            "SELECT country FROM singer GROUP BY country HAVING max(age) > 30",
            "SELECT T1.name, (SELECT count(*) FROM concert AS T2 WHERE T2.stadium_id = T1.stadium_id) FROM stadium AS T1"})
    void ungroupedColumnSilent(String sql) {
        assertSilent("lint.ungrouped-column", sql);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT count(*) FROM singer HAVING count(*) > 3 | 1:36 | at most one row
            SELECT name FROM singer HAVING age > 30         | 1:32 | move the condition to WHERE
            """)
    void havingWithoutGroupByFires(String sql, String position, String fragment) {
        assertFires("lint.having-without-group-by", sql, position, fragment);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT country FROM singer GROUP BY country HAVING count(*) > 1",
            "SELECT country FROM singer WHERE age > 1"})
    void havingWithoutGroupBySilent(String sql) {
        assertSilent("lint.having-without-group-by", sql);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT DISTINCT country, count(*) FROM singer GROUP BY country",
            "SELECT DISTINCT country, count(*) FROM singer GROUP BY 1",
            "SELECT DISTINCT T1.country FROM singer AS T1 GROUP BY country",
            "SELECT DISTINCT lower(country) FROM singer GROUP BY lower(country)"})
    void distinctWithGroupByFires(String sql) {
        assertFires("lint.distinct-with-group-by", sql, "1:1", "drop DISTINCT");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            // age is grouped but not selected: two groups can share a country
            "SELECT DISTINCT country FROM singer GROUP BY country, age",
            "SELECT DISTINCT country FROM singer",
            "SELECT country FROM singer GROUP BY country",
            "SELECT DISTINCT ON (country) country, count(*) FROM singer GROUP BY country"})
    void distinctWithGroupBySilent(String sql) {
        assertSilent("lint.distinct-with-group-by", sql);
    }
}
