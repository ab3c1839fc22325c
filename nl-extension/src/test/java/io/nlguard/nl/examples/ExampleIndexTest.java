package io.nlguard.nl.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExampleIndexTest {

    static final String PAIRS = """
            {"db_id": "shop", "question": "How many orders were shipped to Oslo?", "gold": "SELECT count(*) FROM orders o JOIN customers c ON c.customer_id = o.customer_id WHERE c.city = 'Oslo' AND o.status = 'shipped'", "predicted": "SELECT 1"}
            {"db_id": "shop", "question": "List the products of each supplier", "gold": "SELECT s.company_name, p.product_name FROM products p JOIN suppliers s USING (supplier_id)", "predicted": "SELECT 1"}
            {"db_id": "shop", "gold": "SELECT 2", "predicted": "SELECT 2"}
            {"db_id": "shop", "question": "What is the average review score?", "gold": "SELECT avg(stars) FROM reviews", "predicted": "SELECT 1"}
            {"db_id": "shop", "question": "Which customers live in Bergen?", "gold": "SELECT first_name FROM customers WHERE city = 'Bergen'", "predicted": "SELECT 1"}
            """;

    @TempDir
    Path dir;

    @Test
    void theFileGivesEveryPairWithAQuestionAsQuestionAndGoldSql() throws IOException {
        List<Example> examples = ExampleFile.read(write(PAIRS));
        assertEquals(4, examples.size(), "the line without a question is no example");
        assertEquals(new Example("What is the average review score?", "SELECT avg(stars) FROM reviews"), examples.get(2));
    }

    @Test
    void aLineThatIsNoPairIsNamed() throws IOException {
        Path file = write("{\"db_id\": \"shop\", \"question\": \"q\"}\n");
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> ExampleFile.read(file));
        assertTrue(e.getMessage().contains("line 1"), e.getMessage());
    }

    @Test
    void theMostSimilarQuestionsComeFirstAndAtMostN() throws IOException {
        ExampleIndex index = ExampleIndex.build(ExampleFile.read(write(PAIRS)));
        List<Example> similar = index.similar("Which customers live in Oslo?", 3);
        assertEquals("Which customers live in Bergen?", similar.get(0).question());
        assertEquals("How many orders were shipped to Oslo?", similar.get(1).question());
        assertEquals(2, similar.size(), "the others share no word with the question");
        assertEquals(1, index.similar("Which customers live in Oslo?", 1).size());
        assertTrue(index.similar("the", 3).isEmpty(), "stop words alone match nothing");
    }

    @Test
    void aFileIsReadOnceUntilItChanges() throws IOException {
        Path file = write(PAIRS);
        ExampleIndexCache cache = new ExampleIndexCache(2);
        ExampleIndex first = cache.of(file);
        assertEquals(first, cache.of(file));
        Files.writeString(file, PAIRS.lines().findFirst().orElseThrow() + "\n", StandardCharsets.UTF_8);
        Files.setLastModifiedTime(file, FileTime.from(Instant.now().plusSeconds(5)));
        ExampleIndex changed = cache.of(file);
        assertEquals(1, changed.size());
    }

    private Path write(String text) throws IOException {
        Path file = dir.resolve("pairs.jsonl");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
