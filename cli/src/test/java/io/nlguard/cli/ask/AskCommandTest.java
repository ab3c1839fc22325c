package io.nlguard.cli.ask;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import io.nlguard.cli.CliRun;
import io.nlguard.cli.CustomersAndScriptedLlm;
import io.nlguard.cli.ScriptedLlm;
import io.nlguard.testsupport.ollama.ScriptedOllama;

/** {@code nlguard ask} on a real PostgreSQL, with the scripted Ollama server in place of the LLM. */
class AskCommandTest extends CustomersAndScriptedLlm {

    private static final String OSLO_SQL = "SELECT name, city FROM customers WHERE city = 'Oslo' ORDER BY name";
    private static final String OSLO = "which customers live in Oslo?";

    private CliRun askAt(String url, String ollamaUrl, String... rest) {
        List<String> args = new ArrayList<>(List.of("ask", "--url", url, "--user", db.user(), "--password",
                db.password(), "--ollama-url", ollamaUrl, "--nl-setting", "candidates=1",
                "--nl-setting", "nlguard.nl.timeout=5s", "--nl-setting", "repair-attempts=0"));
        args.addAll(List.of(rest));
        return CliRun.of(args.toArray(String[]::new));
    }

    private CliRun ask(String... rest) {
        List<String> args = new ArrayList<>(List.of("--model", ScriptedOllama.DEFAULT_MODEL));
        args.addAll(List.of(rest));
        return askAt(db.jdbcUrl(), ollama.baseUrl(), args.toArray(String[]::new));
    }

    @Test
    void aQuestionPrintsItsSqlConfidenceTablesWarningsAndRows() {
        ollama.enqueue(answer(ScriptedLlm.fenced(OSLO_SQL)));

        CliRun run = ask(OSLO);

        assertEquals(0, run.exitCode(), run.both());
        String out = run.out();
        assertTrue(out.contains("  SQL        " + OSLO_SQL + "\n"), out);
        assertTrue(Pattern.compile("\n  Confidence (0\\.9\\d|1\\.00) \\(1 of 1 candidate agreed\\)\n").matcher(out).find(), out);
        assertTrue(out.contains("  Tables     customers\n"), out);
        assertTrue(out.contains("  Warnings   01NG4  nlguard: NL: ran SELECT name, city FROM customers"), out);
        assertTrue(out.contains("  Result     2 rows\n"
                + "             name | city\n"
                + "             -----+-----\n"
                + "             Ada  | Oslo\n"
                + "             Cy   | Oslo\n"), out);
        assertTrue(out.indexOf("  SQL ") < out.indexOf("  Warnings ") && out.indexOf("  Warnings ") < out.indexOf("  Result "),
                "the SQL, then the warnings, then the rows: " + out);
        assertEquals("", run.err());
        assertTrue(ollama.lastModelRequest().body().contains(OSLO), "the question reached the model");
    }

    @Test
    void maxRowsCapsThePrintedRowsAndAGuardedUrlIsTakenAsIs() {
        ollama.enqueue(answer(ScriptedLlm.fenced(OSLO_SQL)));

        CliRun run = askAt(db.nlguardUrl(), ollama.baseUrl(), "--model", ScriptedOllama.DEFAULT_MODEL,
                "--max-rows", "1", "NL:", OSLO);

        assertEquals(0, run.exitCode(), run.both());
        assertTrue(run.out().contains("  Result     2 rows (first 1 shown)\n"), run.out());
        assertTrue(run.out().contains("Ada  | Oslo"), run.out());
        assertFalse(run.out().contains("Cy"), run.out());
    }

    @Test
    void sqlOnlyPrintsWhatNativeSqlReturnsAndRunsNothing() {
        ollama.enqueue(answer("Here you are:\n" + ScriptedLlm.fenced(OSLO_SQL)));

        CliRun run = ask("--sql-only", OSLO);

        assertEquals(0, run.exitCode(), run.both());
        assertEquals(OSLO_SQL + "\n", run.out());
        assertEquals(1, ollama.requests("/api/chat").size());
    }

    @Test
    void noServerExitsWithTheSqlStateAndHowToGetOllama() {
        CliRun run = askAt(db.jdbcUrl(), ScriptedLlm.nobodyHome(), OSLO);

        assertEquals(1, run.exitCode(), run.both());
        String err = run.err();
        assertTrue(err.contains("  Error      58NL1  nlguard: the LLM server at http://127.0.0.1:"), err);
        assertTrue(err.contains("ollama serve"), err);
        assertTrue(err.contains("ollama pull qwen2.5-coder:7b"), "the default model: " + err);
        assertFalse(run.out().contains("Result"), run.out());
    }

    @Test
    void aClarificationAndARefusalPrintTheModelsWords() {
        // the boundary detectors see no gap in the question: the model is asked once more, then honoured
        ollama.enqueue(answer("CLARIFY: which Oslo do you mean, the city or the street?"),
                answer("CLARIFY: which Oslo do you mean, the city or the street?"));
        CliRun clarify = ask(OSLO);
        assertEquals(1, clarify.exitCode(), clarify.both());
        assertTrue(clarify.err().contains("42NL1") && clarify.err().contains("which Oslo do you mean"), clarify.err());
        assertTrue(clarify.err().contains("[1]"), "the hint says how to re-ask: " + clarify.err());

        ollama.enqueue(answer("CANNOT ANSWER: there is no table of flights"));
        CliRun refuse = ask("how many flights left Oslo?");
        assertEquals(1, refuse.exitCode(), refuse.both());
        assertTrue(refuse.err().contains("42NL2") && refuse.err().contains("flights"), refuse.err());
    }

    @Test
    void aBadSettingIsSaidBeforeConnecting() {
        CliRun run = ask("--nl-setting", "candidates=lots", OSLO);

        assertEquals(2, run.exitCode(), run.both());
        assertTrue(run.err().contains("22023") && run.err().contains("candidates"), run.err());
        assertTrue(ollama.requests().isEmpty());
    }
}
