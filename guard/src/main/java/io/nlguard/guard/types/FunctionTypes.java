package io.nlguard.guard.types;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Result types of common functions (PostgreSQL's, and the SQLite and MySQL ones that text-to-SQL
 * output is full of). Functions whose result follows an argument are listed apart.
 */
final class FunctionTypes {

    private static final Map<String, SqlType> FIXED = new HashMap<>();

    /** The result has the type of the first argument that has one: coalesce(a, 0), max(a). */
    private static final Set<String> FIRST_ARGUMENT = Set.of("coalesce", "ifnull", "nvl", "nullif", "greatest",
            "least", "min", "max", "abs", "any_value", "mode");

    /** sum and avg of an interval are intervals; of anything else, numbers. */
    private static final Set<String> NUMERIC_OR_INTERVAL = Set.of("sum", "avg");

    static {
        fixed(SqlType.NUMERIC, "count", "length", "char_length", "character_length", "octet_length", "bit_length",
                "position", "strpos", "instr", "extract", "date_part", "round", "ceil", "ceiling", "floor", "trunc",
                "sqrt", "cbrt", "power", "pow", "exp", "ln", "log", "log10", "mod", "sign", "random", "pi",
                "degrees", "radians", "div", "width_bucket", "julianday", "stddev", "stddev_pop", "stddev_samp",
                "variance", "var_pop", "var_samp", "corr", "covar_pop", "covar_samp", "regr_slope",
                "regr_intercept", "regr_r2", "regr_count", "percentile_cont", "percentile_disc", "row_number",
                "rank", "dense_rank", "percent_rank", "cume_dist", "ntile", "to_number", "ascii", "total",
                "datediff", "year", "month", "day", "hour", "minute", "second", "unixepoch", "float8", "int4");
        fixed(SqlType.TEXT, "lower", "upper", "substr", "substring", "trim", "btrim", "ltrim", "rtrim", "replace",
                "concat", "concat_ws", "left", "right", "lpad", "rpad", "initcap", "md5", "reverse", "repeat",
                "split_part", "format", "string_agg", "group_concat", "to_char", "strftime", "chr", "translate",
                "regexp_replace", "quote_ident", "quote_literal", "encode", "printf", "version", "current_user",
                "current_schema", "session_user", "typeof", "hex", "char", "listagg");
        fixed(SqlType.DATE, "current_date", "to_date", "date", "curdate");
        fixed(SqlType.TIME, "current_time", "localtime", "time");
        fixed(SqlType.TIMESTAMP, "now", "current_timestamp", "localtimestamp", "clock_timestamp",
                "statement_timestamp", "transaction_timestamp", "to_timestamp", "date_trunc", "datetime",
                "make_timestamp", "make_timestamptz");
        fixed(SqlType.INTERVAL, "age", "make_interval", "justify_days", "justify_hours", "justify_interval");
        fixed(SqlType.BOOLEAN, "bool_and", "bool_or", "every", "starts_with", "isfinite");
        fixed(SqlType.ARRAY, "array_agg", "string_to_array", "regexp_split_to_array", "array_append",
                "array_prepend", "array_cat", "array_remove");
        fixed(SqlType.JSON, "json_agg", "jsonb_agg", "json_object_agg", "jsonb_object_agg", "to_json", "to_jsonb",
                "json_build_object", "jsonb_build_object", "json_build_array", "jsonb_build_array", "row_to_json");
        fixed(SqlType.UUID, "gen_random_uuid", "uuid_generate_v4");
        fixed(SqlType.BINARY, "decode", "sha256", "digest");
    }

    private FunctionTypes() {
    }

    private static void fixed(SqlType type, String... names) {
        for (String name : names) {
            FIXED.put(name, type);
        }
    }

    /** The fixed result type of {@code name} (lower case), or UNKNOWN when it has none or is not known. */
    static SqlType fixed(String name) {
        return name == null ? SqlType.UNKNOWN : FIXED.getOrDefault(name, SqlType.UNKNOWN);
    }

    /**
     * For functions whose result is the unified type of their arguments: how many leading arguments
     * do not take part ({@code iif(condition, then, else)} skips one); -1 for other functions.
     */
    static int unifiedArgumentsFrom(String name) {
        if (name == null) {
            return -1;
        }
        if (FIRST_ARGUMENT.contains(name)) {
            return 0;
        }
        return name.equals("iif") || name.equals("if") ? 1 : -1;
    }

    /** sum and avg: an interval argument gives an interval, anything else a number. */
    static boolean isNumericOrInterval(String name) {
        return NUMERIC_OR_INTERVAL.contains(name);
    }
}
