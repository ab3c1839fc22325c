package io.nlguard.guard.schema;

import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.postgresql.core.BaseConnection;
import org.postgresql.core.TransactionState;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The loader against a real PostgreSQL schema with the shapes the guard must get right. */
@RealPostgres
class CatalogLoaderTest {

    private static final Set<String> EXPECTED_TABLES = Set.of(
            "public.customers", "public.orders", "public.order_lines", "public.MixedCase", "public.big_orders",
            "public.events", "public.events_2024",
            "sales_eu.customers", "sales_eu.audit", "sales_eu.order_totals");

    private final CatalogLoader loader = new CatalogLoader();

    @BeforeAll
    static void createSchema(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("""
                    create schema sales_eu;
                    create schema salesxeu;
                    create schema hidden;
                    create table customers(id int primary key, name text not null, email varchar(200));
                    create table orders(region int, order_no int, customer_id int references customers(id),
                                        total numeric(10,2), primary key (region, order_no));
                    create table order_lines(region int, order_no int, line int, qty int not null,
                                             primary key (region, order_no, line),
                                             constraint lines_order_fk foreign key (region, order_no) references orders(region, order_no));
                    create table "MixedCase"("Id" int primary key, "DisplayName" text, plain int);
                    create view big_orders as select region, order_no, total from orders where total > 100;
                    create table events(id int, at date not null) partition by range (at);
                    create table events_2024 partition of events for values from ('2024-01-01') to ('2025-01-01');
                    create sequence not_a_table;
                    create table sales_eu.customers(id int primary key, vat_no text);
                    create table sales_eu.audit(id bigint primary key, at timestamptz not null, order_region int, order_no int,
                                                foreign key (order_region, order_no) references public.orders(region, order_no));
                    create materialized view sales_eu.order_totals as select region, sum(total) as total from orders group by region;
                    create table salesxeu.leak(id int);
                    create table hidden.secret(id int primary key);
                    """);
            s.execute("alter database " + db.name() + " set search_path = public, sales_eu");
        }
    }

    @Test
    void loadsTheSchemasOfTheSearchPathOnly(TestDatabase db) throws SQLException {
        Catalog catalog = load(db);
        assertEquals(List.of("public", "sales_eu"), catalog.searchPath());
        assertEquals(EXPECTED_TABLES, names(catalog), "hidden.secret, salesxeu.leak and the system schemas stay out");
    }

    @Test
    void columnsComeInOrdinalOrderWithTypesAndNullability(TestDatabase db) throws SQLException {
        Table customers = load(db).table("public", "customers", false).orElseThrow();
        assertEquals(List.of(
                new Column("id", 1, Types.INTEGER, "int4", false),
                new Column("name", 2, Types.VARCHAR, "text", false),
                new Column("email", 3, Types.VARCHAR, "varchar", true)), customers.columns());
        assertEquals(TableKind.TABLE, customers.kind());
    }

    @Test
    void compositePrimaryKeysKeepTheirColumnOrder(TestDatabase db) throws SQLException {
        Catalog catalog = load(db);
        assertEquals(List.of("region", "order_no"), catalog.table("orders").orElseThrow().primaryKey());
        assertEquals(List.of("region", "order_no", "line"), catalog.table("order_lines").orElseThrow().primaryKey());
        assertEquals(List.of(), catalog.table("big_orders").orElseThrow().primaryKey());
    }

    @Test
    void foreignKeysPairTheirColumnsAcrossSchemas(TestDatabase db) throws SQLException {
        Catalog catalog = load(db);
        TableName orders = new TableName("public", "orders");
        assertEquals(List.of(new ForeignKey(new TableName("public", "order_lines"), List.of("region", "order_no"),
                orders, List.of("region", "order_no"))), catalog.table("order_lines").orElseThrow().foreignKeys());
        assertEquals(List.of(new ForeignKey(orders, List.of("customer_id"), new TableName("public", "customers"), List.of("id"))),
                catalog.table("orders").orElseThrow().foreignKeys());
        assertEquals(List.of(new ForeignKey(new TableName("sales_eu", "audit"), List.of("order_region", "order_no"),
                orders, List.of("region", "order_no"))), catalog.table("audit").orElseThrow().foreignKeys());
        assertEquals(3, catalog.foreignKeys().size());
    }

    @Test
    void viewsAndOtherRelationKindsAreLoadedWithTheirColumns(TestDatabase db) throws SQLException {
        Catalog catalog = load(db);
        Table view = catalog.table("big_orders").orElseThrow();
        assertEquals(TableKind.VIEW, view.kind());
        assertEquals(List.of("region", "order_no", "total"), view.columns().stream().map(Column::name).toList());
        assertEquals(TableKind.MATERIALIZED_VIEW, catalog.table("order_totals").orElseThrow().kind());
        assertEquals(TableKind.PARTITIONED_TABLE, catalog.table("events").orElseThrow().kind());
        assertEquals(2, catalog.table("events").orElseThrow().columns().size());
        assertTrue(catalog.table("not_a_table").isEmpty(), "sequences are not relations the guard resolves");
    }

    @Test
    void quotedMixedCaseNamesKeepTheirCase(TestDatabase db) throws SQLException {
        Catalog catalog = load(db);
        Table mixed = catalog.table(null, "MixedCase", true).orElseThrow();
        assertEquals(new TableName("public", "MixedCase"), mixed.name());
        assertTrue(catalog.table(null, "mixedcase", true).isEmpty(), "a quoted name matches exactly");
        assertEquals(List.of("Id"), mixed.primaryKey());
        assertTrue(mixed.column("Id", true).isPresent());
        assertTrue(mixed.column("displayname", true).isEmpty());
        assertEquals("DisplayName", mixed.column("displayname", false).orElseThrow().name());
    }

    @Test
    void unqualifiedNamesResolveInSearchPathOrder(TestDatabase db) throws SQLException {
        Catalog catalog = load(db);
        assertEquals(new TableName("public", "customers"), catalog.table("customers").orElseThrow().name());
        assertEquals(new TableName("sales_eu", "customers"), catalog.table("sales_eu", "customers", false).orElseThrow().name());
        assertTrue(catalog.table("secret").isEmpty());
        assertTrue(catalog.table("hidden", "secret", false).isEmpty());
    }

    @Test
    void theSessionSearchPathIsTheOneThatCounts(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("set search_path = pg_catalog, hidden");
            Catalog catalog = loader.load(c);
            assertEquals(List.of("pg_catalog", "hidden"), catalog.searchPath());
            assertEquals(Set.of("hidden.secret"), names(catalog), "pg_catalog is on the path but never loaded");
        }
    }

    @Test
    void temporaryTablesStayOutOfTheSharedSnapshot(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create temporary table scratch(id int)");
            s.execute("set search_path = pg_temp, public");
            Catalog catalog = loader.load(c);
            assertTrue(catalog.searchPath().get(0).startsWith("pg_temp_"), catalog.searchPath().toString());
            assertTrue(catalog.table("scratch").isEmpty());
            assertTrue(catalog.table("customers").isPresent());
        }
    }

    @Test
    void leavesAutocommitReadOnlyAndIsolationAsTheyWere(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            c.setReadOnly(true);
            c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
            loader.load(c);
            CatalogLoader.searchPath(c);
            assertTrue(c.getAutoCommit());
            assertTrue(c.isReadOnly());
            assertEquals(Connection.TRANSACTION_SERIALIZABLE, c.getTransactionIsolation());
            assertEquals(TransactionState.IDLE, c.unwrap(BaseConnection.class).getTransactionState());
        }
        try (Connection c = db.connect()) {
            loader.load(c);
            assertTrue(c.getAutoCommit());
            assertFalse(c.isReadOnly());
            assertEquals(Connection.TRANSACTION_READ_COMMITTED, c.getTransactionIsolation());
        }
    }

    @Test
    void refusesAConnectionOutsideAutocommitAndOpensNoTransaction(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            c.setAutoCommit(false);
            c.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            SQLException refused = assertThrows(SQLException.class, () -> loader.load(c));
            assertEquals(CatalogLoader.NEEDS_AUTOCOMMIT, refused.getSQLState());
            assertEquals(CatalogLoader.NEEDS_AUTOCOMMIT,
                    assertThrows(SQLException.class, () -> CatalogLoader.searchPath(c)).getSQLState());
            assertFalse(c.getAutoCommit());
            assertEquals(Connection.TRANSACTION_REPEATABLE_READ, c.getTransactionIsolation());
            assertEquals(TransactionState.IDLE, c.unwrap(BaseConnection.class).getTransactionState());
        }
    }

    @Test
    void readsPostgresWithoutMetadataCallsAndClosesEverything(TestDatabase db) throws Exception {
        try (Connection c = db.connect()) {
            RecordingConnection recording = new RecordingConnection(c, false);
            Catalog catalog = loader.load(recording.connection());
            assertEquals(EXPECTED_TABLES, names(catalog));
            assertEquals(List.of(), recording.calls);
            assertEquals(List.of(), recording.leftOpen());
        }
    }

    @Test
    void readsMetadataInBulkAndClosesEverything(TestDatabase db) throws Exception {
        try (Connection c = db.connect()) {
            RecordingConnection recording = new RecordingConnection(c, false);
            Catalog catalog = loader.loadThroughMetaData(recording.connection());
            assertEquals(EXPECTED_TABLES, names(catalog));
            // One call of each kind per loaded schema, however many tables there are.
            assertEquals(List.of(
                    "getTables(public,%)", "getColumns(public,%)", "getPrimaryKeys(public,null)", "getImportedKeys(public,null)",
                    "getTables(sales\\_eu,%)", "getColumns(sales\\_eu,%)", "getPrimaryKeys(sales_eu,null)",
                    "getImportedKeys(sales_eu,null)"), recording.calls);
            assertEquals(List.of(), recording.leftOpen());
        }
    }

    @Test
    void fallsBackToPerTableKeyCallsWhenTheDriverRefusesANullTable(TestDatabase db) throws Exception {
        try (Connection c = db.connect()) {
            Catalog bulk = loader.loadThroughMetaData(c);
            RecordingConnection recording = new RecordingConnection(c, true);
            Catalog perTable = loader.loadThroughMetaData(recording.connection());
            assertEquals(2, recording.callsOf("getColumns"));
            assertEquals(EXPECTED_TABLES.size() + 2, recording.callsOf("getPrimaryKeys"), recording.calls.toString());
            assertEquals(keys(bulk), keys(perTable));
            assertEquals(List.of(), recording.leftOpen());
        }
    }

    @Test
    void escapesLikeWildcardsInSchemaPatterns() {
        assertEquals("sales\\_eu", CatalogLoader.escapePattern("sales_eu", "\\"));
        assertEquals("100\\%\\\\x", CatalogLoader.escapePattern("100%\\x", "\\"));
        assertEquals("a_b", CatalogLoader.escapePattern("a_b", ""));
    }

    private Catalog load(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            return loader.load(c);
        }
    }

    private static Set<String> names(Catalog catalog) {
        return catalog.tables().stream().map(t -> t.name().toString()).collect(Collectors.toSet());
    }

    private static List<String> keys(Catalog catalog) {
        return catalog.tables().stream().map(t -> t.name() + " pk" + t.primaryKey() + " fk" + t.foreignKeys()).toList();
    }
}
