package io.nlguard.guard.rules.firewall;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/** The constant evaluator ({@link ConstantValue}, {@link ConstantFunctions}, CASE, casts, scalar subqueries), expression by expression. */
class ConstantEvaluatorTest {

    /**
     * Expression and the text PostgreSQL's JDBC driver reads for {@code SELECT expression} ("NULL" for SQL NULL).
     * {@link ConstantEvaluatorOnPostgresTest} checks the same list against a real PostgreSQL (numbers by value:
     * the evaluator does not reproduce numeric division's display scale).
     */
    static final String[] CASES = {
            "GREATEST(2, 0)                  | 2",
            "E'\\x41'                        | A",
            "E'\\101\\u0042'                 | AB",
            "E'a''b'                         | a'b",
            "E'\\x41' = 'A'                  | t",
            "LEAST(2, 0)                     | 0",
            "GREATEST(NULL, 3, 1)            | 3",
            "LEAST(NULL, NULL)               | NULL",
            "GREATEST('abc', 'abd')          | abd",
            "md5('a')                        | 0cc175b9c0f1b6a831c399e269772661",
            "md5(NULL)                       | NULL",
            "chr(49)                         | 1",
            "chr(65) || chr(66)              | AB",
            "ascii('a')                      | 97",
            "ascii('')                       | 0",
            "lower('AbC')                    | abc",
            "upper('abc')                    | ABC",
            "length('abc')                   | 3",
            "length('')                      | 0",
            "substr('abcdef', 2, 3)          | bcd",
            "substr('abcdef', 0, 3)          | ab",
            "substr('abcdef', 4)             | def",
            "substring('abcdef', 10, 2)      | ''",
            "concat('a', NULL, 1, true)      | a1t",
            "'a' || NULL                     | NULL",
            "'a' || 1                        | a1",
            "coalesce(NULL, 1, 2)            | 1",
            "coalesce(NULL, NULL)            | NULL",
            "nullif(1, 1)                    | NULL",
            "nullif(1, 2)                    | 1",
            "nullif('a', 'b')                | a",
            "CASE WHEN 4484=4484 THEN 1 ELSE 0 END | 1",
            "CASE WHEN 1=0 THEN 1 ELSE 0 END | 0",
            "CASE WHEN 1=0 THEN 1 END        | NULL",
            "CASE WHEN NULL THEN 1 ELSE 2 END | 2",
            "CASE 2 WHEN 1 THEN 'x' WHEN 2 THEN 'y' END | y",
            "(SELECT CASE WHEN 4484=4484 THEN 1 ELSE 0 END) | 1",
            "(SELECT 2 FROM (VALUES (1)) v(x)) | 2",
            "'1'::int                        | 1",
            "CAST('42' AS integer) + 1       | 43",
            "2.5::int                        | 3",
            "1::text || 'x'                  | 1x",
            "'yes'::boolean                  | t",
            "$$a$$                           | a",
            "$q$it's$q$                      | it's",
            "'a' || $x$b$x$ || 'c'           | abc",
            "7 / 2                           | 3",
            "7.0 / 2                         | 3.5",
            "-7 % 3                          | -1",
            "1 + NULL                        | NULL",
            "1 = 1                           | t",
            "NULL = 1                        | NULL",
            "NULL AND false                  | f",
            "NULL OR true                    | t",
            "NULL AND true                   | NULL",
            "NOT NULL::boolean               | NULL",
            "NULL IS NULL                    | t",
            "1 IS NOT NULL                   | t",
            "2 IN (1, 2)                     | t",
            "3 IN (1, NULL)                  | NULL",
            "2 BETWEEN 1 AND 3               | t",
            "'a' = 'A'                       | f",
            "'1' = 1                         | t"};

    private static SqlNode expression(String expression) {
        SqlNode select = Firewall.parse("SELECT " + expression).first().root();
        SqlNode item = select.child(Role.ITEM);
        return item.type() == NodeType.ALIAS ? item.children().get(0) : item;
    }

    static String fold(String expression) {
        ConstantValue value = ConstantValue.of(expression(expression));
        if (value == null) {
            return "not constant";
        }
        return value.isNull() ? "NULL" : ConstantValue.text(value);
    }

    @ParameterizedTest
    @MethodSource("cases")
    void foldsLikePostgres(String expression, String expected) {
        assertEquals(expected, fold(expression), expression);
    }

    static Stream<Arguments> cases() {
        return Arrays.stream(CASES).map(line -> {
            int bar = line.lastIndexOf('|');
            String expected = line.substring(bar + 1).strip();
            return Arguments.of(line.substring(0, bar).strip(), expected.equals("''") ? "" : expected);
        });
    }

    /** What reads a row, a parameter or a function the evaluator does not know is never a constant. */
    @ParameterizedTest
    @ValueSource(strings = {
            "a", "t.a + 1", "?", "$1", "md5(a)", "GREATEST(a, 1)", "coalesce(x, 0)", "now()", "random()",
            "pg_sleep(1)", "repeat('a', 3)", "md5(1)", "chr(0)", "substr('abc', 1, -1)", "'1.5'::int", "'2020-01-01'::date",
            "(SELECT count(*) FROM t)", "(SELECT a)", "(SELECT 1 FROM t)", "(SELECT 1 WHERE a = 1)",
            "CASE WHEN a = 1 THEN 1 ELSE 1 END", "CASE WHEN 1=1 THEN a END", "1 / 0", "'a' < 'B'", "E'\\x'", "E'\\x00'"})
    void notConstant(String expression) {
        assertEquals("not constant", fold(expression), expression);
    }

    @ParameterizedTest
    @CsvSource(delimiterString = "|", value = {
            "CASE WHEN 1=1 THEN 1 ELSE a END | 1",
            "coalesce(1, a)                  | not constant"})
    void onlyTheTakenBranchMatters(String expression, String expected) {
        // CASE evaluates only the branch it takes; a function's arguments are all evaluated
        assertEquals(expected.strip(), fold(expression.strip()));
    }
}
