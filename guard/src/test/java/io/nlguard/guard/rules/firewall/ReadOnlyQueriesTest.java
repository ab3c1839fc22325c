package io.nlguard.guard.rules.firewall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What the driver lets answer an NL: question: one query that only reads, nothing else. */
class ReadOnlyQueriesTest {

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT name FROM customers WHERE city = 'Oslo'",
            "select count(*) from orders;",
            "WITH o AS (SELECT * FROM orders) SELECT count(*) FROM o",
            "(SELECT 1) UNION (SELECT 2)",
            "VALUES (1), (2)",
            "TABLE customers",
            "-- the customers\nSELECT * FROM customers",
            "SELECT 'DELETE FROM t' AS text",
    })
    void readOnlyQueriesPass(String sql) {
        assertEquals(Optional.empty(), ReadOnlyQueries.whyNot(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "DELETE FROM customers",
            "UPDATE customers SET city = 'Rome'",
            "INSERT INTO customers VALUES (1)",
            "DROP TABLE customers",
            "TRUNCATE customers",
            "SELECT * FROM customers FOR UPDATE",
            "SELECT nextval('orders_id_seq')",
            "SELECT * INTO copy FROM customers",
            "WITH gone AS (DELETE FROM customers RETURNING *) SELECT count(*) FROM gone",
            "SELECT 1; SELECT 2",
            "SET transaction_read_only = off",
            "COMMIT",
            "ROLLBACK",
            "SHOW search_path",
            "EXPLAIN ANALYZE DELETE FROM customers",
            "",
    })
    void everythingElseIsRefusedWithAReason(String sql) {
        Optional<String> why = ReadOnlyQueries.whyNot(sql);
        assertTrue(why.isPresent(), sql);
        assertTrue(why.get().startsWith("it "), why.get());
    }
}
