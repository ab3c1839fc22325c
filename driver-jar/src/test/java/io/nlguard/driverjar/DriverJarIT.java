package io.nlguard.driverjar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

import org.junit.jupiter.api.Test;

import io.nlguard.driver.NlGuardDriver;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * {@code target/nlguard-driver.jar} after {@code package} (run by failsafe): what it holds, and an
 * application that logs with logback running with it alone against the real PostgreSQL, in a JVM of
 * its own so that {@code DriverManager} and SLF4J start from nothing, as they do in an application.
 */
@RealPostgres
class DriverJarIT {

    private static final long MAX_BYTES = 15L * 1024 * 1024;

    /**
     * Entry prefixes and suffixes the driver jar must not hold: logging backends, the command, training,
     * Calcite, natives, Flyway (the application's), and Jackson (only the corpus tools read JSON).
     */
    private static final List<String> FORBIDDEN_PREFIXES = List.of(
            "simplelogger.properties", "org/slf4j/simple/", "ch/qos/logback/", "picocli/", "io/zonky/",
            "postgres-", "com/microsoft/ml/lightgbm/", "io/github/metarank/", "org/apache/calcite/",
            "io/nlguard/cli/", "io/nlguard/model/train/", "io/nlguard/model/eval/", "io/nlguard/compare/",
            "org/flywaydb/", "com/fasterxml/jackson/");
    private static final List<String> FORBIDDEN_SUFFIXES = List.of(".so", ".dll", ".dylib", ".jnilib", ".txz");

    private static Path jar() {
        Path jar = Path.of(System.getProperty("nlguard.driver.jar", "target/nlguard-driver.jar"));
        assertTrue(Files.isRegularFile(jar), "missing " + jar.toAbsolutePath());
        return jar;
    }

    @Test
    void isAtMostFifteenMegabytesAndLeavesOutBackendsCommandTrainingCalciteAndNatives() throws IOException {
        assertTrue(Files.size(jar()) <= MAX_BYTES, "the driver jar is " + Files.size(jar()) + " bytes");
        try (JarFile jar = new JarFile(jar().toFile())) {
            List<String> forbidden = jar.stream().map(ZipEntry::getName)
                    .filter(n -> FORBIDDEN_PREFIXES.stream().anyMatch(n::startsWith)
                            || FORBIDDEN_SUFFIXES.stream().anyMatch(n::endsWith))
                    .toList();
            assertEquals(List.of(), forbidden);
            for (String needed : List.of("io/nlguard/driver/NlGuardDriver.class", "org/postgresql/Driver.class",
                    "org/slf4j/LoggerFactory.class", "net/sf/jsqlparser/parser/CCJSqlParser.class",
                    "io/nlguard/model/scoring/LightGbmNodeScorer.class",
                    "io/nlguard/model/scoring/default-model.txt")) {
                assertNotNull(jar.getEntry(needed), needed);
            }
        }
    }

    @Test
    void announcesBothDriversAndTheScorer() throws IOException {
        assertEquals(List.of("io.nlguard.driver.NlGuardDriver", "org.postgresql.Driver"),
                services("java.sql.Driver").stream().sorted().toList());
        assertEquals(List.of("io.nlguard.model.scoring.LightGbmNodeScorer"), services("io.nlguard.guard.score.NodeScorer"));
    }

