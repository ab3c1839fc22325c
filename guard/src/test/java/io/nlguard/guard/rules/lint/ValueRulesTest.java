package io.nlguard.guard.rules.lint;

import static io.nlguard.guard.rules.lint.LintFixture.assertFires;
import static io.nlguard.guard.rules.lint.LintFixture.assertSilent;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** null-comparison and type-mismatch. */
class ValueRulesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT name FROM singer WHERE country = NULL                 | 1:31 | write country IS NULL
            SELECT name FROM singer WHERE country <> NULL                | 1:31 | write country IS NOT NULL
            SELECT name FROM singer WHERE country != NULL                | 1:31 | write country IS NOT NULL
            SELECT name FROM singer WHERE NULL = country                 | 1:31 | write country IS NULL
            SELECT name FROM singer WHERE age NOT IN (30, NULL)          | 1:31 | NOT IN a list holding NULL is never true
            UPDATE singer SET age = 1 WHERE country = NULL               | 1:33 | write country IS NULL
            """)
    void nullComparisonFires(String sql, String position, String fragment) {
        assertFires("lint.null-comparison", sql, position, fragment);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT name FROM singer WHERE country IS NULL",
            "SELECT name FROM singer WHERE country IS NOT NULL",
            "SELECT name FROM singer WHERE country IS DISTINCT FROM NULL",
            "SELECT name FROM singer WHERE age IN (30, NULL)",
            "UPDATE singer SET country = NULL"})
    void nullComparisonSilent(String sql) {
        assertSilent("lint.null-comparison", sql);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            SELECT * FROM singer WHERE name = 5                                         | 1:28 | quote the value: '5'
            SELECT * FROM singer WHERE age = 'old'                                      | 1:28 | 'old', which is not a number
            SELECT * FROM singer WHERE age = '5.5'                                      | 1:28 | which is not an integer
            SELECT * FROM concert WHERE concert_date > 2014                             | 1:29 | extract(year from concert_date) = 2014
            SELECT * FROM singer WHERE is_male = 1                                      | 1:28 | compare with TRUE or FALSE
            SELECT * FROM singer WHERE is_male = 'maybe'                                | 1:28 | not a boolean
            SELECT * FROM singer WHERE age IN (30, 'x')                                 | 1:28 | 'x', which is not a number
            SELECT * FROM singer WHERE age BETWEEN 'a' AND 40                           | 1:28 | 'a', which is not a number
            SELECT * FROM singer WHERE age LIKE '3%'                                    | 1:28 | LIKE needs text
            SELECT * FROM concert AS T1 JOIN singer AS T2 ON T1.theme = T2.age          | 1:50 | column T1.theme (text) with column T2.age (int4)
            SELECT * FROM singer WHERE name IN (SELECT age FROM singer)                 | 1:28 | (SELECT age FROM singer) (number)
            SELECT * FROM singer WHERE name = (SELECT max(age) FROM singer)             | 1:28 | cannot compare text with number
            SELECT * FROM singer AS s WHERE s.name = ANY (SELECT age FROM singer)       | 1:33 | cannot compare text with number
            SELECT * FROM concert WHERE starts_at < 5                                   | 1:29 | cannot compare timestamp with number
            SELECT * FROM concert WHERE concert_date = 'soon'                           | 1:29 | write the date as 'YYYY-MM-DD'
            SELECT * FROM (SELECT name AS n FROM singer) AS s WHERE s.n = 1             | 1:57 | cannot compare text with number
            WITH w AS (SELECT concert_date AS d FROM concert) SELECT * FROM w WHERE d > 7 | 1:73 | cannot compare date with number
            """)
    void typeMismatchFires(String sql, String position, String fragment) {
        assertFires("lint.type-mismatch", sql, position, fragment);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            // PostgreSQL types a quoted literal from the other side
            "SELECT * FROM singer WHERE age = '5'",
            "SELECT * FROM singer WHERE age = ' 5 '",
            "SELECT * FROM singer WHERE net_worth > '1e6'",
            "SELECT * FROM concert WHERE concert_date = '2020-01-01'",
            "SELECT * FROM concert WHERE concert_date = 'today'",
            "SELECT * FROM singer WHERE is_male = 'yes'",
            "SELECT * FROM singer WHERE is_male = 't'",
            "SELECT * FROM singer WHERE is_male = TRUE",
            "SELECT * FROM singer WHERE name = 'x'",
            "SELECT * FROM singer WHERE name LIKE 'x%'",
            "SELECT * FROM singer WHERE age = 5.5",
            "SELECT * FROM concert WHERE starts_at > concert_date",
            "SELECT * FROM concert WHERE concert_date > now() - interval '30 days'",
            "SELECT * FROM concert WHERE concert_date = current_date",
            "SELECT * FROM concert WHERE concert_date > current_date - 7",
            "SELECT * FROM concert WHERE extract(year from concert_date) = 2014",
            "SELECT * FROM concert WHERE year = 2014",
            "SELECT * FROM singer WHERE coalesce(age, 0) = 3",
            "SELECT * FROM singer WHERE age = ?",
            "SELECT * FROM singer WHERE CAST(name AS int) = 5",
            "SELECT * FROM singer WHERE name::int = 5",
            "SELECT * FROM singer WHERE name || 'x' = 'y'",
            "SELECT * FROM singer WHERE length(name) > 3",
            "SELECT * FROM singer WHERE CASE WHEN is_male THEN 'm' ELSE 'f' END = 'm'",
            "SELECT * FROM singer WHERE nowhere = 5",
            "SELECT * FROM mystery WHERE a = 'b'",
            "SELECT * FROM singer WHERE name IN (SELECT country FROM singer)",
            "SELECT * FROM singer WHERE age IN (1, 2, '3')",
            "SELECT * FROM singer WHERE age BETWEEN 20 AND '40'"})
    void typeMismatchSilent(String sql) {
        assertSilent("lint.type-mismatch", sql);
    }
}
