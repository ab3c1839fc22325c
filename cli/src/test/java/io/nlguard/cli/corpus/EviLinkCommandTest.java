package io.nlguard.cli.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.nlguard.cli.CliRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nlguard corpus evilink} on a hand-made corpus of two questions and three systems, its figures worked
 * out by hand. Question 0: A and B select customers.city, C adds customers.first_name. Question 1: A joins
 * customers to orders as the gold does, B reads orders alone, C does not parse.
 */
class EviLinkCommandTest {

    private static final String TABLES = """
            [{"db_id": "shop",
              "table_names_original": ["customers", "orders"],
              "table_names": ["customers", "orders"],
              "column_names_original": [[-1, "*"], [0, "customer_id"], [0, "first_name"], [0, "city"],
                [1, "order_id"], [1, "customer_id"], [1, "total_amt"]],
              "column_names": [[-1, "*"], [0, "customer id"], [0, "first name"], [0, "city"],
                [1, "order id"], [1, "customer id"], [1, "total amount"]],
              "column_types": ["text", "number", "text", "text", "number", "number", "number"],
              "primary_keys": [1, 4],
              "foreign_keys": [[5, 1]]}]
            """;
    private static final String Q1 = "SELECT T1.first_name, sum(T2.total_amt) FROM customers AS T1 JOIN orders AS T2"
            + " ON T1.customer_id = T2.customer_id GROUP BY T1.first_name";

    @Test
    void crossVotesThePredictionsAndScoresEachSelection(@TempDir Path dir) throws IOException {
        Path gold = Files.createDirectories(dir.resolve("spider_dev_gold"));
        Files.writeString(gold.resolve("tables.json"), TABLES);
        Files.writeString(gold.resolve("dev.json"), """
                [{"db_id": "shop", "question": "Which cities do customers live in?", "query": "SELECT city FROM customers"},
                 {"db_id": "shop", "question": "Total order amount per customer first name?", "query": "%s"}]
                """.formatted(Q1));
        Files.writeString(gold.resolve("dev_gold.sql"), "SELECT city FROM customers\tshop\n" + Q1 + "\tshop\n");
        Path predictions = Files.createDirectories(dir.resolve("nl2sql360_predictions").resolve("spider_dev"));
        Files.writeString(predictions.resolve("A.sql"), "SELECT city FROM customers\n" + Q1 + "\n");
        Files.writeString(predictions.resolve("B.sql"),
                "SELECT city FROM customers\nSELECT customer_id, sum(total_amt) FROM orders GROUP BY customer_id\n");
        Files.writeString(predictions.resolve("C.sql"), "SELECT city, first_name FROM customers\nSELECT FROM WHERE\n");

        CliRun run = CliRun.of("corpus", "evilink", "--data", dir.toString(), "--benchmark", "spider_dev",
                "--systems", "A,B,C", "--hypotheses", "2,3");

        assertEquals(0, run.exitCode(), run.both());
        String out = run.out();
        // H=2, question 1: orders and its two columns 2 of 2 (0.75, required); customers' 1 of 2 (uncertain)
        assertEquals(new Row(50, 75, 100), field(out, "required \\(H=2\\)"));
        assertEquals(new Row(100, 100, 100), field(out, "required ∪ uncertain \\(H=2\\)"));
        // H=3: C's first_name makes question 0 imprecise (1 of 2 relevant); its unreadable question 1 casts no vote
        assertEquals(new Row(50, 75, 100), field(out, "required \\(H=3\\)"));
        assertEquals(new Row(100, 100, 75), field(out, "required ∪ uncertain \\(H=3\\)"));
        assertTrue(out.contains("does not read cast no vote: nl2sql360/A 0, nl2sql360/B 0, nl2sql360/C 1."), out);
        Row heuristic = field(out, "heuristic linker");
        Row union = field(out, "required ∪ uncertain ∪ heuristic \\(H=3\\)");
        assertTrue(union.srr() >= heuristic.srr() && union.srr() == 100, out);
        assertEquals(new Row(100, 100, (1.0 / 6 + 4.0 / 6) / 2 * 100), field(out, "whole schema"));
        assertTrue(tokens(out, "required \\(H=2\\)") < tokens(out, "whole schema"), out);
    }

    @Test
    void refusesASystemWithoutPredictions(@TempDir Path dir) throws IOException {
        Path gold = Files.createDirectories(dir.resolve("spider_dev_gold"));
        Files.writeString(gold.resolve("tables.json"), TABLES);
        Files.writeString(gold.resolve("dev.json"), """
                [{"db_id": "shop", "question": "Which cities?", "query": "SELECT city FROM customers"}]""");
        Files.writeString(gold.resolve("dev_gold.sql"), "SELECT city FROM customers\tshop\n");
        CliRun run = CliRun.of("corpus", "evilink", "--data", dir.toString(), "--benchmark", "spider_dev",
                "--systems", "A,B", "--hypotheses", "2");
        assertTrue(run.exitCode() != 0);
        assertTrue(run.err().contains("no prediction file A for spider_dev"), run.err());
    }

    private record Row(double srr, double nsr, double nsp) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Row r && Math.abs(r.srr - srr) < 0.006 && Math.abs(r.nsr - nsr) < 0.006 && Math.abs(r.nsp - nsp) < 0.006;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    /** The field-level SRR, NSR and NSP of a row. */
    private static Row field(String markdown, String row) {
        Matcher m = Pattern.compile("\\| " + row + " \\|(?: [0-9.]+ \\|){6} ([0-9.]+) \\| ([0-9.]+) \\| ([0-9.]+) \\|").matcher(markdown);
        assertTrue(m.find(), row + " in " + markdown);
        return new Row(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)), Double.parseDouble(m.group(3)));
    }

    private static double tokens(String markdown, String row) {
        Matcher m = Pattern.compile("\\| " + row + " \\|(?: [0-9.]+ \\|){10} ([0-9.]+) \\|").matcher(markdown);
        assertTrue(m.find(), row + " in " + markdown);
        return Double.parseDouble(m.group(1));
    }
}
