package io.nlguard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/** Checks the shaded {@code target/nlguard.jar} after {@code package} (run by failsafe). */
class ShadedJarIT {

    private static Path jar() {
        Path jar = Path.of(System.getProperty("nlguard.jar", "target/nlguard.jar"));
        assertTrue(Files.isRegularFile(jar), "missing " + jar.toAbsolutePath());
        return jar;
    }

    @Test
    void announcesTheNlGuardDriverAndPgjdbcAndIsUnsigned() throws IOException {
        try (JarFile jar = new JarFile(jar().toFile())) {
            ZipEntry services = jar.getEntry("META-INF/services/java.sql.Driver");
            assertNotNull(services, "no java.sql.Driver service file");
            List<String> drivers = new ArrayList<>();
            try (InputStream in = jar.getInputStream(services)) {
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                    String l = line.replaceAll("#.*", "").strip();
                    if (!l.isEmpty()) {
                        drivers.add(l);
                    }
                }
            }
            // pgjdbc too, so that jdbc:postgresql: works with the jar alone on the class path
            assertEquals(List.of("io.nlguard.driver.NlGuardDriver", "org.postgresql.Driver"), drivers.stream().sorted().toList());

            List<String> signatures = jar.stream().map(ZipEntry::getName)
                    .filter(n -> n.startsWith("META-INF/") && n.matches("(?i).*\\.(SF|RSA|DSA|EC)"))
                    .toList();
            assertEquals(List.of(), signatures);

            // the driver, the target driver it loads by class name, the command and the binaries
            assertNotNull(jar.getEntry("io/nlguard/driver/NlGuardDriver.class"));
            assertNotNull(jar.getEntry("org/postgresql/Driver.class"));
            assertNotNull(jar.getEntry("io/nlguard/cli/NlGuardCli.class"));
            assertNotNull(jar.getEntry("postgres-linux-x86_64.txz"));
            assertEquals("io.nlguard.cli.NlGuardCli", jar.getManifest().getMainAttributes().getValue("Main-Class"));
        }
    }

    @Test
    void versionRunsFromTheJar() throws Exception {
        Result r = java("--version");
        assertEquals(0, r.exitCode(), r.output());
        assertTrue(r.output().startsWith("nlguard "), r.output());
    }

    @Test
    void demoRunsFromTheJar() throws Exception {
        Result r = java("demo");
        assertEquals(0, r.exitCode(), r.output());
        // the bundled node model names the misspelled column: the jar finds its scorer
        assertTrue(r.output().contains("[risk.node] Column(nmae)"), r.output());
        assertTrue(r.output().contains("\nSummary: "), r.output());
    }

    /** The comparison library from the jar, Calcite's plan comparison included (its classes survive the shade). */
    @Nested
    @RealPostgres
    class Compare {

        @Test
        void compareRunsFromTheJar(TestDatabase db) throws Exception {
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                s.execute("create table customer(id int primary key, name text not null, city text)");
                s.execute("insert into customer values (1, 'Ann', 'Oslo'), (2, 'Bo', 'Rome')");
            }
            Result r = java("compare", "--url", db.jdbcUrl(), "--user", db.user(), "--password", db.password(),
                    "--json", "--actual", "select c.name from customer c where c.city in ('Oslo')",
                    "--expected", "select name from customer where city = 'Oslo'");
            assertEquals(0, r.exitCode(), r.output());
            JsonNode structure = new ObjectMapper().readTree(r.output()).at("/evidence/structure");
            assertEquals("plan", structure.get("match_gate").asText(), structure.toString());
            assertEquals("equal", structure.at("/plan_comparison/status").asText(), structure.toString());
        }
    }

    /** jdbc:postgresql: from the jar alone, in a fresh JVM, with no jdbc:nlguard: connection before it. */
    @Nested
    @RealPostgres
    class PlainPostgres {

        private static final String APPLICATION = """
                import java.sql.*;
                import java.util.Properties;
                public class PlainApplication {
                    public static void main(String[] args) throws SQLException {
                        Properties login = new Properties();
                        login.setProperty("user", args[1]);
                        login.setProperty("password", args[2]);
                        try (Connection c = DriverManager.getConnection(args[0], login);
                             ResultSet r = c.createStatement().executeQuery("SELECT 40 + 2")) {
                            r.next();
                            System.out.println(c.getClass().getName() + " " + r.getInt(1));
                        }
                    }
                }
                """;

        @Test
        void plainPostgresUrlsWorkWithTheJarAlone(TestDatabase db, @TempDir Path dir) throws Exception {
            Path source = Files.writeString(dir.resolve("PlainApplication.java"), APPLICATION);
            List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", jar().toAbsolutePath().toString(), source.toString(), db.jdbcUrl(), db.user(), db.password());
            Result r = run(cmd);
            assertEquals(0, r.exitCode(), r.output());
            assertTrue(r.output().contains("org.postgresql.jdbc.PgConnection 42"), r.output());
        }
    }

    record Result(int exitCode, String output) {
    }

    private static Result java(String... args) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-jar");
        cmd.add(jar().toAbsolutePath().toString());
        cmd.addAll(List.of(args));
        return run(cmd);
    }

    private static Result run(List<String> cmd) throws Exception {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "timed out: " + cmd);
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }
}
