package io.nlguard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.nlguard.guard.score.RiskThresholds;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.api.Test;

/** Runs {@code nlguard demo} in-process against embedded PostgreSQL and reads its output. */
class DemoCommandTest {

    private static final Pattern STEP = Pattern.compile("^\\[(\\d+)/(\\d+)] ", Pattern.MULTILINE);
    private static final Pattern SUMMARY = Pattern.compile(
            "^Summary: (\\d+) statements: (\\d+) ALLOW, (\\d+) ANNOTATE, (\\d+) REWRITTEN, (\\d+) BLOCKED,"
                    + " (\\d+) DATABASE ERROR$", Pattern.MULTILINE);

    static CliRun run(String... args) {
        return CliRun.of(args);
    }

    /** The output of each step, "[n/N] ..." up to the next one (or the summary). */
    static List<String> blocks(String out) {
        List<String> blocks = new ArrayList<>();
        Matcher m = STEP.matcher(out);
        List<Integer> starts = new ArrayList<>();
        while (m.find()) {
            starts.add(m.start());
        }
        int end = out.indexOf("\nSummary: ");
        for (int i = 0; i < starts.size(); i++) {
            blocks.add(out.substring(starts.get(i), i + 1 < starts.size() ? starts.get(i + 1) : end));
        }
        return blocks;
    }

    static Decision decisionOf(String block) {
        for (String line : block.split("\\R")) {
            if (line.startsWith("  Guard    ")) {
                String rest = line.substring("  Guard    ".length());
                for (Decision d : Decision.values()) {
                    if (rest.startsWith(d.label())) {
                        return d;
                    }
                }
                throw new AssertionError("unknown decision: " + line);
            }
        }
        throw new AssertionError("no decision in:\n" + block);
    }

    static String blockFor(List<String> blocks, String title) {
        return blocks.stream().filter(b -> b.contains("] " + title + "\n") || b.contains("] " + title + "\r\n"))
                .findFirst().orElseThrow(() -> new AssertionError("no step titled " + title));
    }

    static long firstNumberAfter(String block, String prefix) {
        Matcher m = Pattern.compile(Pattern.quote(prefix) + "(\\d+)").matcher(block);
        assertTrue(m.find(), () -> "no '" + prefix + "' in\n" + block);
        return Long.parseLong(m.group(1));
    }

    @Test
    void demoRunsEndToEndOnEmbeddedPostgres() {
        CliRun r = run("demo");
        assertEquals(0, r.exitCode(), () -> r.out() + "\n---\n" + r.err());
        String out = r.out();
        List<DemoStep> steps = DemoStatements.all();
        assertTrue(steps.size() >= 8 && steps.size() <= 12);

        // every statement is printed as sent, with a decision
        for (DemoStep step : steps) {
            for (String line : step.sql().split("\\R")) {
                assertTrue(out.contains(line), () -> "missing SQL line '" + line + "' in\n" + out);
            }
        }
        List<String> blocks = blocks(out);
        assertEquals(steps.size(), blocks.size(), out);
        Map<Decision, Integer> seen = new EnumMap<>(Decision.class);
        for (int i = 0; i < steps.size(); i++) {
            String block = blocks.get(i);
            assertTrue(block.startsWith("[" + (i + 1) + "/" + steps.size() + "] " + steps.get(i).title()), block);
            seen.merge(decisionOf(block), 1, Integer::sum);
        }

        // the summary line matches the decisions printed
        Matcher s = SUMMARY.matcher(out);
        assertTrue(s.find(), out);
        assertEquals(steps.size(), Integer.parseInt(s.group(1)));
        Decision[] order = Decision.values();
        for (int i = 0; i < order.length; i++) {
            assertEquals(seen.getOrDefault(order[i], 0), Integer.parseInt(s.group(i + 2)), order[i].label());
        }

        // people's correct query is not warned about: without a question the node model reads it as people's
        String revenue = blockFor(blocks, "Revenue per region (correct join with aggregate)");
        assertTrue(!revenue.contains("risk.node") && !revenue.contains("01NG1"), revenue);
        assertEquals(Decision.ALLOW, decisionOf(revenue), revenue);

        // people's misspelled column: the lint rule reports it, once, with the fix; PostgreSQL refuses it
        String peoples = blockFor(blocks, "Misspelled column");
        assertTrue(peoples.contains("lint.unknown-column") && peoples.contains("customers.name"), peoples);
        assertTrue(!peoples.contains("risk.node"), peoples);
        assertEquals(Decision.DATABASE_ERROR, decisionOf(peoples), peoples);

        // the same column in an LLM's answer to a question: the node model names it with its probability and
        // the fix the lint rule knows. At or over the block threshold the guard refuses it (42NG1); under it,
        // at or over the warning threshold, it is a warning and PostgreSQL refuses the statement itself
        // (42703). Never does it run.
        String misspelled = blockFor(blocks, "The same misspelled column, written by an LLM");
        assertTrue(misspelled.contains("Question "), misspelled);
        Matcher p = Pattern.compile("\\[risk\\.node] Column\\(nmae\\).*?p=([01]\\.\\d\\d)", Pattern.DOTALL)
                .matcher(misspelled);
        assertTrue(p.find(), misspelled);
        double probability = Double.parseDouble(p.group(1));
        assertTrue(probability >= RiskThresholds.DEFAULT.warn(), misspelled);
        Decision decision = decisionOf(misspelled);
        if (probability >= RiskThresholds.DEFAULT.block()) {
            assertEquals(Decision.BLOCKED, decision, misspelled);
            assertTrue(misspelled.contains("SQLSTATE 42NG1"), misspelled);
        } else {
            assertEquals(Decision.DATABASE_ERROR, decision, misspelled);
            assertTrue(misspelled.contains("SQLSTATE 42703") && misspelled.contains("01NG1"), misspelled);
        }
        assertTrue(misspelled.contains("customers.name"), misspelled);

        // the DELETE without WHERE removed every line, and the rollback put them all back
        Matcher lines = Pattern.compile("(\\d+) order_lines").matcher(out);
        assertTrue(lines.find(), out);
        long tableRows = Long.parseLong(lines.group(1));
        String delete = blockFor(blocks, "DELETE without WHERE");
        if (decisionOf(delete) != Decision.BLOCKED) {
            assertEquals(tableRows, firstNumberAfter(delete, "update count "), delete);
            assertTrue(delete.contains("rolled back"), delete);
        } else {
            // a refused statement never reached the database: there was nothing to roll back
            assertFalse(delete.contains("rolled back"), delete);
        }
        String after = blockFor(blocks, "Row count after the DELETE (refused, or run and rolled back)");
        assertTrue(after.contains(" " + tableRows + "\n") || after.contains(" " + tableRows + "\r\n"), after);

        assertTrue(out.contains("Embedded PostgreSQL stopped."), out);
        for (String line : out.split("\\R")) {
            assertTrue(line.length() <= DecisionPrinter.WIDTH, () -> "line too wide: " + line);
        }
    }

