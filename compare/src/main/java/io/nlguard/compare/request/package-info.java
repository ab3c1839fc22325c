/**
 * The input of a comparison: {@link io.nlguard.compare.request.ComparisonRequest} (user_query,
 * actual_sql, expected_sql, config, context) and its options,
 * {@link io.nlguard.compare.request.ComparisonConfig}. Both read and write JSON through Jackson with
 * the design's snake_case names.
 */
package io.nlguard.compare.request;
