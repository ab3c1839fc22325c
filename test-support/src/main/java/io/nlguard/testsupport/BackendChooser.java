package io.nlguard.testsupport;

import java.util.Locale;
import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Picks and starts the PostgreSQL backend, in this order:
 * <ol>
 *   <li>{@code NLGUARD_TEST_JDBC_URL}: an existing server (CI service, a developer's local install);</li>
 *   <li>Testcontainers, if a Docker engine answers;</li>
 *   <li>embedded PostgreSQL (zonky), which needs nothing installed.</li>
 * </ol>
 * {@code NLGUARD_TEST_BACKEND=embedded|testcontainers} skips the detection, e.g. to use the faster
 * embedded server on a machine that has Docker.
 */
final class BackendChooser {

    static final String BACKEND_ENV = "NLGUARD_TEST_BACKEND";

    private static final Logger LOG = LoggerFactory.getLogger(BackendChooser.class);

    private BackendChooser() {
    }

    static RunningServer startServer(Map<String, String> env) {
        String url = env.get(ExternalServer.URL_ENV);
        if (url != null && !url.isBlank()) {
            // An explicit server is never silently replaced by another backend: fail if it is unusable.
            LOG.info("PostgreSQL backend: external server, because {} is set ({})",
                    ExternalServer.URL_ENV, ExternalServer.redact(url));
            return ExternalServer.connect(url, env.get(ExternalServer.USER_ENV), env.get(ExternalServer.PASSWORD_ENV));
        }

        String forced = env.getOrDefault(BACKEND_ENV, "").trim().toLowerCase(Locale.ROOT);
        switch (forced) {
            case "":
                break;
            case "testcontainers":
                LOG.info("PostgreSQL backend: Testcontainers, because {}={}", BACKEND_ENV, forced);
                return ContainerServer.start();
            case "embedded":
                LOG.info("PostgreSQL backend: embedded, because {}={}", BACKEND_ENV, forced);
                return EmbeddedServer.start();
            default:
                throw new IllegalStateException(BACKEND_ENV + " must be 'embedded' or 'testcontainers', not '" + forced + "'");
        }

        DockerProbe.Answer docker = DockerProbe.probe();
        if (docker.available()) {
            LOG.info("PostgreSQL backend: Testcontainers ({}), because {}", ContainerServer.IMAGE, docker.reason());
            return ContainerServer.start();
        }
        LOG.info("PostgreSQL backend: embedded PostgreSQL 15 (zonky), because {} is unset and no Docker: {}",
                ExternalServer.URL_ENV, docker.reason());
        return EmbeddedServer.start();
    }
}
