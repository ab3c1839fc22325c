package io.nlguard.guard.schema;

import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The two {@code pg_catalog} queries give the snapshot pgjdbc's metadata calls give, on a schema with the
 * shapes that differ easily: several schemas on the search path (one quoted, mixed case), a foreign key into
 * a schema off the path, composite and repeated foreign keys, views, a materialized view, a partitioned
 * table, a dropped column, a relation without columns, serial and identity columns, arrays, enums, domains,
 * composite types, a type off the search path, and comments.
 */
@RealPostgres
class PgCatalogQueryTest {

    private final CatalogLoader loader = new CatalogLoader();

    @BeforeAll
    static void createSchema(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("""
                    create schema app;
                    create schema "Sales";
                    create schema elsewhere;
                    create type mood as enum ('sad', 'ok', 'happy');
                    create domain positive_int as int not null check (value > 0);
                    create type money_pair as (amount numeric, currency char(3));
                    create type elsewhere.shade as enum ('light', 'dark');
                    create table elsewhere.regions(code char(2) primary key, name text);
                    create table cities(id serial primary key, region char(2) references elsewhere.regions(code),
                                        name text not null, dropped_later int, population bigint);
                    alter table cities drop column dropped_later;
                    create table routes(from_city int not null references cities(id), to_city int not null references cities(id),
                                        day date, seats positive_int, primary key (from_city, to_city, day));
                    create table bookings(id bigserial primary key, from_city int, to_city int, day date,
                                          constraint booking_route foreign key (from_city, to_city, day)
                                              references routes(from_city, to_city, day),
                                          feeling mood, price money_pair, shade elsewhere.shade, tags text[], scores int[],
                                          doc jsonb, raw bytea, at timestamptz, span interval, ip inet, cost money,
                                          flags bit(3), bits varbit, small smallserial, ident int generated always as identity,
                                          ratio real, exact numeric(12, 2), code varchar(10), letter "char", spot point, area box,
                                          words tsvector, x xml, u uuid);
                    comment on table bookings is 'one seat on a route';
                    comment on column bookings.day is 'travel day';
                    create table nothing();
                    create view busy_routes as select from_city, to_city, count(*) as n from bookings group by 1, 2;
                    create materialized view city_names as select id, name from cities;
                    create table app.events(id int, at date not null, primary key (id, at)) partition by range (at);
                    create table app.events_2024 partition of app.events for values from ('2024-01-01') to ('2025-01-01');
                    create table app.cities(id int primary key, public_city int references public.cities(id));
                    create table "Sales"."Orders"("OrderId" int primary key, "cityId" int references app.cities(id),
                                                  "Total" numeric);
                    create table "Sales"."lines"("OrderId" int references "Sales"."Orders"("OrderId"), "LineNo" int,
                                                 primary key ("OrderId", "LineNo"));
                    create view "Sales"."BigOrders" as select * from "Sales"."Orders" where "Total" > 100;
                    comment on view "Sales"."BigOrders" is 'orders above 100';
                    """);
        }
    }

    @Test
    void twoQueriesGiveWhatTheMetadataCallsGive(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("set search_path = app, \"Sales\", public");
            Catalog metadata = loader.loadThroughMetaData(c);
            Catalog query = loader.load(c);
            assertEquals(List.of("app", "Sales", "public"), query.searchPath());
            assertEquals(describe(metadata), describe(query));
            assertTrue(query.tables().size() >= 12, () -> describe(query));
        }
    }

    @Test
    void theDefaultSearchPathToo(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            assertEquals(describe(loader.loadThroughMetaData(c)), describe(loader.load(c)));
        }
    }

    @Test
    void anotherConnectionReadsTheSearchPathItIsGiven(TestDatabase db) throws SQLException {
        try (Connection app = db.connect(); Connection other = db.connect(); Statement s = app.createStatement()) {
            s.execute("set search_path = \"Sales\", app");
            Catalog onApp = loader.loadThroughMetaData(app);
            assertEquals(describe(onApp), describe(loader.load(other, CatalogLoader.searchPath(app))));
        }
    }

    /** Every table in catalog order with kind, columns, key and foreign keys (as a set: their order is not content). */
    private static String describe(Catalog catalog) {
        StringBuilder text = new StringBuilder("search_path " + catalog.searchPath() + "\n");
        for (Table table : catalog.tables()) {
            text.append(table.name()).append(' ').append(table.kind()).append(" pk ").append(table.primaryKey()).append('\n');
            table.columns().forEach(column -> text.append("  ").append(column).append('\n'));
            table.foreignKeys().stream().map(ForeignKey::toString).sorted()
                    .forEach(key -> text.append("  fk ").append(key).append('\n'));
        }
        return text.toString();
    }
}
