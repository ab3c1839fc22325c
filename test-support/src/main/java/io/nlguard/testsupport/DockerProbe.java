package io.nlguard.testsupport;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.testcontainers.DockerClientFactory;

/**
 * Answers "is there a Docker engine Testcontainers can use?" without being slow or loud when the
 * answer is no.
 *
 * <p>Testcontainers' own check costs about 0.3 s and logs an ERROR with a long explanation when no
 * engine is found. So we first look for any sign of an engine (DOCKER_HOST, a Testcontainers config
 * file, a well-known socket) and ask Testcontainers only if we find one. A docker CLI on the PATH
 * is not such a sign: the CLI can exist without an engine behind it.
 */
final class DockerProbe {

    private DockerProbe() {
    }

    /** Result of the probe, with the reason so the chosen backend can be explained in the log. */
    record Answer(boolean available, String reason) {
    }

    static Answer probe() {
        Optional<String> hint = findEngineHint(System.getenv(), Path.of(System.getProperty("user.home")));
        if (hint.isEmpty()) {
            return new Answer(false, "no DOCKER_HOST, no ~/.testcontainers.properties and no Docker socket found");
        }
        long started = System.nanoTime();
        boolean available = DockerClientFactory.instance().isDockerAvailable();
        long millis = (System.nanoTime() - started) / 1_000_000;
        return new Answer(available, "found " + hint.get() + "; Testcontainers says Docker is "
                + (available ? "available" : "NOT available") + " (checked in " + millis + " ms)");
    }

    /** Visible for tests: the first sign of a Docker engine, if any. Pure file-system and env checks. */
    static Optional<String> findEngineHint(Map<String, String> env, Path home) {
        String dockerHost = env.get("DOCKER_HOST");
        if (dockerHost != null && !dockerHost.isBlank()) {
            return Optional.of("DOCKER_HOST=" + dockerHost);
        }
        if (System.getProperty("os.name", "").toLowerCase().startsWith("windows")) {
            // Docker on Windows talks over a named pipe we cannot cheaply stat; let Testcontainers decide.
            return Optional.of("Windows (named pipe)");
        }
        Path tcConfig = home.resolve(".testcontainers.properties");
        if (Files.exists(tcConfig)) {
            return Optional.of(tcConfig.toString());
        }
        for (Path socket : knownSockets(env, home)) {
            if (Files.exists(socket)) {
                return Optional.of("socket " + socket);
            }
        }
        return Optional.empty();
    }

    /** Where Docker Engine, rootless Docker, Docker Desktop, Colima, Rancher and Podman put their socket. */
    private static List<Path> knownSockets(Map<String, String> env, Path home) {
        List<Path> sockets = new ArrayList<>();
        sockets.add(Path.of("/var/run/docker.sock"));
        String runtimeDir = env.get("XDG_RUNTIME_DIR");
        if (runtimeDir != null && !runtimeDir.isBlank()) {
            sockets.add(Path.of(runtimeDir, "docker.sock"));
            sockets.add(Path.of(runtimeDir, "podman", "podman.sock"));
        }
        sockets.add(home.resolve(".docker/run/docker.sock"));
        sockets.add(home.resolve(".docker/desktop/docker.sock"));
        sockets.add(home.resolve(".colima/default/docker.sock"));
        sockets.add(home.resolve(".colima/docker.sock"));
        sockets.add(home.resolve(".rd/docker.sock"));
        return sockets;
    }
}
