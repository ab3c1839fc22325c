package io.nlguard.driverjar;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.Properties;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.score.NodeScores;

/**
 * An application that logs with logback and has only {@code nlguard-driver.jar} for its database, run in
 * a JVM of its own by {@link DriverJarIT}: plain {@code jdbc:postgresql:} first, then the same database
 * through {@code jdbc:nlguard:}. It prints what it saw as {@link Probes}.
 *
 * <p>Arguments: the plain pgjdbc URL, the user, the password.
 */
public final class LogbackApplication {

    static final String FINDING_SQL = "SELECT name FROM singer WHERE age = NULL";

    private LogbackApplication() {
    }

    public static void main(String[] args) throws Exception {
        String url = args[0];
        Properties login = new Properties();
        login.setProperty("user", args[1]);
        login.setProperty("password", args[2]);

        Logger log = LoggerFactory.getLogger(LogbackApplication.class);
        log.info("application started");
        print("slf4j.factory", LoggerFactory.getILoggerFactory().getClass().getName());

        // before any jdbc:nlguard: connection: the bundled pgjdbc must have registered itself
        try (Connection plain = DriverManager.getConnection(url, login); Statement s = plain.createStatement()) {
            s.execute("CREATE TABLE singer (singer_id int PRIMARY KEY, name text NOT NULL, age int)");
            s.execute("INSERT INTO singer VALUES (1, 'Ann', 31), (2, 'Bo', 45)");
            print("plain.connection", plain.getClass().getName());
        } catch (SQLException e) {
            print("plain.error", e.getMessage());
        }

        String guardedUrl = "jdbc:nlguard:" + url.substring("jdbc:".length());
        try (Connection guarded = DriverManager.getConnection(guardedUrl, login);
             Statement s = guarded.createStatement();
             ResultSet rows = s.executeQuery(FINDING_SQL)) {
            print("guarded.rows", String.valueOf(count(rows)));
            SQLWarning warning = s.getWarnings();
            print("guarded.warning", warning == null ? "none" : warning.getSQLState() + " " + warning.getMessage());
            NodeScores scores = s.unwrap(GuardedStatement.class).lastReport().nodeScores();
            print("guarded.scorer", scores == null ? "none" : scores.scorer());
            print("guarded.scored-nodes", scores == null ? "0" : String.valueOf(scores.nodes().size()));
        } catch (SQLException | RuntimeException | LinkageError e) {
            print("guarded.error", e.toString());
        }

        // Calcite is not in the jar: asking for deep validation must say what to add, not throw a linkage error
        Properties deep = new Properties();
        deep.putAll(login);
        deep.setProperty("nlguard.deep-validate", "true");
        try (Connection c = DriverManager.getConnection(guardedUrl, deep)) {
            print("deep.connected", "yes");
        } catch (SQLException e) {
            print("deep.refused", e.getSQLState() + " " + e.getMessage());
        } catch (RuntimeException | LinkageError e) {
            print("deep.error", e.toString());
        }
        print("done", "yes");
    }

    private static int count(ResultSet rows) throws SQLException {
        int count = 0;
        while (rows.next()) {
            count++;
        }
        return count;
    }

    private static void print(String name, String value) {
        Probes.print(name, value);
    }
}
