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
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;

import org.junit.jupiter.api.Test;

import io.nlguard.driver.NlGuardDriver;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/**
 * {@code target/nlguard-driver.jar} after {@code package} (run by failsafe): what it holds, and an
 * application that logs with logback running with it alone against the real PostgreSQL, in a JVM of
 * its own so that {@code DriverManager} and SLF4J start from nothing, as they do in an application.
 * {@link NlQuestionsFromTheDriverJarIT} asks it questions.
 */
@RealPostgres
class DriverJarIT {

    private static final long MAX_BYTES = 20L * 1024 * 1024;

    /**
     * Entry prefixes the driver jar must not hold (in its root or in a release directory of
     * {@code META-INF/versions/}): logging backends, the command, training, Calcite, natives, Flyway (the
     * application's), the libraries it relocates under {@code io/nlguard/shaded/} at their own names, and
     * the parts of Ollama4j's dependencies the pipeline never reaches (MCP tools, Reactor, YAML).
     */
    private static final List<String> FORBIDDEN_PREFIXES = List.of(
            "simplelogger.properties", "org/slf4j/simple/", "ch/qos/logback/", "picocli/", "io/zonky/",
            "postgres-", "com/microsoft/ml/lightgbm/", "io/github/metarank/", "org/apache/calcite/",
            "io/nlguard/cli/", "io/nlguard/model/train/", "io/nlguard/model/eval/", "io/nlguard/compare/",
            "org/flywaydb/", "com/zaxxer/hikari/", "com/fasterxml/jackson/", "org/apache/lucene/", "io/github/ollama4j/", "io/prometheus/",
            "com/google/common/", "io/modelcontextprotocol/", "reactor/", "org/yaml/",
            "META-INF/services/com.fasterxml.jackson.", "META-INF/services/org.apache.lucene.");
    private static final List<String> FORBIDDEN_SUFFIXES = List.of(".so", ".dll", ".dylib", ".jnilib", ".txz");
    private static final Pattern RELEASE_DIRECTORY = Pattern.compile("^META-INF/versions/\\d+/");

    private static Path jar() {
        return ChildJvm.driverJar();
    }

    @Test
    void isAtMostTwentyMegabytesAndLeavesOutBackendsCommandTrainingCalciteNativesAndUnrelocatedLibraries()
            throws IOException {
        assertTrue(Files.size(jar()) <= MAX_BYTES, "the driver jar is " + Files.size(jar()) + " bytes");
        try (JarFile jar = new JarFile(jar().toFile())) {
            List<String> forbidden = jar.stream().map(ZipEntry::getName)
                    .filter(n -> FORBIDDEN_PREFIXES.stream().anyMatch(RELEASE_DIRECTORY.matcher(n).replaceFirst("")::startsWith)
                            || FORBIDDEN_SUFFIXES.stream().anyMatch(n::endsWith))
                    .toList();
            assertEquals(List.of(), forbidden);
            for (String needed : List.of("io/nlguard/driver/NlGuardDriver.class", "org/postgresql/Driver.class",
                    "org/slf4j/LoggerFactory.class", "net/sf/jsqlparser/parser/CCJSqlParser.class",
                    "io/nlguard/model/scoring/LightGbmNodeScorer.class",
                    "io/nlguard/model/scoring/default-model.txt",
                    "io/nlguard/nl/pipeline/NlPipeline.class",
                    "io/nlguard/shaded/jackson/databind/ObjectMapper.class",
                    "io/nlguard/shaded/hikari/HikariDataSource.class",
                    "io/nlguard/shaded/lucene/index/IndexWriter.class",
                    "io/nlguard/shaded/ollama4j/Ollama.class",
                    "io/nlguard/shaded/guava/base/Throwables.class",
                    // Lucene's memory-segment input for Java 21, moved with its package
                    "META-INF/versions/21/io/nlguard/shaded/lucene/store/MemorySegmentIndexInput.class")) {
                assertNotNull(jar.getEntry(needed), needed);
            }
        }
    }

