package io.nlguard.nl.pipeline;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Optional;

import io.nlguard.guard.nl.NlFailure;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.nl.NlStages;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.guard.verdict.Decision;
import io.nlguard.nl.testing.ReadOnlySessionTarget;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pipeline over a real PostgreSQL with a scripted Ollama: the prompt the server receives holds the
 * values the question names (read from the database) and the most similar examples of the user's file.
 */
@RealPostgres
class NlPipelineValuesAndExamplesTest {

    private static final String ANSWER = "SELECT name FROM customers WHERE city = 'Oslo'";

    private static Catalog catalog;

    @TempDir
    Path dir;

    private ScriptedOllama ollama;
    private TestDatabase db;

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table customers(id int primary key, name text not null, city text not null)");
            s.execute("create table orders(id int primary key, customer_id int not null references customers(id), "
                    + "status text not null, total numeric(10,2) not null)");
            s.execute("insert into customers values (1, 'Ada', 'Oslo'), (2, 'Bo', 'Rome'), (3, 'Cy', 'Bergen')");
            s.execute("insert into orders values (10, 1, 'shipped', 25), (11, 2, 'pending', 40)");
            catalog = new CatalogLoader().load(c);
        }
    }

    @BeforeEach
    void start(TestDatabase db) {
        this.db = db;
        this.ollama = ScriptedOllama.start();
    }

    @AfterEach
    void stop() {
        ollama.close();
    }

    private NlRequest request(String question, NlStages stages) {
        return request(question, stages, 1);
    }

    private NlRequest request(String question, NlStages stages, int candidates) {
        NlSettings settings = new NlSettings("NL:", URI.create(ollama.baseUrl()), ScriptedOllama.DEFAULT_MODEL,
                "nomic-embed-text", candidates, Duration.ofSeconds(5), Duration.ofSeconds(5), 100, 0).withStages(stages);
        return new NlRequest(question, catalog, settings, new ReadOnlySessionTarget(db), Decision::allow, "t-values");
    }

    private static NlStages stages(boolean values, Optional<Path> examples) {
        return stages(values, examples, false);
    }

    private static NlStages stages(boolean values, Optional<Path> examples, boolean valueCheck) {
        return stages(values, examples, valueCheck, true);
    }

    private static NlStages stages(boolean values, Optional<Path> examples, boolean valueCheck, boolean execute) {
        NlStages d = NlStages.DEFAULT;
        return new NlStages(d.routing(), d.routingMinTables(), d.embeddings(), values, d.valuesPerColumn(), examples,
                d.knowledge(), d.schemaLinker(), d.joinPlanner(), d.reranker(), d.explain(), valueCheck, execute);
    }

    @Test
    void theValueCheckLowersACandidateWhoseLiteralTheColumnDoesNotHold() throws NlFailure {
        String lower = "SELECT name FROM customers WHERE city = 'oslo'";
        ollama.enqueue(answer("```sql\n" + lower + "\n```"), answer("```sql\n" + lower + "\n```"),
                answer("```sql\n" + ANSWER + "\n```"));
        Translation unchecked = new NlPipeline().translate(request("Which customers live in oslo?",
                stages(true, Optional.empty(), false, false), 3));
        assertEquals(lower, unchecked.sql(), "nothing run: two candidates outvote one");
        ollama.enqueue(answer("```sql\n" + lower + "\n```"), answer("```sql\n" + lower + "\n```"),
                answer("```sql\n" + ANSWER + "\n```"));
        Translation checked = new NlPipeline().translate(request("Which customers live in oslo?",
                stages(true, Optional.empty(), true, false), 3));
        assertEquals(ANSWER, checked.sql(), "'oslo' is no value of city: 20 points less");
        String reasons = checked.report().candidates().toString();
        assertTrue(reasons.contains("'oslo' for customers.city does not occur (the column holds 'Oslo')"), reasons);
        ollama.enqueue(answer("```sql\n" + lower + "\n```"), answer("```sql\n" + lower + "\n```"),
                answer("```sql\n" + ANSWER + "\n```"));
        Translation run = new NlPipeline().translate(request("Which customers live in oslo?",
                stages(true, Optional.empty(), false, true), 3));
        assertEquals(ANSWER, run.sql(), "run, the two votes for 'oslo' return no row and weigh less than one with rows");
    }

    @Test
    void thePromptHoldsTheValueHintAndTheMostSimilarExamples() throws IOException, NlFailure {
        Path pairs = dir.resolve("pairs.jsonl");
        Files.writeString(pairs, """
                {"db_id": "shop", "question": "Which customers live in Bergen?", "gold": "SELECT name FROM customers WHERE city = 'Bergen'", "predicted": "x"}
                {"db_id": "shop", "question": "What is the total of all orders?", "gold": "SELECT sum(total) FROM orders", "predicted": "x"}
                {"db_id": "shop", "question": "How many pending orders are there?", "gold": "SELECT count(*) FROM orders WHERE status = 'pending'", "predicted": "x"}
                {"db_id": "shop", "question": "Name every table", "gold": "SELECT 1", "predicted": "x"}
                """, StandardCharsets.UTF_8);
        ollama.enqueue(answer("```sql\n" + ANSWER + "\n```"));
        Translation translation = new NlPipeline().translate(request("Which customers live in oslo?",
                stages(true, Optional.of(pairs))));
        assertEquals(ANSWER, translation.sql());
        String prompt = ollama.lastModelRequest().promptText();
        assertTrue(prompt.contains("-- \"Oslo\" is a value of customers.city (the question says \"oslo\")"), prompt);
        assertTrue(prompt.contains("Question: Which customers live in Bergen?\nSQL:\n```sql\n"
                + "SELECT name FROM customers WHERE city = 'Bergen'\n```"), prompt);
        assertTrue(prompt.indexOf("Which customers live in Bergen?") < prompt.indexOf("Question: Which customers live in oslo?"),
                "the examples come before the question");
        assertFalse(prompt.contains("Name every table"), "an example that shares no word with the question is not shown");
        assertTrue(translation.report().stage("values").orElseThrow().summary().contains("1 value hints"),
                translation.report().stage("values").orElseThrow().summary());
    }

    @Test
    void withValuesOffAndNoFileThePromptHasNeither() throws NlFailure {
        ollama.enqueue(answer("```sql\n" + ANSWER + "\n```"));
        new NlPipeline().translate(request("Which customers live in Oslo?", stages(false, Optional.empty())));
        String prompt = ollama.lastModelRequest().promptText();
        assertFalse(prompt.contains("is a value of"), prompt);
        assertFalse(prompt.contains("Examples of questions"), prompt);
    }

    @Test
    void anUnreadableExampleFileLeavesTheQuestionAnsweredWithoutExamples() throws NlFailure {
        ollama.enqueue(answer("```sql\n" + ANSWER + "\n```"));
        Translation translation = new NlPipeline().translate(request("Which customers live in Oslo?",
                stages(true, Optional.of(dir.resolve("missing.jsonl")))));
        assertEquals(ANSWER, translation.sql());
        assertFalse(ollama.lastModelRequest().promptText().contains("Examples of questions"));
        assertTrue(ollama.lastModelRequest().promptText().contains("-- \"Oslo\" is a value of customers.city"));
    }
}
