/**
 * The materialized result shared by validation (which produces it) and result comparison (which
 * compares two): {@link io.nlguard.compare.table.ResultTable} with its schema of
 * {@link io.nlguard.compare.table.ResultColumn}s, cells normalized by
 * {@link io.nlguard.compare.table.Cells} so that equal values are {@code equals}.
 */
package io.nlguard.compare.table;
