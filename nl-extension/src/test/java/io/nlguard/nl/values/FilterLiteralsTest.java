package io.nlguard.nl.values;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class FilterLiteralsTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final FilterLiterals literals = new FilterLiterals();

    @Test
    void equalsAndInOnTextColumnsOfWhereResolvedThroughAliases() {
        List<String> found = described("SELECT c.first_name FROM customers c JOIN orders o ON o.status = 'on join' "
                + "WHERE c.city = 'Oslo' AND o.status IN ('shipped', 'pending') AND 'Smith' = last_name "
                + "AND o.total_amt = 5 AND o.order_date = '2020-01-01' AND c.first_name LIKE 'A%'");
        assertEquals(List.of("'Oslo' for customers.city", "'shipped' for orders.status", "'pending' for orders.status",
                "'Smith' for customers.last_name"), found,
                "not the join condition, not numbers, not a date column, not LIKE");
    }

    @Test
    void aSubquerysFilterCountsAndItsColumnResolvesInItsOwnScope() {
        assertEquals(List.of("'Rome' for customers.city"), described(
                "SELECT order_id FROM orders WHERE customer_id IN (SELECT customer_id FROM customers WHERE city = 'Rome')"));
    }

    @Test
    void anEscapedQuoteIsReadAsTheDatabaseReadsIt() {
        assertEquals(List.of("'O'Hara' for customers.last_name"),
                described("SELECT 1 FROM customers WHERE last_name = 'O''Hara'"));
    }

    @Test
    void havingSelectListAndUnknownColumnsHaveNone() {
        assertEquals(List.of(), described("SELECT city = 'Oslo' FROM customers GROUP BY city HAVING city = 'Oslo'"));
        assertEquals(List.of(), described("SELECT 1 FROM customers WHERE town = 'Oslo'"));
        assertEquals(List.of(), described("not sql at all"));
    }

    private List<String> described(String sql) {
        return literals.of(sql, shop).stream().map(FilterLiteral::describe).toList();
    }
}
