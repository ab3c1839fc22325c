package io.nlguard.compare.instances;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import io.nlguard.testsupport.TestDatabase;

/**
 * A small schema after Spider's concert_singer, with keys and foreign keys, whose data is "lucky":
 * no singer is 30, no country is NULL, every concert has singers.
 */
final class SpiderSchema {

    private SpiderSchema() {
    }

    static void create(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table stadium(stadium_id int primary key, name text not null, capacity int)");
            s.execute("create table singer(singer_id int primary key, name varchar(30) not null, country text,"
                    + " age int check (age >= 0), is_male boolean, born date)");
            s.execute("create table concert(concert_id int primary key, concert_name text, theme text,"
                    + " stadium_id int references stadium, year int)");
            s.execute("create table singer_in_concert(concert_id int not null references concert,"
                    + " singer_id int not null references singer, primary key (concert_id, singer_id))");
            s.execute("insert into stadium values (1, 'Arena', 1000)");
            s.execute("insert into singer values (1, 'Ann', 'France', 25, false, '1999-05-01'),"
                    + " (2, 'Bo', 'Spain', 32, true, '1992-01-20'), (3, 'Cy', 'France', 41, true, '1983-07-07')");
            s.execute("insert into concert values (1, 'Spring', 'pop', 1, 2014), (2, 'Fall', 'rock', 1, 2015)");
            s.execute("insert into singer_in_concert values (1, 1), (1, 2), (2, 3)");
        }
    }

    static long instanceSchemas(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("select count(*) from pg_namespace where nspname like 'nlguard\\_inst\\_%'")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
