package io.nlguard.guard.sql;

import java.util.Set;

/** PostgreSQL's aggregate functions (names in lower case), so calls can be typed Aggregate at parse time. */
public final class Aggregates {

    private static final Set<String> NAMES = Set.of(
            "count", "sum", "avg", "min", "max", "string_agg", "array_agg", "group_concat", "listagg",
            "bool_and", "bool_or", "every", "bit_and", "bit_or", "bit_xor", "json_agg", "jsonb_agg",
            "json_object_agg", "jsonb_object_agg", "xmlagg", "stddev", "stddev_pop", "stddev_samp",
            "variance", "var_pop", "var_samp", "corr", "covar_pop", "covar_samp", "regr_avgx", "regr_avgy",
            "regr_count", "regr_intercept", "regr_r2", "regr_slope", "regr_sxx", "regr_sxy", "regr_syy",
            "percentile_cont", "percentile_disc", "mode", "range_agg", "range_intersect_agg", "any_value");

    private Aggregates() {
    }

    public static boolean isAggregate(String lowerCaseName) {
        return NAMES.contains(lowerCaseName);
    }
}
