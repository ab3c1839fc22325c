package io.nlguard.clients;

import com.zaxxer.hikari.HikariDataSource;
import io.nlguard.guard.verdict.NlGuardException;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import jakarta.persistence.criteria.CriteriaBuilder;
import jakarta.persistence.criteria.CriteriaQuery;
import jakarta.persistence.criteria.Root;
import org.hibernate.JDBCException;
import org.hibernate.SessionFactory;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.cfg.AvailableSettings;
import org.hibernate.dialect.PostgreSQLDialect;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.exception.SQLGrammarException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;

import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hibernate 6 bootstrapped by hand over a HikariCP pool over {@code jdbc:nlguard:postgresql:}: the
 * dialect is PostgreSQL's, found from the connection's metadata; {@code hbm2ddl=create} makes the
 * schema; then persist (sequence ids), HQL, criteria, paging and a native query. Hibernate's own
 * statements (metadata queries, drops and creates, sequences) and the application's correct ones draw
 * no finding. Run in block mode (the default) and in annotate mode by the two subclasses.
 */
@RealPostgres
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class HibernateCases {

    private TestDatabase db;
    private HikariDataSource pool;
    private SessionFactory sessions;
    private Map<String, Long> schemaCreationFindings;
    private long schemaCreationStatements;
    private long schemaCreationSurfaced;

    /** The nlguard.mode the pool's connections run in. */
    abstract String mode();

    @BeforeAll
    void bootstrap(TestDatabase database) throws SQLException {
        db = database;
        ShopSchema.recreate(db); // tables already there: hbm2ddl drops them first, as on a developer's database
        pool = GuardedPools.open(db, mode());
        GuardFindings findings = GuardFindings.start();
        StandardServiceRegistry registry = new StandardServiceRegistryBuilder()
                .applySetting(AvailableSettings.DATASOURCE, pool)
                .applySetting(AvailableSettings.HBM2DDL_AUTO, "create")
                .build();
        sessions = new MetadataSources(registry)
                .addAnnotatedClass(ShopCustomer.class)
                .addAnnotatedClass(ShopOrder.class)
                .buildMetadata()
                .buildSessionFactory();
        schemaCreationFindings = findings.since();
        schemaCreationStatements = findings.statements();
        schemaCreationSurfaced = findings.surfaced();
    }

    @AfterAll
    void shutDown() {
        if (sessions != null) {
            sessions.close();
        }
        if (pool != null) {
            pool.close();
        }
    }

    @Test
    @Order(1)
    void schemaCreationDrawsNoFindingAndTheDialectIsPostgresqls() throws SQLException {
        assertInstanceOf(PostgreSQLDialect.class,
                sessions.unwrap(SessionFactoryImplementor.class).getJdbcServices().getDialect());
        Map<String, Long> found = new TreeMap<>(schemaCreationFindings);
        Long ddl = found.remove("firewall.ddl");
        assertTrue(ddl != null && ddl >= 6, "every drop and create is recorded (at INFO): " + schemaCreationFindings);
        // a table being created is no reference, so hbm2ddl's second CREATE TABLE draws nothing either
        assertEquals(Map.of(), found, "Hibernate's drops, creates, sequences and metadata queries");
        assertEquals(0, schemaCreationSurfaced, "warnings Hibernate saw: " + schemaCreationFindings);
        assertTrue(schemaCreationStatements >= 6, "the guard saw the DDL: " + schemaCreationStatements);
        assertEquals(0, ShopSchema.count(db, "true"), "hbm2ddl made the tables anew");
    }

    @Test
    @Order(2)
    void persistQueriesCriteriaPagingAndNativeSqlDrawNoFinding() {
        GuardFindings findings = GuardFindings.start();
        sessions.inTransaction(session -> {
            ShopCustomer ada = new ShopCustomer("Ada", "Rome");
            ShopCustomer bo = new ShopCustomer("Bo", "Oslo");
            session.persist(ada);
            session.persist(bo);
            session.persist(new ShopOrder(ada, "new", new BigDecimal("10.50")));
            session.persist(new ShopOrder(ada, "paid", new BigDecimal("20.00")));
            session.persist(new ShopOrder(bo, "new", new BigDecimal("7.25")));
            session.persist(new ShopOrder(bo, "shipped", new BigDecimal("99.90")));
        });

        sessions.inSession(session -> {
            List<ShopOrder> rome = session.createSelectionQuery(
                    "from ShopOrder o where o.customer.city = :city order by o.id", ShopOrder.class)
                    .setParameter("city", "Rome").getResultList();
            assertEquals(List.of("new", "paid"), rome.stream().map(ShopOrder::status).toList());

            List<Object[]> spent = session.createSelectionQuery(
                    "select c.name, sum(o.total) from ShopOrder o join o.customer c group by c.name order by c.name",
                    Object[].class).getResultList();
            assertEquals(0, new BigDecimal("30.50").compareTo((BigDecimal) spent.get(0)[1]));

            CriteriaBuilder cb = session.getCriteriaBuilder();
            CriteriaQuery<ShopOrder> query = cb.createQuery(ShopOrder.class);
            Root<ShopOrder> order = query.from(ShopOrder.class);
            query.select(order)
                    .where(cb.equal(order.get("status"), "new"), cb.gt(order.get("total"), new BigDecimal("8")))
                    .orderBy(cb.asc(order.get("id")));
            List<ShopOrder> bigNew = session.createSelectionQuery(query).getResultList();
            assertEquals(1, bigNew.size());
            assertEquals("Ada", bigNew.get(0).customer().name(), "the lazy customer loads by its id");

            List<ShopOrder> page = session.createSelectionQuery("from ShopOrder o order by o.id", ShopOrder.class)
                    .setFirstResult(1).setMaxResults(2).getResultList();
            assertEquals(List.of("paid", "new"), page.stream().map(ShopOrder::status).toList());

            Long open = session.createNativeQuery("select count(*) from orders where status = :status", Long.class)
                    .setParameter("status", "new").getSingleResult();
            assertEquals(2L, open);
        });

        assertEquals(Map.of(), findings.since(), "Hibernate's sequences and SQL, the application's queries");
        assertEquals(0, findings.surfaced());
        assertTrue(findings.statements() >= 8, "the guard saw them: " + findings.statements());
    }

    @Test
    @Order(3)
    void aRefusalIsNotFiledAsBadGrammar() throws SQLException {
        int pid = GuardedPools.backendPid(pool);
        if (mode().equals("block")) {
            RuntimeException hql = assertThrows(RuntimeException.class, () -> sessions.inTransaction(
                    session -> session.createMutationQuery("update ShopOrder set status = 'x'").executeUpdate()));
            assertRefusal(hql);
            RuntimeException nativeUpdate = assertThrows(RuntimeException.class, () -> sessions.inTransaction(
                    session -> session.createNativeMutationQuery("UPDATE orders SET status = 'x'").executeUpdate()));
            assertRefusal(nativeUpdate);
            assertEquals(0, ShopSchema.count(db, "status = 'x'"));
        } else {
            int updated = sessions.fromTransaction(
                    session -> session.createMutationQuery("update ShopOrder set status = 'x'").executeUpdate());
            assertEquals(4, updated, "annotate mode runs it, with a warning Hibernate logs");
            assertEquals(4, ShopSchema.count(db, "status = 'x'"));
        }
        assertEquals(pid, GuardedPools.backendPid(pool), "HikariCP kept the connection");
    }

    /**
     * Hibernate converts by the JDBC class before the SQLSTATE: the guard's authorization exception is
     * not a grammar error; Hibernate 6 and 7 file every authorization exception as a
     * {@code JDBCConnectionException}, while the connection is fine and stays in the pool.
     */
    private static void assertRefusal(RuntimeException e) {
        JDBCException converted = assertInstanceOf(JDBCException.class, e, e.toString());
        assertFalse(converted instanceof SQLGrammarException, converted.toString());
        assertInstanceOf(org.hibernate.exception.JDBCConnectionException.class, converted);
        NlGuardException refusal = assertInstanceOf(NlGuardException.class, converted.getSQLException());
        assertEquals("42NG2", refusal.getSQLState());
        assertTrue(refusal.getMessage().contains("firewall.write-without-where"), refusal.getMessage());
    }
}
