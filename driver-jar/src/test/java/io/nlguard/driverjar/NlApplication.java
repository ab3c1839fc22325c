package io.nlguard.driverjar;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Collectors;

import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.guard.nl.TranslationReport;

/**
 * An application that has only {@code nlguard-driver.jar} for its database and asks it a question in
 * natural language, run in a JVM of its own by {@link NlQuestionsFromTheDriverJarIT}: the schema through
 * plain {@code jdbc:postgresql:}, then {@code NL:} through {@code jdbc:nlguard:} with the LLM server at
 * the given URL, {@code nativeSQL} of the same question, and a question to an LLM server that is down.
 * It prints what it saw as {@link Probes}.
 *
 * <p>Arguments: the plain pgjdbc URL, the user, the password, the LLM server's URL, a URL where none answers.
 */
public final class NlApplication {

    static final String QUESTION = "NL: which customers live in Oslo?";
    static final String ANSWER = "SELECT name FROM customers WHERE city = 'Oslo' ORDER BY name";
    static final String MODEL = "scripted-model:latest";

    private NlApplication() {
    }

    public static void main(String[] args) throws Exception {
        Properties login = login(args);
        createSchema(args[0], login);
        String url = guardedUrl(args[0]);
        ask(url, login, args[3]);
        nativeSql(url, login, args[3]);
        askTheServerThatIsDown(url, login, args[4]);
        Probes.print("done", "yes");
    }

    static Properties login(String[] args) {
        Properties login = new Properties();
        login.setProperty("user", args[1]);
        login.setProperty("password", args[2]);
        return login;
    }

    static String guardedUrl(String url) {
        return "jdbc:nlguard:" + url.substring("jdbc:".length());
    }

    /** Four tables, of which the question is about one: retrieval has to find it. */
    static void createSchema(String url, Properties login) throws SQLException {
        try (Connection plain = DriverManager.getConnection(url, login); Statement s = plain.createStatement()) {
            s.execute("DROP TABLE IF EXISTS accounts, orders, customers, suppliers");
            s.execute("CREATE TABLE accounts (id int PRIMARY KEY, login text NOT NULL, created_on date NOT NULL)");
            s.execute("CREATE TABLE customers (id int PRIMARY KEY, name text NOT NULL, city text NOT NULL)");
            s.execute("CREATE TABLE orders (id int PRIMARY KEY, customer_id int NOT NULL REFERENCES customers (id),"
                    + " total numeric(10,2) NOT NULL)");
            s.execute("CREATE TABLE suppliers (id int PRIMARY KEY, company text NOT NULL, country text NOT NULL)");
            s.execute("INSERT INTO customers VALUES (1, 'Ada', 'Oslo'), (2, 'Bo', 'Rome'), (3, 'Cy', 'Oslo')");
            s.execute("INSERT INTO orders VALUES (10, 1, 25.00), (11, 2, 15.50)");
        }
    }

    /** One candidate, no repair: each question takes exactly one scripted reply. */
    static Properties questionSettings(Properties login, String ollamaUrl) {
        Properties settings = new Properties();
        settings.putAll(login);
        settings.setProperty("nlguard.nl.ollama-url", ollamaUrl);
        settings.setProperty("nlguard.nl.model", MODEL);
        settings.setProperty("nlguard.nl.candidates", "1");
        settings.setProperty("nlguard.nl.repair-attempts", "0");
        settings.setProperty("nlguard.nl.timeout", "10s");
        return settings;
    }

    /** The rows answering {@link #QUESTION}, or none when it failed (then {@code nl.error} tells why). */
    static List<String> ask(String url, Properties login, String ollamaUrl) {
        List<String> rows = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url, questionSettings(login, ollamaUrl));
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(QUESTION)) {
            while (rs.next()) {
                rows.add(rs.getString(1));
            }
            Probes.print("nl.rows", String.join(",", rows));
            SQLWarning warning = s.getWarnings();
            Probes.print("nl.warning", warning == null ? "none" : warning.getSQLState() + " " + warning.getMessage());
            TranslationReport report = s.unwrap(GuardedStatement.class).lastTranslation().report();
            Probes.print("nl.stages", report.stages().stream().map(TranslationReport.Stage::name)
                    .collect(Collectors.joining(",")));
            report.stages().stream().filter(stage -> stage.name().equals("retrieve")).findFirst()
                    .ifPresent(stage -> Probes.print("nl.retrieve", stage.summary()));
        } catch (SQLException | RuntimeException | LinkageError e) {
            Probes.print("nl.error", describe(e));
        }
        return rows;
    }

    private static void nativeSql(String url, Properties login, String ollamaUrl) {
        try (Connection c = DriverManager.getConnection(url, questionSettings(login, ollamaUrl))) {
            Probes.print("native.sql", c.nativeSQL(QUESTION));
            SQLWarning warning = c.getWarnings();
            Probes.print("native.warning", warning == null ? "none" : warning.getSQLState() + " " + warning.getMessage());
        } catch (SQLException | RuntimeException | LinkageError e) {
            Probes.print("native.error", describe(e));
        }
    }

    /** A failed call runs Ollama4j's error path (its metrics format the exception), which must not lack a class. */
    private static void askTheServerThatIsDown(String url, Properties login, String deadUrl) {
        try (Connection c = DriverManager.getConnection(url, questionSettings(login, deadUrl));
             Statement s = c.createStatement()) {
            s.executeQuery(QUESTION).close();
            Probes.print("down.answered", "yes");
        } catch (SQLException e) {
            Probes.print("down.refused", e.getSQLState() + " " + e.getMessage());
        } catch (RuntimeException | LinkageError e) {
            Probes.print("down.error", describe(e));
        }
    }

    private static String describe(Throwable e) {
        StringBuilder text = new StringBuilder(e instanceof SQLException sql ? sql.getSQLState() + " " : "");
        for (Throwable t = e; t != null; t = t.getCause()) {
            text.append(t == e ? "" : " <- ").append(t);
        }
        return text.toString();
    }
}
