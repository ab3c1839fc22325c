package io.nlguard.cli;

import java.util.List;

/**
 * The statements the demo sends through {@code jdbc:nlguard:}: some correct, most of them the
 * kind of mistake a hurried person or an LLM makes. They run against {@link SampleSchema}. One is an
 * LLM's, sent with its question: the node model judges it as the machine-written SQL it learned from.
 */
public final class DemoStatements {

    private DemoStatements() {
    }

    public static List<DemoStep> all() {
        return List.of(
                DemoStep.query("Revenue per region (correct join with aggregate)", """
                        SELECT r.name AS region,
                               count(DISTINCT o.order_id) AS orders,
                               round(sum(ol.quantity * ol.unit_price * (1 - ol.discount)), 2) AS revenue
                        FROM orders o
                        JOIN customers c ON c.customer_id = o.customer_id
                        JOIN regions r ON r.region_id = c.region_id
                        JOIN order_lines ol ON ol.order_id = o.order_id
                        WHERE o.status <> 'cancelled'
                        GROUP BY r.name
                        ORDER BY revenue DESC"""),
                DemoStep.query("Misspelled column", """
                        SELECT customer_id, nmae, email
                        FROM customers
                        WHERE region_id = 2"""),
                DemoStep.answer("The same misspelled column, written by an LLM", "Name and email of the customers in region 2", """
                        SELECT customer_id, nmae, email
                        FROM customers
                        WHERE region_id = 2"""),
                DemoStep.query("Comparison with = NULL (never true)", """
                        SELECT invoice_id, order_id, amount
                        FROM invoices
                        WHERE paid_at = NULL"""),
                DemoStep.query("Implicit cross join (join condition forgotten)", """
                        SELECT c.name, o.order_id, o.ordered_at
                        FROM customers c, orders o
                        WHERE c.region_id = 5"""),
                DemoStep.query("LIMIT without ORDER BY", """
                        SELECT order_id, customer_id, status
                        FROM orders
                        LIMIT 5"""),
                DemoStep.rolledBack("UPDATE without WHERE", """
                        UPDATE products SET list_price = list_price * 1.10"""),
                DemoStep.rolledBack("DELETE without WHERE", """
                        DELETE FROM order_lines"""),
                DemoStep.query("Row count after the DELETE (refused, or run and rolled back)", """
                        SELECT count(*) AS order_lines FROM order_lines"""),
                DemoStep.rolledBack("DDL: dropping a table (recorded in the report, not a warning)", """
                        DROP TABLE invoices"""),
                DemoStep.rolledBack("Several statements in one string", """
                        UPDATE orders SET status = 'shipped' WHERE order_id = 17;
                        SELECT order_id, status FROM orders WHERE order_id = 17"""),
                DemoStep.query("Overdue invoices (correct: IS NULL, explicit joins, ORDER BY)", """
                        SELECT c.name AS customer, i.invoice_id, i.due_at, i.amount
                        FROM invoices i
                        JOIN orders o ON o.order_id = i.order_id
                        JOIN customers c ON c.customer_id = o.customer_id
                        WHERE i.paid_at IS NULL AND i.due_at < DATE '2024-06-30'
                        ORDER BY i.due_at, i.invoice_id"""));
    }
}
