/**
 * Layer 3, Result comparison: {@link io.nlguard.compare.result.ResultComparator} compares two
 * {@link io.nlguard.compare.table.ResultTable}s and gives a
 * {@link io.nlguard.compare.result.ResultComparison}: {@code result_equality_family} (exact,
 * order-insensitive or order-sensitive {@code mode_pass}), {@code schema_match}, {@code row_overlap},
 * {@code cell_overlap}, {@code cardinality_match}, {@code numeric_tolerance_match} and
 * {@code null_handling_match}, each with its details. The comparator's documentation states the
 * rules for column alignment, NULLs, tolerance and each mode.
 */
package io.nlguard.compare.result;
