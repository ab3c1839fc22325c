package io.nlguard.testsupport;

import java.util.Properties;

/**
 * A PostgreSQL server that is up, seen through a login that may CREATE DATABASE.
 * One implementation per backend: {@link ExternalServer}, {@link ContainerServer}, {@link EmbeddedServer}.
 */
interface RunningServer {

    String host();

    int port();

    String user();

    String password();

    /** An existing database to connect to when creating or dropping test databases. */
    String adminDatabase();

    /** Extra pgjdbc settings every connection needs (e.g. sslmode); empty for local servers. */
    default Properties connectionSettings() {
        return new Properties();
    }

    /** Human-readable summary for the log; never contains the password. */
    String describe();

    /** Stops the server if we started it; a server we merely connected to is left running. */
    void stop();
}