    @Test
    void existingDatabaseIsLeftAsFoundAndRunsRepeat() throws Exception {
        try (EmbeddedPostgres pg = EmbeddedPostgres.builder().start()) {
            String url = pg.getJdbcUrl("postgres", "postgres");
            String[] args = {"demo", "--jdbc-url", url, "--schema", "shop_test"};
            CliRun first = run(args);
            assertEquals(0, first.exitCode(), () -> first.out() + "\n---\n" + first.err());
            CliRun second = run(args);
            assertEquals(0, second.exitCode(), second::err);
            assertEquals(first.out(), second.out(), "the demo prints the same thing every run");
            assertTrue(first.out().contains("Database PostgreSQL 15."), first.out());

            try (Connection c = pg.getPostgresDatabase().getConnection(); Statement st = c.createStatement()) {
                assertEquals(2400, count(st, "SELECT count(*) FROM shop_test.order_lines"));
                assertEquals(80, count(st, "SELECT count(*) FROM shop_test.products"
                        + " WHERE list_price = round(5 + (product_id * 37) % 495"
                        + " + ((product_id * 13) % 100) / 100.0, 2)"));
                assertEquals(1, count(st, "SELECT count(*) FROM information_schema.tables"
                        + " WHERE table_schema = 'shop_test' AND table_name = 'invoices'"));
                assertEquals(0, count(st, "SELECT count(*) FROM shop_test.orders"
                        + " WHERE order_id = 17 AND status = 'shipped'"));

                // a bad setting is refused before the schema is touched
                CliRun bogus = run("demo", "--jdbc-url", url, "--schema", "shop_bogus", "--guard", "nlguard.mode=bogus");
                assertEquals(2, bogus.exitCode(), bogus.both());
                assertTrue(bogus.err().contains("22023") && bogus.err().contains("bogus"), bogus.err());
                assertEquals(0, count(st, "SELECT count(*) FROM information_schema.schemata"
                        + " WHERE schema_name = 'shop_bogus'"));

                // a schema the demo did not create is never dropped
                st.execute("CREATE SCHEMA precious");
                st.execute("CREATE TABLE precious.t (id int)");
                CliRun refused = run("demo", "--jdbc-url", url, "--schema", "precious");
                assertEquals(1, refused.exitCode(), refused.out());
                assertTrue(refused.err().contains("not created by the nlguard demo"), refused.err());
                assertEquals(0, count(st, "SELECT count(*) FROM precious.t"));
            }
        }
    }

    @Test
    void versionAndHelp() {
        CliRun v = run("--version");
        assertEquals(0, v.exitCode());
        assertTrue(v.out().startsWith("nlguard "), v.out());
        CliRun h = run("--help");
        assertEquals(0, h.exitCode());
        assertTrue(h.out().contains("demo"), h.out());
        assertTrue(h.out().contains("jdbc:nlguard:postgresql:"), h.out());
        CliRun none = run();
        assertEquals(2, none.exitCode());
        assertTrue(none.err().contains("Missing required subcommand"), none.err());
    }

    private static long count(Statement st, String sql) throws Exception {
        try (ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
