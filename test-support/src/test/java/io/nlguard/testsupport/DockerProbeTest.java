package io.nlguard.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DockerProbeTest {

    @TempDir
    Path emptyHome;

    @Test
    void dockerHostIsAHint() {
        Optional<String> hint = DockerProbe.findEngineHint(Map.of("DOCKER_HOST", "tcp://docker:2375"), emptyHome);
        assertEquals(Optional.of("DOCKER_HOST=tcp://docker:2375"), hint);
    }

    @Test
    void testcontainersConfigAndUserSocketsAreHints() throws IOException {
        assumeNoSystemWideHint();
        Files.createDirectories(emptyHome.resolve(".docker/run"));
        Files.createFile(emptyHome.resolve(".docker/run/docker.sock"));
        assertTrue(DockerProbe.findEngineHint(Map.of(), emptyHome).orElseThrow().contains(".docker/run/docker.sock"));

        Files.createFile(emptyHome.resolve(".testcontainers.properties"));
        assertTrue(DockerProbe.findEngineHint(Map.of(), emptyHome).orElseThrow().endsWith(".testcontainers.properties"));
    }

    @Test
    void noHintMeansNoDockerWithoutAskingTestcontainers() {
        assumeNoSystemWideHint();
        assertFalse(DockerProbe.findEngineHint(Map.of(), emptyHome).isPresent());
    }

    /** On this project's dev machine (docker CLI, no engine) the probe must answer at once. */
    @Test
    void probeIsFastWhenThereIsNoDocker() {
        assumeTrue(DockerProbe.findEngineHint(System.getenv(), Path.of(System.getProperty("user.home"))).isEmpty(),
                "this machine shows signs of a Docker engine");
        long started = System.nanoTime();
        DockerProbe.Answer answer = DockerProbe.probe();
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertFalse(answer.available());
        assertTrue(millis < 50, "probe took " + millis + " ms");
    }

    private static void assumeNoSystemWideHint() {
        assumeTrue(!Files.exists(Path.of("/var/run/docker.sock"))
                && !System.getProperty("os.name", "").toLowerCase().startsWith("windows"),
                "a system-wide Docker socket would be found first");
    }
}
