package io.nlguard.it.nl;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

import io.nlguard.driver.NlGuardDataSource;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;

/**
 * What the {@code NL:} tests on PostgreSQL ask about: three customers, two of them in Oslo (and, for the
 * tests that join, their orders), a data source that asks the scripted Ollama, and the small readers of
 * their results.
 */
final class OsloCustomers {

    static final String OSLO_SQL = "SELECT name FROM customers WHERE city = 'Oslo' ORDER BY name";

    private OsloCustomers() {
    }

    /** Creates the customers (and their orders, when asked) afresh. */
    static void create(TestDatabase db, boolean withOrders) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists orders, customers");
            s.execute("create table customers(id int primary key, name text not null, city text not null)");
            s.execute("insert into customers values (1, 'Ada', 'Oslo'), (2, 'Bo', 'Rome'), (3, 'Cy', 'Oslo')");
            if (withOrders) {
                s.execute("create table orders(id int primary key, customer_id int not null references customers(id), "
                        + "total numeric(10,2) not null, placed_on date not null)");
                s.execute("insert into orders values (10, 1, 25.00, '2026-01-05'), (11, 1, 40.00, '2026-02-01'), "
                        + "(12, 2, 15.50, '2026-02-03')");
            }
        }
    }

    /** A data source to the database through nlguard, whose questions go to the scripted server. */
    static NlGuardDataSource dataSource(TestDatabase db, String ollamaUrl) {
        NlGuardDataSource dataSource = new NlGuardDataSource();
        dataSource.setUrl(db.nlguardUrl());
        dataSource.setProperties(db.properties());
        asking(dataSource, ollamaUrl);
        return dataSource;
    }

    /** Sets connection settings given as name, value, name, value... */
    static void set(NlGuardDataSource dataSource, String... settings) {
        for (int i = 0; i < settings.length; i += 2) {
            dataSource.setProperty(settings[i], settings[i + 1]);
        }
    }

    /** Points a data source's questions at the scripted server, with a timeout a test can wait for. */
    static void asking(NlGuardDataSource dataSource, String ollamaUrl) {
        dataSource.setProperty("nlguard.nl.ollama-url", ollamaUrl);
        dataSource.setProperty("nlguard.nl.model", ScriptedOllama.DEFAULT_MODEL);
        dataSource.setProperty("nlguard.nl.timeout", "5s");
    }

    static String fence(String sql) {
        return "```sql\n" + sql + "\n```";
    }

    /** The first column of every row, and the result set closed. */
    static List<String> column(ResultSet rs) throws SQLException {
        List<String> values = new ArrayList<>();
        try (rs) {
            while (rs.next()) {
                values.add(rs.getString(1));
            }
        }
        return values;
    }

    /** The one value a query returns. */
    static String one(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
