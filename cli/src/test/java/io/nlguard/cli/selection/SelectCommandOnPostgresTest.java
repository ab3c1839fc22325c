package io.nlguard.cli.selection;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nlguard.cli.CliRun;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code nlguard select} end to end: a SQLite database loaded into a real PostgreSQL, three questions chosen. */
@RealPostgres
class SelectCommandOnPostgresTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String TABLES_JSON = """
            [{"db_id": "shop",
              "table_names_original": ["Item"], "table_names": ["item"],
              "column_names_original": [[-1, "*"], [0, "id"], [0, "name"], [0, "price"]],
              "column_names": [[-1, "*"], [0, "id"], [0, "name"], [0, "price"]],
              "column_types": ["text", "number", "text", "number"],
              "primary_keys": [1], "foreign_keys": []}]
            """;

    private TestDatabase db;
    private Path dir;

    @BeforeEach
    void databases(TestDatabase db, @TempDir Path dir) throws Exception {
        this.db = db;
        this.dir = dir;
        Files.writeString(dir.resolve("tables.json"), TABLES_JSON);
        Path shop = Files.createDirectories(dir.resolve("dbs").resolve("shop"));
        try (Connection sqlite = DriverManager.getConnection("jdbc:sqlite:" + shop.resolve("shop.sqlite"));
                Statement s = sqlite.createStatement()) {
            s.execute("CREATE TABLE Item (id int, name text, price int)");
            s.execute("INSERT INTO Item VALUES (1, 'pen', 2), (2, 'ink', 2), (3, 'cap', 5)");
        }
    }

    private CliRun select(String... lines) throws Exception {
        Files.write(dir.resolve("in.jsonl"), List.of(lines));
        return CliRun.of("select", "--tables", dir.resolve("tables.json").toString(), "--databases",
                dir.resolve("dbs").toString(), "--candidates", dir.resolve("in.jsonl").toString(), "--out",
                dir.resolve("out.jsonl").toString(), "--url", db.jdbcUrl(), "--user", db.user(), "--password",
                db.password(), "--model", "off");
    }

    private List<JsonNode> answers() throws Exception {
        List<JsonNode> out = new ArrayList<>();
        for (String line : Files.readAllLines(dir.resolve("out.jsonl"))) {
            out.add(JSON.readTree(line));
        }
        return out;
    }

    @Test
    void choosesByTheGuardAndTheResultsAndSaysWhatWouldRun() throws Exception {
        CliRun run = select(
                "{\"id\": 7, \"db_id\": \"shop\", \"question\": \"How many items cost 2?\", \"candidates\": "
                        + "[\"SELECT count(* FROM Item\", \"SELECT count(*) FROM Item WHERE price = 2\", "
                        + "\"SELECT count(*) FROM Item\", \"SELECT count(*) FROM Item WHERE price = 2\"]}",
                "{\"id\": \"b\", \"db_id\": \"shop\", \"question\": \"Remove the pens\", \"candidates\": "
                        + "[\"DELETE FROM Item WHERE name = 'pen'\"]}",
                "{\"id\": 9, \"db_id\": \"shop\", \"question\": \"What does the pen cost?\", \"candidates\": "
                        + "[\"SELECT price FROM Item WHERE name = \\\"pen\\\"\"]}");
        assertEquals(0, run.exitCode(), run.both());
        List<JsonNode> answers = answers();
        assertEquals(3, answers.size());

        assertEquals(7, answers.get(0).get("id").asInt());
        assertEquals(1, answers.get(0).get("chosen").asInt(), "two votes for one result; its first index is 1");
        double confidence = answers.get(0).get("confidence").asDouble();
        assertTrue(confidence > 0 && confidence <= 1, "confidence " + confidence);
        assertTrue(answers.get(0).get("sql").asText().contains("price = 2"), answers.get(0).toString());

        assertEquals("b", answers.get(1).get("id").asText());
        assertTrue(answers.get(1).get("chosen").isNull(), "a write is never chosen: " + answers.get(1));
        assertTrue(answers.get(1).get("sql").isNull());
        assertEquals(0, answers.get(1).get("confidence").asDouble());

        assertEquals(0, answers.get(2).get("chosen").asInt());
        assertTrue(answers.get(2).get("sql").asText().contains("'pen'"),
                "what would run is the guard's normalized text: " + answers.get(2));
    }

    @Test
    void aDatabaseNotDescribedIsRefusedWithExitCode2() throws Exception {
        CliRun run = select("{\"id\": 1, \"db_id\": \"nowhere\", \"question\": \"?\", \"candidates\": [\"SELECT 1\"]}");
        assertEquals(2, run.exitCode(), run.both());
        assertTrue(run.err().contains("nowhere"), run.err());
    }
}
