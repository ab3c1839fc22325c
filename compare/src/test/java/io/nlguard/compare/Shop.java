package io.nlguard.compare;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonRequest;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.testsupport.TestDatabase;

/** A small shop database the end-to-end tests compare queries on: four customers, six orders. */
final class Shop {

    private Shop() {
    }

    static void create(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table customer(id int primary key, name text not null, city text)");
            s.execute("create table orders(id int primary key, customer_id int not null references customer,"
                    + " amount numeric(10, 2) not null, status text not null)");
            s.execute("insert into customer values (1, 'Ann', 'Oslo'), (2, 'Bo', 'Rome'), (3, 'Cy', 'Oslo'),"
                    + " (4, 'Di', 'Paris')");
            s.execute("insert into orders values (1, 1, 10.00, 'paid'), (2, 1, 20.00, 'open'), (3, 2, 5.50, 'paid'),"
                    + " (4, 3, 7.25, 'paid'), (5, 3, 12.00, 'open'), (6, 4, 3.00, 'paid')");
        }
    }

    /** Compares on a fresh connection, with the database's catalog. */
    static ComparisonReport compare(TestDatabase db, ComparisonRequest request) throws SQLException {
        try (Connection c = db.connect()) {
            return new SqlComparator(c, new CatalogLoader().load(c)).compare(request);
        }
    }

    static ComparisonRequest request(String actual, String expected) {
        return ComparisonRequest.of("", actual, expected);
    }

    static ComparisonRequest request(String actual, String expected, ComparisonConfig config) {
        return new ComparisonRequest("", actual, expected, config, null);
    }
}
