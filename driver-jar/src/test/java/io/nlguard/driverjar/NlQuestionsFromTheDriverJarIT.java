package io.nlguard.driverjar;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;

/**
 * {@code NL:} questions with {@code target/nlguard-driver.jar} alone on the class path (run by failsafe after
 * {@code package}): an application in a JVM of its own connects through {@code DriverManager} to the real
 * PostgreSQL and asks the driver, whose pipeline (found through {@code ServiceLoader}, with its relocated
 * Lucene, Jackson and Ollama4j) talks HTTP to the scripted Ollama server this test runs. Then the same with
 * an application that brings its own, older Jackson: both versions work side by side.
 */
@RealPostgres
class NlQuestionsFromTheDriverJarIT {

    private ScriptedOllama ollama;

    @BeforeEach
    void startTheLlmServer() {
        ollama = ScriptedOllama.start(NlApplication.MODEL);
        // one reply for the question, one for nativeSQL of it
        ollama.enqueue(answer(fenced(NlApplication.ANSWER)), answer(fenced(NlApplication.ANSWER)));
    }

    @AfterEach
    void stopTheLlmServer() {
        ollama.close();
    }

    @Test
    void aQuestionIsAnsweredWithTheDriverJarAlone(TestDatabase db) throws Exception {
        String down = urlWhereNoneAnswers();
        ChildJvm.Run run = ChildJvm.run(List.of(jar(), ChildJvm.locationOf(NlApplication.class)), NlApplication.class,
                db.jdbcUrl(), db.user(), db.password(), ollama.baseUrl(), down);
        assertEquals("yes", run.get("done"), run.output());

        // the rows, and the 01NG4 warning that tells what ran
        assertEquals("Ada,Cy", run.get("nl.rows"), run.output());
        String warning = run.get("nl.warning");
        assertTrue(warning.startsWith("01NG4 ") && warning.contains("NL: ran " + NlApplication.ANSWER), run.output());
        assertTrue(warning.contains("tables customers"), run.output());
        assertTrue(run.get("nl.stages").matches("(values,)?retrieve,(schema-link,)?(join-plan,)?(boundary,)?prompt,generate,evaluate"),
                run.output());

        // Lucene (its codecs found through the relocated service files) picked the one table of four the
        // question is about, and only it went into the prompt
        String prompt = ollama.requests("/api/chat").get(0).body();
        assertTrue(prompt.contains("customers"), prompt);
        assertFalse(prompt.contains("suppliers") || prompt.contains("accounts"), prompt);

        // nativeSQL answers with the SQL, without running it
        assertEquals(NlApplication.ANSWER, run.get("native.sql"), run.output());
        assertTrue(run.get("native.warning").startsWith("01NG4"), run.output());
        assertEquals(2, ollama.requests("/api/chat").size(), "one model call per question");

        // an LLM server that is down: 58NL1 naming it, through Ollama4j's error path
        assertTrue(run.get("down.refused").startsWith("58NL1"), run.output());
        assertTrue(run.get("down.refused").contains(down), run.output());
        assertFalse(run.output().contains("NoClassDefFoundError") || run.output().contains("ServiceConfigurationError"),
                run.output());
    }

    @Test
    void anApplicationWithItsOwnOlderJacksonKeepsItAndTheDriverKeepsItsOwn(TestDatabase db) throws Exception {
        List<String> classPath = new ArrayList<>(applicationJackson());
        classPath.add(jar());
        classPath.add(ChildJvm.locationOf(OwnJacksonApplication.class));
        ChildJvm.Run run = ChildJvm.run(classPath, OwnJacksonApplication.class,
                db.jdbcUrl(), db.user(), db.password(), ollama.baseUrl());
        assertEquals("yes", run.get("done"), run.output());

        // the application's classes are its own version; the driver's are the bundled one, under their new names
        String bundled = com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION.toString();
        assertEquals(bundled, run.get("driver.jackson"), run.output());
        assertNotEquals(bundled, run.get("app.jackson"), run.output());
        assertTrue(run.get("app.jackson").startsWith("2."), run.output());
        assertEquals("0", run.get("app.modules"), run.output());

        // the question is answered (the driver read the LLM server's JSON), and the application writes JSON
        assertEquals("{\"customers\":[\"Ada\",\"Cy\"]}", run.get("app.json"), run.output());
        assertTrue(run.get("nl.warning").startsWith("01NG4"), run.output());
    }

    private static String jar() {
        return ChildJvm.driverJar().toAbsolutePath().toString();
    }

    /** The application's jackson-databind, -core and -annotations, copied by the build before the tests. */
    private static List<String> applicationJackson() throws IOException {
        Path folder = Path.of(System.getProperty("nlguard.application.jackson", "target/application-jackson"));
        try (Stream<Path> jars = Files.list(folder)) {
            List<String> found = jars.filter(p -> p.getFileName().toString().endsWith(".jar"))
                    .map(Path::toString).sorted().toList();
            assertEquals(3, found.size(), found.toString());
            return found;
        }
    }

    private static String fenced(String sql) {
        return "```sql\n" + sql + "\n```";
    }

    private static String urlWhereNoneAnswers() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return "http://127.0.0.1:" + socket.getLocalPort();
        }
    }
}
