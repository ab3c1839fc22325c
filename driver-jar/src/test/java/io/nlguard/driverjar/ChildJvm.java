package io.nlguard.driverjar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * An application run in a JVM of its own, so that {@code DriverManager}, {@code ServiceLoader} and SLF4J
 * start from nothing, on a class path of exactly the entries given. The application prints what it saw
 * as {@code probe.<name>=<value>} lines (see {@link Probes}).
 */
final class ChildJvm {

    private ChildJvm() {
    }

    /** What the application printed, and its probes by name. */
    record Run(String output, Map<String, String> probe) {

        String get(String name) {
            return probe.getOrDefault(name, "");
        }
    }

    /** {@code target/nlguard-driver.jar}, as failsafe names it. */
    static Path driverJar() {
        Path jar = Path.of(System.getProperty("nlguard.driver.jar", "target/nlguard-driver.jar"));
        assertTrue(Files.isRegularFile(jar), "missing " + jar.toAbsolutePath());
        return jar;
    }

    /** The class-path entry (jar or folder) a class was loaded from. */
    static String locationOf(Class<?> type) throws URISyntaxException {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }

    /** Runs {@code main} of this class on this class path; it must exit with 0 within two minutes. */
    static Run run(List<String> classPath, Class<?> main, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", String.join(File.pathSeparator, classPath), main.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] out = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "timed out");
        String output = new String(out, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), output);
        Map<String, String> probe = new LinkedHashMap<>();
        output.lines().filter(l -> l.startsWith(Probes.PREFIX)).forEach(l -> {
            int eq = l.indexOf('=');
            probe.put(l.substring(Probes.PREFIX.length(), eq), l.substring(eq + 1));
        });
        return new Run(output, probe);
    }
}
