package io.nlguard.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The NLGUARD_TEST_JDBC_URL path, pointed at whatever server this JVM runs (so it needs no extra
 * setup): it must be chosen first and parse host, port, database, credentials and extra settings.
 */
@RealPostgres
class ExternalServerTest {

    @Test
    void urlWithCredentialsInTheQuery(TestDatabase db) {
        String url = db.jdbcUrl() + "?user=" + db.user() + "&password=" + db.password() + "&ApplicationName=nlg_ext";
        RunningServer server = BackendChooser.startServer(Map.of(ExternalServer.URL_ENV, url));

        assertInstanceOf(ExternalServer.class, server);
        assertEquals(db.host(), server.host());
        assertEquals(db.port(), server.port());
        assertEquals(db.name(), server.adminDatabase());
        assertEquals(db.user(), server.user());
        assertEquals(db.password(), server.password());
        assertEquals("nlg_ext", server.connectionSettings().getProperty("ApplicationName"));
        assertFalse(server.connectionSettings().containsKey("password"));
        assertFalse(server.describe().contains("password="));
    }

    @Test
    void credentialsFromEnvironmentWinOverTheUrl(TestDatabase db) {
        // Login would fail as "nobody", so connect() succeeding shows the env user was used.
        ExternalServer server = ExternalServer.connect(db.jdbcUrl() + "?user=nobody", db.user(), db.password());
        assertEquals(db.user(), server.user());
        assertEquals(db.password(), server.password());
    }

    @Test
    void unusableUrlFailsInsteadOfFallingBack() {
        IllegalStateException notPostgres = assertThrows(IllegalStateException.class,
                () -> BackendChooser.startServer(Map.of(ExternalServer.URL_ENV, "jdbc:mysql://h/db?password=secret")));
        assertFalse(notPostgres.getMessage().contains("secret"), notPostgres.getMessage());
        assertThrows(IllegalStateException.class, () -> ExternalServer.connect("jdbc:postgresql://a,b/db", null, null));
    }

    @Test
    void redactRemovesTheQuery() {
        assertEquals("jdbc:postgresql://h:1/d?...", ExternalServer.redact("jdbc:postgresql://h:1/d?password=x"));
        assertTrue(ExternalServer.redact("jdbc:postgresql://h:1/d").endsWith("/d"));
    }
}
