package io.nlguard.nl.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import io.nlguard.guard.sql.ParseFailure;
import io.nlguard.nl.generate.Extraction.Declined;
import io.nlguard.nl.generate.Extraction.Extracted;
import io.nlguard.nl.generate.Extraction.NoSql;
import io.nlguard.nl.generate.Extraction.SeveralStatements;

/**
 * The extractor on replies shaped the way local models answer a text-to-SQL prompt: qwen2.5-coder
 * mostly with one fenced block and a sentence, llama3 with prose, a labelled query and an explanation,
 * reasoning models with a {@code <think>} block first, and the ways they go wrong.
 */
class SqlExtractorTest {

    private static final String OSLO = "SELECT c.name FROM customers c WHERE c.city = 'Oslo'";
    private final SqlExtractor extractor = new SqlExtractor();

    static Stream<Arguments> repliesWithOneQuery() {
        return Stream.of(
                Arguments.of("qwen2.5-coder: a bare sql fence", "```sql\n" + OSLO + ";\n```", OSLO),
                Arguments.of("qwen2.5-coder: fence and one sentence",
                        "```sql\n" + OSLO + "\n```\n\nThis query selects the names of customers whose city is Oslo.", OSLO),
                Arguments.of("llama3: prose, fence, explanation",
                        "Here is the SQL query that answers your question:\n\n```sql\n" + OSLO
                                + ";\n```\n\nThis query works by:\n\n1. Selecting the `name` column\n2. Filtering on `city`.",
                        OSLO),
                Arguments.of("plain text, nothing around it", OSLO, OSLO),
                Arguments.of("plain text with the trailing semicolon", OSLO + ";\n", OSLO),
                Arguments.of("SQL: label on the same line", "SQL: " + OSLO + ";", OSLO),
                Arguments.of("llama3: label, query on the next line, then prose without a blank line",
                        "SQL Query:\n" + OSLO + "\nThis returns every customer who lives in Oslo.", OSLO),
                Arguments.of("bare ``` fence without a language", "```\n" + OSLO + "\n```", OSLO),
                Arguments.of("~~~ fence", "~~~sql\n" + OSLO + "\n~~~", OSLO),
                Arguments.of("upper-case SQL tag, postgresql tag",
                        "```SQL\nSELECT 1\n```\nor\n```postgresql\n" + OSLO + "\n```", OSLO),
                Arguments.of("deepseek-r1: <think> block with a draft, then the answer",
                        "<think>\nThe user wants customers in Oslo. Maybe SELECT * FROM customers; no, only names.\n</think>\n\n```sql\n"
                                + OSLO + "\n```", OSLO),
                Arguments.of("reasoning whose opening tag was in the prompt",
                        "Okay, I need the customers table. SELECT * FROM orders is wrong.\n</think>\n" + OSLO + ";", OSLO),
                Arguments.of("schema recap first, answer last",
                        "Given the table:\n```sql\nCREATE TABLE customers (id int, name text, city text);\n```\nThe query is:\n```sql\n"
                                + OSLO + "\n```", OSLO),
                Arguments.of("a first attempt, then the corrected query",
                        "```sql\nSELECT name FROM customer WHERE city = 'Oslo'\n```\nWait, the table is `customers`. Corrected:\n```sql\n"
                                + OSLO + "\n```", OSLO),
                Arguments.of("answer, then an example output block that is no SQL",
                        "```sql\n" + OSLO + "\n```\nExample output:\n```\n| name  |\n|-------|\n| Kari  |\n```", OSLO),
                Arguments.of("comment inside the block, comment after the semicolon",
                        "```sql\n-- customers who live in Oslo\n" + OSLO + "; -- uses the city column\n```", OSLO),
                Arguments.of("a semicolon inside a string does not cut the statement",
                        "```sql\nSELECT name FROM customers WHERE note = 'a;b'\n```", "SELECT name FROM customers WHERE note = 'a;b'"),
                Arguments.of("CTE across several lines",
                        "```sql\nWITH counts AS (\n  SELECT customer_id, count(*) AS n\n  FROM orders\n  GROUP BY customer_id\n)\n"
                                + "SELECT c.name FROM customers c JOIN counts ON counts.customer_id = c.id WHERE counts.n > 3;\n```",
                        "WITH counts AS (\n  SELECT customer_id, count(*) AS n\n  FROM orders\n  GROUP BY customer_id\n)\n"
                                + "SELECT c.name FROM customers c JOIN counts ON counts.customer_id = c.id WHERE counts.n > 3"),
                Arguments.of("inline code in a sentence", "You can use `" + OSLO + "` to get them.", OSLO),
                Arguments.of("fence closed at the end of the code line", "```sql\n" + OSLO + ";```\nDone.", OSLO),
                Arguments.of("python block around it is skipped for the sql block",
                        "```python\ncursor.execute(\"SELECT 1\")\n```\n```sql\n" + OSLO + "\n```", OSLO),
                Arguments.of("a caveat in prose does not make it a refusal",
                        "The schema does not contain a country column, so I filtered on city:\n```sql\n" + OSLO + "\n```", OSLO));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("repliesWithOneQuery")
    void extractsTheQuery(String shape, String reply, String expected) {
        Extraction extraction = extractor.extract(reply);

        Extracted extracted = assertInstanceOf(Extracted.class, extraction, shape + ": " + extraction);
        assertEquals(expected, extracted.sql());
        assertTrue(extracted.parses(), extracted.parse().toString());
    }

    @Test
    void aWriteIsExtractedForTheGuardToRefuse() {
        Extracted delete = assertInstanceOf(Extracted.class,
                extractor.extract("Sure! To remove them:\n```sql\nDELETE FROM customers WHERE city = 'Oslo';\n```"));
        assertEquals("DELETE FROM customers WHERE city = 'Oslo'", delete.sql());
        assertTrue(delete.parses());
        assertInstanceOf(Extracted.class, extractor.extract("DROP TABLE customers;"));
    }

    @Test
    void aQueryThatDoesNotParseIsExtractedWithItsParseFailureForRepair() {
        Extracted broken = assertInstanceOf(Extracted.class,
                extractor.extract("```sql\nSELECT name FROM customers WHERE city = 'Oslo' GROUP\n```"));

        assertFalse(broken.parses());
        assertInstanceOf(ParseFailure.class, broken.parse());
        assertEquals("SELECT name FROM customers WHERE city = 'Oslo' GROUP", broken.sql());
    }

    @Test
    void twoStatementsInOneBlockAreAFailedCandidate() {
        Extraction extraction = extractor.extract(
                "```sql\nSELECT name FROM customers WHERE city = 'Oslo';\nSELECT count(*) FROM orders;\n```");

        SeveralStatements several = assertInstanceOf(SeveralStatements.class, extraction);
        assertEquals(List.of("SELECT name FROM customers WHERE city = 'Oslo'", "SELECT count(*) FROM orders"),
                several.statements());
    }

    @Test
    void aQueryFollowedByAWriteInProseIsSeveralStatements() {
        SeveralStatements several = assertInstanceOf(SeveralStatements.class,
                extractor.extract("SELECT * FROM customers; DELETE FROM customers;"));
        assertEquals(2, several.statements().size());
    }

    @Test
    void aReplyWithoutSqlSaysWhatItHeld() {
        NoSql none = assertInstanceOf(NoSql.class, extractor.extract("The customers in Oslo are Kari and Ola."));
        assertTrue(none.reason().contains("no SQL statement"), none.reason());
        assertTrue(none.reason().contains("Kari and Ola"), none.reason());

        assertInstanceOf(NoSql.class, extractor.extract("   \n"));
        assertInstanceOf(NoSql.class, extractor.extract("Select the customers table in the sidebar.\nWith it open, filter by city."));
        Extracted broken = assertInstanceOf(Extracted.class, extractor.extract("Try:\nSELECT name FROM customers WHERE"));
        assertFalse(broken.parses(), "unparsed but a query: kept for repair");
        NoSql onlyOutput = assertInstanceOf(NoSql.class, extractor.extract("```\n| name |\n| Kari |\n```"));
        assertTrue(onlyOutput.reason().contains("code blocks"), onlyOutput.reason());
    }

    @Test
    void aReplyCutOffWhileThinkingHasNoSql() {
        NoSql cut = assertInstanceOf(NoSql.class,
                extractor.extract("<think>\nFirst I look at the orders table, then SELECT count(*)"));
        assertTrue(cut.reason().contains("<think>"), cut.reason());
    }

    @Test
    void aBlockCutOffAtTheTokenLimitIsUsedOnlyWhenNothingElseIs() {
        Extracted cut = assertInstanceOf(Extracted.class, extractor.extract("```sql\n" + OSLO + "\nORDER BY"));
        assertFalse(cut.parses(), "the cut statement is kept for repair");

        Extracted complete = assertInstanceOf(Extracted.class,
                extractor.extract("```sql\n" + OSLO + "\n```\nOr, sorted:\n```sql\n" + OSLO + " ORDER BY"));
        assertEquals(OSLO, complete.sql());
    }

    static Stream<Arguments> declines() {
        return Stream.of(
                Arguments.of("I need more information to answer this. Which table holds the customers' cities?"),
                Arguments.of("This question cannot be answered with the given schema: there is no column for the city."),
                Arguments.of("I'm sorry, but the database schema doesn't contain any information about shipments."),
                Arguments.of("Could you clarify what you mean by \"active\" customers?"),
                Arguments.of("<think>The schema has no city.</think>\nIt is not possible to answer this question, "
                        + "because the schema does not have a city column."),
                Arguments.of("```sql\n-- The schema has no table for shipments; this cannot be answered.\n```"),
                Arguments.of("With the given schema, I cannot determine which customers are active.\n"
                        + "Select a definition of active and ask again."));
    }

    @ParameterizedTest
    @MethodSource("declines")
    void aClarificationOrRefusalIsDeclined(String reply) {
        Declined declined = assertInstanceOf(Declined.class, extractor.extract(reply));

        assertFalse(declined.text().contains("<think>"), declined.text());
        assertFalse(declined.text().isBlank());
    }
}
