package io.nlguard.cli;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;

/** The demo's NL: section on a real PostgreSQL: without an LLM server, and with the scripted one. */
@RealPostgres
class DemoQuestionsTest {

    private static final String SECTION = "NL: questions in natural language";

    private static CliRun demo(TestDatabase db, String schema, String... guard) {
        String[] args = {"demo", "--url", db.jdbcUrl(), "--user", db.user(), "--password", db.password(),
            "--schema", schema};
        String[] all = new String[args.length + 2 * guard.length];
        System.arraycopy(args, 0, all, 0, args.length);
        for (int i = 0; i < guard.length; i++) {
            all[args.length + 2 * i] = "--guard";
            all[args.length + 2 * i + 1] = guard[i];
        }
        return CliRun.of(all);
    }

    @Test
    void withoutAServerTheDemoSaysHowToGetOneAndSucceeds(TestDatabase db) {
        long started = System.nanoTime();
        CliRun run = demo(db, "shop_no_llm", "nl.ollama-url=" + ScriptedLlm.nobodyHome());

        assertEquals(0, run.exitCode(), run.both());
        String section = run.out().substring(run.out().indexOf(SECTION));
        assertTrue(section.contains("  Ollama     "), section);
        assertTrue(section.contains("ollama serve"), section);
        assertTrue(section.contains("ollama pull qwen2.5-coder:7b"), section);
        assertTrue(section.contains("Then run the demo again."), section);
        assertFalse(section.contains("[NL 1/"), "no question is asked: " + section);
        assertTrue(run.out().indexOf("Summary: ") < run.out().indexOf(SECTION), "after the statements");
        assertTrue(Duration.ofNanos(System.nanoTime() - started).toSeconds() < 60, "the demo does not wait long");
        for (String line : run.out().split("\\R")) {
            assertTrue(line.length() <= DecisionPrinter.WIDTH, () -> "line too wide: " + line);
        }
    }

    @Test
    void aServerWithoutTheModelIsNotAsked(TestDatabase db) {
        try (ScriptedOllama ollama = ScriptedLlm.start()) {
            CliRun run = demo(db, "shop_no_model", "nl.ollama-url=" + ollama.baseUrl());

            assertEquals(0, run.exitCode(), run.both());
            String section = run.out().substring(run.out().indexOf(SECTION));
            assertTrue(section.contains("qwen2.5-coder:7b") && section.contains("not pulled"), section);
            assertTrue(section.contains("ollama pull qwen2.5-coder:7b"), section);
            assertTrue(ollama.requests("/api/chat").isEmpty(), "no question reached the server");
        }
    }

    @Test
    void withTheScriptedServerTheQuestionsAreAnsweredFromTheSampleSchema(TestDatabase db) {
        try (ScriptedOllama ollama = ScriptedLlm.start()) {
            ollama.enqueue(
                    answer(ScriptedLlm.fenced("SELECT r.name, count(*) AS customers FROM regions r"
                            + " JOIN customers c ON c.region_id = r.region_id GROUP BY r.name ORDER BY r.name")),
                    answer(ScriptedLlm.fenced("SELECT name, list_price FROM products ORDER BY list_price DESC LIMIT 5")),
                    // the schema has the orders' status: the detectors see no gap, so the model is asked once more
                    answer("CANNOT ANSWER: the schema has no cancellation reasons"),
                    answer("CANNOT ANSWER: the schema has no cancellation reasons"));

            CliRun run = demo(db, "shop_llm", "nl.ollama-url=" + ollama.baseUrl(),
                    "nl.model=" + ScriptedOllama.DEFAULT_MODEL, "nl.candidates=1", "nl.repair-attempts=0");

            assertEquals(0, run.exitCode(), run.both());
            String section = run.out().substring(run.out().indexOf(SECTION));
            int questions = DemoQuestions.QUESTIONS.size();
            assertTrue(section.contains("[NL 1/" + questions + "] NL: " + DemoQuestions.QUESTIONS.get(0)), section);
            assertTrue(section.contains("  Tables     customers, regions") || section.contains("  Tables     regions, customers"),
                    section);
            assertTrue(section.contains("  Result     5 rows (first 3 shown)"), section);
            assertTrue(section.contains("list_price"), section);
            // a refusal is printed and the demo goes on
            assertTrue(section.contains("  Error      42NL2") && section.contains("the schema has no cancellation"), section);
            assertEquals(0, ollama.pendingReplies(), "one model call per question, two for the unbacked decline");
            for (String line : run.out().split("\\R")) {
                assertTrue(line.length() <= DecisionPrinter.WIDTH, () -> "line too wide: " + line);
            }
        }
    }
}
