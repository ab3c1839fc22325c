package io.nlguard.cli.shell;

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

/**
 * {@code nlguard shell} fed through a pipe, as a script would feed it, on a real PostgreSQL with the scripted
 * Ollama server in place of the LLM.
 */
class ShellCommandTest extends CustomersAndScriptedLlm {

    private static final String OSLO_SQL = "SELECT name FROM customers WHERE city = 'Oslo' ORDER BY name";

    private CliRun shell(String input, String... options) {
        List<String> args = new ArrayList<>(List.of("shell", "--url", db.jdbcUrl(), "--user", db.user(),
                "--password", db.password(), "--ollama-url", ollama.baseUrl(), "--model",
                ScriptedOllama.DEFAULT_MODEL, "--nl-setting", "candidates=1", "--nl-setting", "timeout=5s"));
        args.addAll(List.of(options));
        return CliRun.withInput(input, args.toArray(String[]::new));
    }

    @Test
    void pipedSqlOverLinesAQuestionAnErrorAndQuit() {
        ollama.enqueue(answer(ScriptedLlm.fenced(OSLO_SQL)), answer(ScriptedLlm.fenced(OSLO_SQL)));
        String input = """
                select name,
                       city
                  from customers
                 where city = 'Rome';
                NL: which customers live in Oslo?
                select nmae from customers;
                \\sql NL: which customers live in Oslo?
                update customers set city = 'Oslo' where id = 2;
                \\q
                select 'never run';
                """;

        CliRun run = shell(input);

        assertEquals(0, run.exitCode(), run.both());
        String out = run.out();
        // the statement over four lines ran as one
        assertTrue(out.contains("  Result     1 row\n"
                + "             name | city\n"
                + "             -----+-----\n"
                + "             Bo   | Rome\n"), out);
        // the question: its rows, its 01NG4 warning, then the SQL that ran and its confidence
        String question = between(out, "Ada", "  Confidence ");
        assertTrue(question.contains("             Ada\n             Cy\n"), question);
        assertTrue(question.contains("  Warnings   01NG4  nlguard: NL: ran " + OSLO_SQL.substring(0, 40)), question);
        assertTrue(question.contains("  SQL        " + OSLO_SQL + "\n"), question);
        assertTrue(Pattern.compile("  Confidence [01]\\.\\d\\d \\(1 of 1 candidate agreed\\)\n").matcher(out).find(), out);
        // the misspelled column: the guard's warning, PostgreSQL's error, and the shell went on
        assertTrue(out.contains("lint.unknown-column"), out);
        assertTrue(out.contains("  Error      42703  ERROR: column \"nmae\" does not exist"), out);
        // \sql: the SQL the question would run, not run
        String sqlOnly = out.substring(out.indexOf("Error      42703"));
        assertTrue(sqlOnly.contains("  SQL        " + OSLO_SQL + "\n"), sqlOnly);
        assertTrue(sqlOnly.contains("01NG4  nlguard: NL: would run "), sqlOnly);
        assertEquals(0, ollama.pendingReplies(), "one model call for the question, one for \\sql");
        // the update after it, and nothing after \q
        assertTrue(out.contains("  Result     update count 1\n"), out);
        assertFalse(out.contains("never run"), out);
        assertFalse(out.contains("nlguard>"), "no prompt on a pipe: " + out);
        assertEquals("", run.err());
    }

    @Test
    void warningsOffTablesAndALastStatementWithoutSemicolon() {
        String input = """
                \\warnings off
                select nmae from customers;
                \\d
                \\nonsense
                select count(*) as n from customers
                """;

        CliRun run = shell(input);

        assertEquals(0, run.exitCode(), run.both());
        String out = run.out();
        assertTrue(out.contains("warnings are off\n"), out);
        assertTrue(out.contains("  Error      42703"), out);
        assertFalse(out.contains("Warnings"), "no warnings once they are off: " + out);
        assertTrue(Pattern.compile("\\n +public +\\| customers \\| TABLE\\n").matcher(out).find(), out);
        assertTrue(out.contains("unknown command \\nonsense"), out);
        assertTrue(out.contains("             n\n             -\n             3\n"), out);
        assertTrue(ollama.requests().isEmpty(), "no question, no model call");
    }

    @Test
    void aServerThatIsNotThereIsAnErrorAndTheShellGoesOn() {
        List<String> args = new ArrayList<>(List.of("shell", "--url", db.nlguardUrl(), "--user", db.user(),
                "--password", db.password(), "--ollama-url", ScriptedLlm.nobodyHome()));

        CliRun run = CliRun.withInput("NL: which customers live in Oslo?\nselect 1 as one;\n",
                args.toArray(String[]::new));

        assertEquals(0, run.exitCode(), run.both());
        assertTrue(run.out().contains("  Error      58NL1"), run.out());
        assertTrue(run.out().contains("ollama pull qwen2.5-coder:7b"), run.out());
        assertTrue(run.out().contains("             one\n             ---\n               1\n"), run.out());
    }

    private static String between(String text, String from, String to) {
        int start = text.indexOf(from);
        int end = text.indexOf(to, start);
        assertTrue(start >= 0 && end > start, () -> "no '" + from + "' ... '" + to + "' in\n" + text);
        return text.substring(Math.max(0, text.lastIndexOf("  Result ", start)), end);
    }
}
