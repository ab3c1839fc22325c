package io.nlguard.testsupport;

import org.testcontainers.postgresql.PostgreSQLContainer;

/**
 * PostgreSQL 15 in a Docker container via Testcontainers. Same major version as the embedded
 * backend, so tests see the same server whichever backend a machine ends up with.
 *
 * <p>Only this class touches Testcontainers' container API, so the fixture still loads when
 * Docker is absent.
 */
final class ContainerServer implements RunningServer {

    static final String IMAGE = "postgres:15-alpine";

    private final PostgreSQLContainer container;

    private ContainerServer(PostgreSQLContainer container) {
        this.container = container;
    }

    /** Testcontainers' PostgreSQL module already runs the server with fsync=off, which is what tests want. */
    static ContainerServer start() {
        PostgreSQLContainer container = new PostgreSQLContainer(IMAGE);
        container.start();
        return new ContainerServer(container);
    }

    @Override public String host() { return container.getHost(); }
    @Override public int port() { return container.getMappedPort(PostgreSQLContainer.POSTGRESQL_PORT); }
    @Override public String user() { return container.getUsername(); }
    @Override public String password() { return container.getPassword(); }
    @Override public String adminDatabase() { return container.getDatabaseName(); }

    @Override
    public String describe() {
        return "Testcontainers " + IMAGE + " at " + host() + ":" + port();
    }

    @Override
    public void stop() {
        container.stop();
    }
}