    /**
     * The classes for newer Java releases (Lucene's, Jackson's, pgjdbc's) are active and sit in packages the
     * root also has: a release directory left at a library's old package would never be loaded.
     */
    @Test
    void keepsMultiReleaseClassesBesideTheirRelocatedPackages() throws IOException {
        try (JarFile jar = new JarFile(jar().toFile())) {
            assertEquals("true", jar.getManifest().getMainAttributes().getValue("Multi-Release"));
            List<String> names = jar.stream().map(ZipEntry::getName).toList();
            Set<String> rootPackages = new HashSet<>();
            names.stream().filter(n -> n.endsWith(".class") && !n.startsWith("META-INF/"))
                    .forEach(n -> rootPackages.add(n.substring(0, n.lastIndexOf('/') + 1)));
            List<String> versioned = names.stream()
                    .filter(n -> n.endsWith(".class") && RELEASE_DIRECTORY.matcher(n).find()).toList();
            assertTrue(versioned.size() > 30, versioned.toString());
            List<String> stray = versioned.stream().map(n -> RELEASE_DIRECTORY.matcher(n).replaceFirst(""))
                    .filter(n -> !rootPackages.contains(n.substring(0, n.lastIndexOf('/') + 1))).toList();
            assertEquals(List.of(), stray);
        }
    }

    /** Every bundled library's notice and licence is kept: the appended NOTICE files hold Jackson's and Lucene's. */
    @Test
    void keepsTheNoticesOfTheBundledLibraries() throws IOException {
        assertTrue(text("META-INF/NOTICE").contains("Jackson JSON processor"));
        assertTrue(text("META-INF/NOTICE.txt").contains("Apache Lucene"));
        assertTrue(text("META-INF/LICENSE.txt").contains("Apache License"));
    }

    @Test
    void announcesBothDriversTheScorerTheTranslatorAndTheRelocatedServices() throws IOException {
        assertEquals(List.of("io.nlguard.driver.NlGuardDriver", "org.postgresql.Driver"),
                services("java.sql.Driver").stream().sorted().toList());
        assertEquals(List.of("io.nlguard.model.scoring.LightGbmNodeScorer"), services("io.nlguard.guard.score.NodeScorer"));
        assertEquals(List.of("io.nlguard.nl.pipeline.NlPipeline"), services("io.nlguard.guard.nl.NlTranslator"));
        // Lucene finds its codecs and analysis factories by the relocated names, from both of its jars
        assertTrue(services("io.nlguard.shaded.lucene.codecs.Codec")
                .contains("io.nlguard.shaded.lucene.codecs.lucene912.Lucene912Codec"));
        List<String> tokenizers = services("io.nlguard.shaded.lucene.analysis.TokenizerFactory");
        assertTrue(tokenizers.contains("io.nlguard.shaded.lucene.analysis.standard.StandardTokenizerFactory"), tokenizers.toString());
        assertTrue(tokenizers.contains("io.nlguard.shaded.lucene.analysis.core.WhitespaceTokenizerFactory"), tokenizers.toString());
        assertEquals(List.of("io.nlguard.shaded.jackson.datatype.jsr310.JavaTimeModule"),
                services("io.nlguard.shaded.jackson.databind.Module"));
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
        ChildJvm.Run run = runApplication(db);
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

    private static ChildJvm.Run runApplication(TestDatabase db) throws Exception {
        return ChildJvm.run(List.of(jar().toAbsolutePath().toString(),
                        ChildJvm.locationOf(ch.qos.logback.classic.LoggerContext.class),
                        ChildJvm.locationOf(ch.qos.logback.core.Context.class),
                        ChildJvm.locationOf(LogbackApplication.class)),
                LogbackApplication.class, db.jdbcUrl(), db.user(), db.password());
    }

    private static String text(String entry) throws IOException {
        try (JarFile jar = new JarFile(jar().toFile())) {
            ZipEntry e = jar.getEntry(entry);
            assertNotNull(e, entry);
            try (InputStream in = jar.getInputStream(e)) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        }
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
