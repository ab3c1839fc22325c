package io.nlguard.nl.testing;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import io.nlguard.guard.nl.AnswerGuard;
import io.nlguard.guard.nl.CandidateCheck;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.testsupport.TestDatabase;

/**
 * A {@code customers(id, name, city)} table on a real PostgreSQL with the rows a test gives, its catalog, a
 * read-only connection to run candidates on and the answer guard for one question: what the selection tests
 * set up alike. Close it after the test.
 */
public record CustomersOnPostgres(Catalog catalog, Connection connection, CandidateCheck check) implements AutoCloseable {

    /** @param rows the values of the insert, e.g. {@code (1, 'Ada', 'Oslo'), (2, 'Bo', 'Bergen')} */
    public static CustomersOnPostgres create(TestDatabase db, String question, String rows) throws SQLException {
        Catalog catalog;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists customers cascade");
            s.execute("create table customers(id int primary key, name text not null, city text not null)");
            s.execute("insert into customers values " + rows);
            catalog = new CatalogLoader().load(c);
        }
        Connection connection = db.connect();
        connection.setReadOnly(true);
        return new CustomersOnPostgres(catalog, connection, AnswerGuard.forCatalog(catalog, question, "off"));
    }

    @Override
    public void close() throws SQLException {
        connection.close();
    }
}
