package io.nlguard.clients;

import io.nlguard.testsupport.TestDatabase;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/** The small shop the JDBC tools work on, created and seeded over plain pgjdbc (not through the guard). */
final class ShopSchema {

    static final int ORDERS = 4;

    private ShopSchema() {
    }

    static void recreate(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists orders, customers cascade");
            s.execute("create table customers (id serial primary key, name text not null, city text not null)");
            s.execute("create table orders (id serial primary key, customer_id int not null references customers(id),"
                    + " city text not null, status text not null, total numeric(10,2) not null)");
            s.execute("insert into customers (name, city) values ('Ada', 'Rome'), ('Bo', 'Oslo')");
            s.execute("insert into orders (customer_id, city, status, total) values"
                    + " (1, 'Rome', 'new', 10.50), (1, 'Rome', 'paid', 20.00),"
                    + " (2, 'Oslo', 'new', 7.25), (2, 'Oslo', 'shipped', 99.90)");
        }
    }

    /** Counts over plain pgjdbc, so the check itself draws no finding. */
    static int count(TestDatabase db, String where) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement();
             var rs = s.executeQuery("select count(*) from orders where " + where)) {
            rs.next();
            return rs.getInt(1);
        }
    }
}
