package io.nlguard.nl.contract;

/**
 * A column the question asks for that a needed table does not have but its foreign-key parent does
 * ({@code order_lines} has no date; {@code sales_orders.order_date} is it).
 *
 * @param text the warning as the prompt shows it
 */
public record ColumnWarning(String table, String concept, String parentColumn, String text) {
}
