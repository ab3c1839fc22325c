package io.nlguard.clients;

import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import sqlline.SqlLine;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A scripted sqlline session over {@code jdbc:nlguard:postgresql:} ({@code -u}, {@code -n}, {@code -p},
 * {@code --run}), run in-process with its output captured: a query that works, a statement whose
 * finding sqlline shows as a warning, and a statement the guard refuses (in annotate mode: runs,
 * with the refusal shown as a warning). Run in block mode and in annotate mode by the two subclasses.
 */
@RealPostgres
abstract class SqllineCases {

    private TestDatabase db;
    @TempDir
    Path dir;

    /** The nlguard.mode of the session's connection. */
    abstract String mode();

    @BeforeEach
    void schema(TestDatabase database) throws SQLException {
        db = database;
        ShopSchema.recreate(db);
    }

    @Test
    void aScriptedSessionShowsRowsWarningsAndRefusals() throws IOException, SQLException {
        Path script = dir.resolve("session.sql");
        Files.writeString(script, String.join("\n",
                "select city, status from orders where city = 'Rome' order by id;",
                "select id from orders limit 1;",
                "UPDATE orders SET status = 'x';",
                ""));
        GuardFindings findings = GuardFindings.start();

        String output = run("-u", db.nlguardUrl() + "?nlguard.mode=" + mode(), "-n", db.user(), "-p", db.password(),
                "--maxWidth=200", "--run=" + script);

        assertTrue(output.contains("| Rome") && output.contains("| paid"), output);
        assertTrue(output.contains("2 rows selected"), output);
        assertEquals(1, occurrences(output, "Warning: nlguard: [lint.limit-without-order-by]"),
                "the finding is shown once: " + output);
        assertTrue(output.contains("(state=01NG2,code=0)"), output);
        if (mode().equals("block")) {
            assertTrue(output.contains("Error: nlguard: [firewall.write-without-where]"), output);
            assertTrue(output.contains("(state=42NG2,code=0)"), output);
            assertEquals(0, ShopSchema.count(db, "status = 'x'"));
        } else {
            assertEquals(1, occurrences(output, "would be blocked (42NG2): [firewall.write-without-where]"), output);
            assertTrue(output.contains(ShopSchema.ORDERS + " rows affected"), output);
            assertEquals(ShopSchema.ORDERS, ShopSchema.count(db, "status = 'x'"));
        }
        assertEquals(Map.of("firewall.write-without-where", 1L, "lint.limit-without-order-by", 1L,
                GuardFindings.BLOCKED, 1L), findings.since(), "sqlline's own calls (metadata, autocommit) draw none");
    }

    /** sqlline in this JVM: {@code begin} is what {@code SqlLine.start} runs, without its System.exit. */
    private static String run(String... args) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SqlLine sqlline = new SqlLine();
        PrintStream stream = new PrintStream(out, true, StandardCharsets.UTF_8);
        sqlline.setOutputStream(stream);
        sqlline.setErrorStream(stream);
        sqlline.begin(args, null, false);
        return out.toString(StandardCharsets.UTF_8);
    }

    private static int occurrences(String text, String part) {
        Matcher m = Pattern.compile(Pattern.quote(part)).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