    /** Every class and service of the driver module (its Flyway plugin too, when it has one) survives the shade. */
    @Test
    void holdsTheWholeDriverModule() throws IOException, URISyntaxException {
        Path driver = Path.of(NlGuardDriver.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Map<String, List<String>> expected = new LinkedHashMap<>();
        if (Files.isDirectory(driver)) {
            try (var files = Files.walk(driver)) {
                for (Path file : files.filter(Files::isRegularFile).toList()) {
                    String name = driver.relativize(file).toString().replace(File.separatorChar, '/');
                    expected.put(name, name.startsWith("META-INF/services/") ? lines(Files.readString(file)) : List.of());
                }
            }
        } else {
            try (JarFile module = new JarFile(driver.toFile())) {
                for (ZipEntry e : module.stream().filter(e -> !e.isDirectory()).toList()) {
                    expected.put(e.getName(), e.getName().startsWith("META-INF/services/")
                            ? lines(new String(module.getInputStream(e).readAllBytes(), StandardCharsets.UTF_8)) : List.of());
                }
            }
        }
        expected.remove("META-INF/MANIFEST.MF");
        assertTrue(expected.containsKey("io/nlguard/driver/NlGuardDriver.class"), expected.keySet().toString());
        try (JarFile jar = new JarFile(jar().toFile())) {
            for (Map.Entry<String, List<String>> e : expected.entrySet()) {
                if (!e.getKey().startsWith("META-INF/maven/")) {
                    assertNotNull(jar.getEntry(e.getKey()), e.getKey());
                }
                if (!e.getValue().isEmpty()) {
                    List<String> merged = services(e.getKey().substring("META-INF/services/".length()));
                    assertTrue(merged.containsAll(e.getValue()), e.getKey() + ": " + merged);
                }
            }
        }
    }

    @Test
    void anApplicationLoggingWithLogbackUsesTheJarAlone(TestDatabase db) throws Exception {
        Run run = runApplication(db);
        Map<String, String> probe = run.probe();
        assertEquals("yes", probe.get("done"), run.output());

        // SLF4J binds the application's backend, and only it
        assertEquals("ch.qos.logback.classic.LoggerContext", probe.get("slf4j.factory"), run.output());
        assertFalse(run.output().contains("multiple SLF4J providers"), run.output());
        assertTrue(run.output().contains("application started"), run.output());
        // nlguard's own log lines go to the application's backend
        assertTrue(run.output().lines().anyMatch(l -> l.contains("INFO io.nlguard.guard.verdict.GuardEngine")
                && l.contains("[lint.null-comparison]")), run.output());

        // jdbc:postgresql: works before any jdbc:nlguard: connection
        assertEquals("org.postgresql.jdbc.PgConnection", probe.get("plain.connection"), run.output());

        // the guarded statement runs, draws its finding, and the bundled scorer scored its nodes
        assertEquals("0", probe.get("guarded.rows"), run.output());
        assertTrue(probe.getOrDefault("guarded.warning", "").startsWith("01NG2"), run.output());
        assertTrue(probe.getOrDefault("guarded.warning", "").contains("lint.null-comparison"), run.output());
        assertEquals("nlguard default model", probe.get("guarded.scorer"), run.output());
        assertTrue(Integer.parseInt(probe.getOrDefault("guarded.scored-nodes", "0")) > 3, run.output());

        // deep validation without Calcite: refused at connect, naming what to add
        String deep = probe.getOrDefault("deep.refused", "");
        assertTrue(deep.startsWith("22023 ") && deep.contains("org.apache.calcite:calcite-core")
                && deep.contains("calcite-babel"), run.output());
    }

    record Run(String output, Map<String, String> probe) {
    }

    private static Run runApplication(TestDatabase db) throws Exception {
        String classPath = String.join(File.pathSeparator, jar().toAbsolutePath().toString(),
                locationOf(ch.qos.logback.classic.LoggerContext.class), locationOf(ch.qos.logback.core.Context.class),
                locationOf(LogbackApplication.class));
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classPath, LogbackApplication.class.getName(), db.jdbcUrl(), db.user(), db.password());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] out = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "timed out");
        String output = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), output);
        Map<String, String> probe = new LinkedHashMap<>();
        output.lines().filter(l -> l.startsWith("probe.")).forEach(l -> {
            int eq = l.indexOf('=');
            probe.put(l.substring("probe.".length(), eq), l.substring(eq + 1));
        });
        return new Run(output, probe);
    }

    private static String locationOf(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    private static List<String> services(String service) throws IOException {
        try (JarFile jar = new JarFile(jar().toFile())) {
            ZipEntry entry = jar.getEntry("META-INF/services/" + service);
            if (entry == null) {
                return List.of();
            }
            try (InputStream in = jar.getInputStream(entry)) {
                return lines(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
        }
    }

    private static List<String> lines(String text) {
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\\R")) {
            String l = line.replaceAll("#.*", "").strip();
            if (!l.isEmpty()) {
                lines.add(l);
            }
        }
        return lines;
    }
}
