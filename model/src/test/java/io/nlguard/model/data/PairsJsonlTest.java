package io.nlguard.model.data;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The neutral pairs format: reading in order with line groups, rejecting bad lines by number, round-tripping. */
class PairsJsonlTest {

    @TempDir
    Path dir;

    private Path file(String... lines) throws IOException {
        Path file = dir.resolve("pairs.jsonl");
        Files.writeString(file, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        return file;
    }

    @Test
    void readsPairsInOrderWithTheirLineAsGroupAndTheirQuestion() throws IOException {
        Path file = file(
                "{\"db_id\": \"music\", \"question\": \"Names?\", \"gold\": \"SELECT name FROM singer\", \"predicted\": \"SELECT nme FROM singer\"}",
                "",
                "   ",
                "{\"predicted\": \"SELECT 2\", \"gold\": \"SELECT 1\", \"db_id\": \"shop\"}");

        List<QueryPair> pairs = PairsJsonl.read(file);

        assertEquals(List.of(
                new QueryPair("music", "SELECT name FROM singer", "SELECT nme FROM singer", "pairs.jsonl:1", "pairs.jsonl",
                        "Names?"),
                new QueryPair("shop", "SELECT 1", "SELECT 2", "pairs.jsonl:4", "pairs.jsonl")), pairs);
    }

    @Test
    void anEmptyFileHasNoPairs() throws IOException {
        Path file = dir.resolve("empty.jsonl");
        Files.writeString(file, "");
        assertEquals(List.of(), PairsJsonl.read(file));
    }

    @Test
    void rejectsALineThatIsNotJsonNamingItsNumber() throws IOException {
        Path file = file(
                "{\"db_id\": \"a\", \"gold\": \"SELECT 1\", \"predicted\": \"SELECT 1\"}",
                "",
                "{\"db_id\": \"a\", \"gold\": \"SELECT 1\", ");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PairsJsonl.read(file));
        assertTrue(e.getMessage().contains("line 3"), e.getMessage());
        assertTrue(e.getMessage().contains("not JSON"), e.getMessage());
    }

    @Test
    void rejectsAMissingFieldNamingLineAndField() throws IOException {
        Path file = file(
                "{\"db_id\": \"a\", \"gold\": \"SELECT 1\", \"predicted\": \"SELECT 1\"}",
                "{\"db_id\": \"a\", \"predicted\": \"SELECT 1\", \"question\": \"q\"}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PairsJsonl.read(file));
        assertTrue(e.getMessage().contains("line 2"), e.getMessage());
        assertTrue(e.getMessage().contains("\"gold\""), e.getMessage());
    }

    @Test
    void rejectsAFieldThatIsNotAString() throws IOException {
        Path number = file("{\"db_id\": 7, \"gold\": \"SELECT 1\", \"predicted\": \"SELECT 1\"}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PairsJsonl.read(number));
        assertTrue(e.getMessage().contains("line 1") && e.getMessage().contains("\"db_id\""), e.getMessage());

        Path nullPrediction = file("{\"db_id\": \"a\", \"gold\": \"SELECT 1\", \"predicted\": null}");
        e = assertThrows(IllegalArgumentException.class, () -> PairsJsonl.read(nullPrediction));
        assertTrue(e.getMessage().contains("\"predicted\""), e.getMessage());
    }

    @Test
    void aQuestionThatIsNotAStringIsRefusedWithItsLine() throws IOException {
        Path file = file("{\"db_id\": \"a\", \"gold\": \"SELECT 1\", \"predicted\": \"SELECT 1\", \"question\": 7}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PairsJsonl.read(file));
        assertTrue(e.getMessage().contains("line 1") && e.getMessage().contains("question"), e.getMessage());
    }

    @Test
    void rejectsALineThatIsJsonButNotAnObject() throws IOException {
        Path file = file("[\"a\", \"SELECT 1\", \"SELECT 1\"]");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PairsJsonl.read(file));
        assertTrue(e.getMessage().contains("line 1"), e.getMessage());
    }

    @Test
    void writeThenReadRoundTripsEveryPair() throws IOException {
        // SQL with a line break, a tab, both quote kinds, a backslash and non-ASCII text: each pair stays one line.
        List<QueryPair> pairs = List.of(
                new QueryPair("music", "SELECT name\nFROM singer\tWHERE country = \"Côte d'Ivoire\"",
                        "SELECT name FROM singer WHERE country = 'C\\ôte'", "bird_dev#0", "system-a",
                        "Which singers are from \"Côte d'Ivoire\"?"),
                new QueryPair("shop", "SELECT 1", "SELECT 2", "bird_dev#1", "system-a"));
        Path file = dir.resolve("written.jsonl");

        PairsJsonl.write(file, pairs);

        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertEquals(2, lines.size(), "one line per pair");
        assertTrue(lines.get(0).contains("\"question\":\"Which singers are from \\\"Côte d'Ivoire\\\"?\""), lines.get(0));
        assertFalse(lines.get(1).contains("question"), "no question for a group without one: " + lines.get(1));

        List<QueryPair> read = PairsJsonl.read(file);
        assertEquals(pairs.size(), read.size());
        for (int i = 0; i < pairs.size(); i++) {
            assertEquals(pairs.get(i).dbId(), read.get(i).dbId());
            assertEquals(pairs.get(i).gold(), read.get(i).gold());
            assertEquals(pairs.get(i).predicted(), read.get(i).predicted());
            assertEquals(pairs.get(i).question(), read.get(i).question(), "the question is read back");
            assertEquals("written.jsonl:" + (i + 1), read.get(i).group(), "a read pair's group is its line");
            assertEquals("written.jsonl", read.get(i).source());
        }
    }
}
