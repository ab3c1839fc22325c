package io.nlguard.nl.values;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;
import io.nlguard.nl.testing.ReadOnlySessionTarget;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Values read from a real PostgreSQL with a demo-like schema, through a target as the driver gives one. */
@RealPostgres
class JdbcValueSourceOnPostgresTest {

    private static Catalog catalog;

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table customers(id int primary key, name text not null, city varchar(40), "
                    + "country char(2), notes text, born date)");
            s.execute("create table orders(id int primary key, customer_id int references customers(id), "
                    + "status text not null, total numeric(10,2))");
            s.execute("insert into customers select i, 'customer ' || i, (array['Oslo','Bergen','Rome'])[1 + i % 3], "
                    + "'NO', repeat('x', 150), date '2000-01-01' + i from generate_series(1, 500) i");
            s.execute("insert into customers values (501, 'Åse', null, 'SE', 'short', null)");
            s.execute("insert into orders select i, 1 + i % 500, (array['shipped','pending'])[1 + i % 2], i "
                    + "from generate_series(1, 2000) i");
            catalog = new CatalogLoader().load(c);
        }
    }

    @Test
    void everyTextColumnGivesItsDistinctValuesAndNoOtherColumnIsRead(TestDatabase db) throws SQLException {
        CatalogValues values = JdbcValueSource.of(new ReadOnlySessionTarget(db)).read(catalog, ValueBounds.of(1000));
        Map<String, List<String>> byColumn = byColumn(values);
        assertEquals(List.of("customers.city", "customers.country", "customers.name", "customers.notes", "orders.status"),
                byColumn.keySet().stream().sorted().toList(), "text, varchar and char columns; no int, date or numeric");
        assertEquals(List.of("Bergen", "Oslo", "Rome"), sorted(byColumn.get("customers.city")), "nulls left out");
        assertEquals(List.of("NO", "SE"), sorted(byColumn.get("customers.country")));
        assertEquals(List.of("short"), byColumn.get("customers.notes"), "texts over 100 characters left out");
        assertEquals(501, byColumn.get("customers.name").size());
        assertEquals(0, values.skipped());
    }

    @Test
    void theBoundsHoldOnEveryColumn(TestDatabase db) throws SQLException {
        ValueBounds few = new ValueBounds(2, 100, 3, Duration.ofSeconds(2), Duration.ofSeconds(10), 100, 1000);
        Map<String, List<String>> byColumn = byColumn(JdbcValueSource.of(new ReadOnlySessionTarget(db)).read(catalog, few));
        assertEquals(2, byColumn.get("customers.name").size(), "at most perColumn values");
        assertTrue(byColumn.get("customers.country").equals(List.of("NO")),
                "only a prefix of scanRows rows is read, and there every country is NO: " + byColumn);
        ValueBounds twoColumns = new ValueBounds(10, 100, 100, Duration.ofSeconds(2), Duration.ofSeconds(10), 2, 1000);
        CatalogValues capped = JdbcValueSource.of(new ReadOnlySessionTarget(db)).read(catalog, twoColumns);
        assertEquals(2, capped.columns().size());
        assertEquals(3, capped.skipped());
        ValueBounds fewInAll = new ValueBounds(10, 100, 100, Duration.ofSeconds(2), Duration.ofSeconds(10), 100, 3);
        CatalogValues total = JdbcValueSource.of(new ReadOnlySessionTarget(db)).read(catalog, fewInAll);
        assertEquals(3, total.values(), "at most maxValues in all: " + total);
        assertTrue(total.skipped() > 0, "the columns after the cap are not read");
    }

    @Test
    void aColumnThatFailsIsSkippedAndTheOthersAreRead(TestDatabase db) throws SQLException {
        Table ghost = new Table(new TableName("public", "ghosts"), TableKind.TABLE,
                List.of(new Column("name", 1, java.sql.Types.VARCHAR, "text", true)), List.of(), List.of());
        List<Table> tables = new java.util.ArrayList<>(catalog.tables());
        tables.add(0, ghost);
        CatalogValues values = JdbcValueSource.of(new ReadOnlySessionTarget(db))
                .read(Catalog.of(catalog.searchPath(), tables), ValueBounds.of(10));
        assertEquals(1, values.skipped());
        assertEquals(5, values.columns().size());
    }

    @Test
    void theApplicationsTransactionIsLeftExactlyAsItWas(TestDatabase db) throws SQLException {
        ReadOnlySessionTarget target = new ReadOnlySessionTarget(db);
        try (Connection app = db.connect()) {
            app.setAutoCommit(false);
            try (Statement s = app.createStatement()) {
                s.execute("insert into orders values (9999, 1, 'returned', 1)");
                s.execute("set search_path = pg_catalog, public");
            }
            ValueIndex index = new ValueIndexCache(2).of(target.key(), catalog, JdbcValueSource.of(target), ValueBounds.of(1000));
            assertEquals(1, target.opened(), "values are read on a connection of their own");
            assertTrue(ValueMatcher.match(index, "orders that were returned").isEmpty(),
                    "the application's uncommitted row is not seen: another session, another transaction");
            assertFalse(ValueMatcher.match(index, "pending orders").isEmpty());
            assertFalse(app.getAutoCommit());
            try (Statement s = app.createStatement();
                 ResultSet rs = s.executeQuery("select current_setting('search_path'), "
                         + "(select count(*) from orders where id = 9999), txid_current_if_assigned() is not null")) {
                rs.next();
                assertEquals("pg_catalog, public", rs.getString(1));
                assertEquals(1, rs.getInt(2), "the application's transaction still holds its row");
                assertTrue(rs.getBoolean(3), "and is still the same open transaction");
            }
            app.rollback();
        }
    }

    @Test
    void theTargetsSessionIsReadOnlySoAValueReadCannotWrite(TestDatabase db) throws SQLException {
        try (Connection c = new ReadOnlySessionTarget(db).open(); Statement s = c.createStatement()) {
            SQLException e = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
                    () -> s.execute("insert into orders values (8888, 1, 'x', 1)"));
            assertEquals("25006", e.getSQLState());
        }
    }

    private static Map<String, List<String>> byColumn(CatalogValues values) {
        return values.columns().stream().collect(Collectors.toMap(
                c -> c.table().name().name() + "." + c.column().name(), ColumnValues::values));
    }

    private static List<String> sorted(List<String> values) {
        return values.stream().sorted().toList();
    }
}
