package io.nlguard.guard.features;

import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.sql.Aggregates;

/**
 * Function names PostgreSQL knows (built-ins, and type names it accepts as function-style casts).
 * Text-to-SQL models trained on SQLite and MySQL write {@code strftime}, {@code iif}, {@code ifnull},
 * {@code instr}, {@code datediff}: functions PostgreSQL lacks, and a strong sign the call is wrong.
 */
final class PostgresFunctions {

    private static final Set<String> NAMES = Set.of(
            // math
            "abs", "cbrt", "ceil", "ceiling", "degrees", "div", "exp", "factorial", "floor", "gcd", "lcm", "ln",
            "log", "log10", "min_scale", "mod", "pi", "power", "radians", "round", "scale", "sign", "sqrt",
            "trim_scale", "trunc", "width_bucket", "random", "setseed", "acos", "asin", "atan", "atan2", "cos",
            "cot", "sin", "tan", "sinh", "cosh", "tanh",
            // strings
            "ascii", "bit_length", "btrim", "char_length", "character_length", "chr", "concat", "concat_ws",
            "format", "initcap", "left", "length", "lower", "lpad", "ltrim", "md5", "normalize", "octet_length",
            "overlay", "position", "quote_ident", "quote_literal", "quote_nullable", "regexp_count",
            "regexp_instr", "regexp_like", "regexp_match", "regexp_matches", "regexp_replace",
            "regexp_split_to_array", "regexp_split_to_table", "regexp_substr", "repeat", "replace", "reverse",
            "right", "rpad", "rtrim", "split_part", "starts_with", "string_to_array", "string_to_table", "strpos",
            "substr", "substring", "to_hex", "translate", "trim", "upper", "encode", "decode", "sha224", "sha256",
            "sha384", "sha512", "unistr",
            // conversion
            "to_char", "to_date", "to_number", "to_timestamp", "cast",
            // date and time
            "age", "clock_timestamp", "current_date", "current_time", "current_timestamp", "date_bin",
            "date_part", "date_trunc", "extract", "isfinite", "justify_days", "justify_hours", "justify_interval",
            "localtime", "localtimestamp", "make_date", "make_interval", "make_time", "make_timestamp",
            "make_timestamptz", "now", "statement_timestamp", "timeofday", "transaction_timestamp",
            "date_add", "date_subtract",
            // conditional
            "coalesce", "nullif", "greatest", "least",
            // window
            "row_number", "rank", "dense_rank", "percent_rank", "cume_dist", "ntile", "lag", "lead",
            "first_value", "last_value", "nth_value",
            // arrays, json, ranges
            "array_append", "array_cat", "array_dims", "array_fill", "array_length", "array_lower",
            "array_position", "array_positions", "array_prepend", "array_remove", "array_replace",
            "array_to_string", "array_upper", "cardinality", "unnest", "generate_series", "generate_subscripts",
            "to_json", "to_jsonb", "json_build_array", "jsonb_build_array", "json_build_object",
            "jsonb_build_object", "json_object", "jsonb_object", "json_array_length", "jsonb_array_length",
            "json_extract_path", "jsonb_extract_path", "json_extract_path_text", "jsonb_extract_path_text",
            "json_typeof", "jsonb_typeof", "jsonb_set", "jsonb_insert", "jsonb_path_query", "row_to_json",
            "json_each", "jsonb_each", "json_array_elements", "jsonb_array_elements", "lower_inf", "upper_inf",
            "isempty", "range_merge",
            // system and misc
            "current_user", "current_schema", "current_database", "session_user", "version", "pg_typeof",
            "gen_random_uuid", "txid_current", "pg_sleep", "nextval", "currval", "setval", "row",
            // type names usable as function-style casts
            "date", "time", "timestamp", "timestamptz", "interval", "text", "varchar", "int", "int2", "int4",
            "int8", "integer", "bigint", "smallint", "numeric", "decimal", "float4", "float8", "real", "bool",
            "boolean", "char", "bpchar", "uuid", "json", "jsonb");

    private PostgresFunctions() {
    }

    /** Whether PostgreSQL has a function of this name (any case), aggregates included. */
    static boolean knows(String name) {
        if (name == null) {
            return false;
        }
        String lower = name.toLowerCase(Locale.ROOT);
        return NAMES.contains(lower) || Aggregates.isAggregate(lower);
    }
}
