package io.nlguard.compare.request;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The runtime options of one comparison (the design's Configuration Model), then
 * {@code include_intermediates} (the design's Validation layer asks for such an option without naming
 * it), then nlguard's three additions. A key missing from JSON takes its default; an unknown key is an
 * error.
 *
 * @param comparisonMode          {@code comparison_mode}: which equality {@code mode_pass} judges. Default {@code order-insensitive}.
 * @param numericAbsTolerance     {@code numeric_abs_tolerance} (atol): two numbers {@code a} (actual) and {@code b}
 *                                (expected) match when {@code |a - b| <= atol + rtol * |b|}. Default {@code 1e-9}.
 *                                Applies in every mode; set both tolerances to 0 for exact numbers.
 * @param numericRelTolerance     {@code numeric_rel_tolerance} (rtol), in [0, 1). Default {@code 1e-9}.
 * @param nullEqualityMode        {@code null_equality_mode}: see {@link NullEqualityMode}. Default {@code strict}.
 * @param requireColumnNameMatch  {@code require_column_name_match}: aligned columns must carry the same name
 *                                (case-insensitive) for {@code mode_pass}. Default false. Always on in {@code exact}.
 * @param requireColumnOrderMatch {@code require_column_order_match}: columns are aligned by position only; when off
 *                                they are aligned by name, then by values. Default false. Always on in {@code exact}.
 * @param maxRowsForCellAlignment {@code max_rows_for_cell_alignment}: at most this many unmatched rows per side are
 *                                paired up for {@code cell_overlap} (the pairing is quadratic). Default 1000.
 * @param queryTimeoutMs          {@code query_timeout_ms}: the statement timeout of each execution. Default 30000.
 * @param enableAiJudge           {@code enable_ai_judge}. Default false.
 * @param enablePerformanceMetrics {@code enable_performance_metrics}: also EXPLAIN both queries. Default false.
 * @param includeIntermediates    {@code include_intermediates}: also write Layer 1's internal intermediates into
 *                                {@code validity} ({@code ast_*}, {@code *_result_table}, {@code *_schema}), which the
 *                                design leaves out of the report unless the configuration asks for them. Default false.
 * @param normalizeToPostgres     {@code normalize_to_postgres} (nlguard): run the guard's PostgreSQL normalization
 *                                passes (other dialects' spellings → PostgreSQL's) before canonicalizing and
 *                                executing. Default false.
 * @param maxResultRows           {@code max_result_rows} (nlguard): rows read per result at most; a longer result is
 *                                cut and marked truncated. Default 100000.
 * @param instanceCheck           {@code instance_check} (nlguard): also run both queries on generated databases of the
 *                                schema ({@link InstanceOptions}: seed, instance count, rows per table); null, the
 *                                default, leaves the check off. A pass on the given data that differs on a generated
 *                                instance becomes a fail (see {@code SqlComparator}).
 */
public record ComparisonConfig(
        @JsonProperty("comparison_mode") ComparisonMode comparisonMode,
        @JsonProperty("numeric_abs_tolerance") double numericAbsTolerance,
        @JsonProperty("numeric_rel_tolerance") double numericRelTolerance,
        @JsonProperty("null_equality_mode") NullEqualityMode nullEqualityMode,
        @JsonProperty("require_column_name_match") boolean requireColumnNameMatch,
        @JsonProperty("require_column_order_match") boolean requireColumnOrderMatch,
        @JsonProperty("max_rows_for_cell_alignment") int maxRowsForCellAlignment,
        @JsonProperty("query_timeout_ms") int queryTimeoutMs,
        @JsonProperty("enable_ai_judge") boolean enableAiJudge,
        @JsonProperty("enable_performance_metrics") boolean enablePerformanceMetrics,
        @JsonProperty("include_intermediates") boolean includeIntermediates,
        @JsonProperty("normalize_to_postgres") boolean normalizeToPostgres,
        @JsonProperty("max_result_rows") int maxResultRows,
        @JsonProperty("instance_check") InstanceOptions instanceCheck) {

    public static final ComparisonMode DEFAULT_MODE = ComparisonMode.ORDER_INSENSITIVE;
    public static final double DEFAULT_ABS_TOLERANCE = 1e-9;
    public static final double DEFAULT_REL_TOLERANCE = 1e-9;
    public static final NullEqualityMode DEFAULT_NULL_MODE = NullEqualityMode.STRICT;
    public static final int DEFAULT_MAX_ROWS_FOR_CELL_ALIGNMENT = 1000;
    public static final int DEFAULT_QUERY_TIMEOUT_MS = 30_000;
    public static final int DEFAULT_MAX_RESULT_ROWS = 100_000;

    private static final ComparisonConfig DEFAULTS = new ComparisonConfig(DEFAULT_MODE, DEFAULT_ABS_TOLERANCE,
            DEFAULT_REL_TOLERANCE, DEFAULT_NULL_MODE, false, false, DEFAULT_MAX_ROWS_FOR_CELL_ALIGNMENT,
            DEFAULT_QUERY_TIMEOUT_MS, false, false, false, false, DEFAULT_MAX_RESULT_ROWS, null);

    /** @throws IllegalArgumentException naming the option whose value is out of range */
    public ComparisonConfig {
        if (comparisonMode == null) {
            throw new IllegalArgumentException("comparison_mode is required");
        }
        if (nullEqualityMode == null) {
            throw new IllegalArgumentException("null_equality_mode is required");
        }
        if (!(numericAbsTolerance >= 0) || Double.isInfinite(numericAbsTolerance)) {
            throw new IllegalArgumentException("numeric_abs_tolerance must be a finite number >= 0, not " + numericAbsTolerance);
        }
        if (!(numericRelTolerance >= 0 && numericRelTolerance < 1)) {
            throw new IllegalArgumentException("numeric_rel_tolerance must be in [0, 1), not " + numericRelTolerance);
        }
        if (maxRowsForCellAlignment < 0) {
            throw new IllegalArgumentException("max_rows_for_cell_alignment must be >= 0, not " + maxRowsForCellAlignment);
        }
        if (queryTimeoutMs <= 0) {
            throw new IllegalArgumentException("query_timeout_ms must be > 0, not " + queryTimeoutMs);
        }
        if (maxResultRows <= 0) {
            throw new IllegalArgumentException("max_result_rows must be > 0, not " + maxResultRows);
        }
    }

    /** Every option at its default. */
    public static ComparisonConfig defaults() {
        return DEFAULTS;
    }

    /** JSON entry: absent keys take their defaults. */
    @JsonCreator
    static ComparisonConfig fromJson(
            @JsonProperty("comparison_mode") ComparisonMode comparisonMode,
            @JsonProperty("numeric_abs_tolerance") Double numericAbsTolerance,
            @JsonProperty("numeric_rel_tolerance") Double numericRelTolerance,
            @JsonProperty("null_equality_mode") NullEqualityMode nullEqualityMode,
            @JsonProperty("require_column_name_match") Boolean requireColumnNameMatch,
            @JsonProperty("require_column_order_match") Boolean requireColumnOrderMatch,
            @JsonProperty("max_rows_for_cell_alignment") Integer maxRowsForCellAlignment,
            @JsonProperty("query_timeout_ms") Integer queryTimeoutMs,
            @JsonProperty("enable_ai_judge") Boolean enableAiJudge,
            @JsonProperty("enable_performance_metrics") Boolean enablePerformanceMetrics,
            @JsonProperty("include_intermediates") Boolean includeIntermediates,
            @JsonProperty("normalize_to_postgres") Boolean normalizeToPostgres,
            @JsonProperty("max_result_rows") Integer maxResultRows,
            @JsonProperty("instance_check") InstanceOptions instanceCheck) {
        ComparisonConfig d = DEFAULTS;
        return new ComparisonConfig(
                or(comparisonMode, d.comparisonMode),
                or(numericAbsTolerance, d.numericAbsTolerance),
                or(numericRelTolerance, d.numericRelTolerance),
                or(nullEqualityMode, d.nullEqualityMode),
                or(requireColumnNameMatch, d.requireColumnNameMatch),
                or(requireColumnOrderMatch, d.requireColumnOrderMatch),
                or(maxRowsForCellAlignment, d.maxRowsForCellAlignment),
                or(queryTimeoutMs, d.queryTimeoutMs),
                or(enableAiJudge, d.enableAiJudge),
                or(enablePerformanceMetrics, d.enablePerformanceMetrics),
                or(includeIntermediates, d.includeIntermediates),
                or(normalizeToPostgres, d.normalizeToPostgres),
                or(maxResultRows, d.maxResultRows),
                instanceCheck);
    }

    private static <T> T or(T value, T fallback) {
        return value != null ? value : fallback;
    }

    /** Whether columns are aligned by position only: configured, or implied by {@code exact}. */
    public boolean columnOrderRequired() {
        return requireColumnOrderMatch || comparisonMode == ComparisonMode.EXACT;
    }

    public Builder toBuilder() {
        return new Builder(this);
    }

    public static Builder builder() {
        return new Builder(DEFAULTS);
    }

    /** Changes some options of a configuration; {@link #build()} checks the ranges. */
    public static final class Builder {
        private ComparisonMode comparisonMode;
        private double numericAbsTolerance;
        private double numericRelTolerance;
        private NullEqualityMode nullEqualityMode;
        private boolean requireColumnNameMatch;
        private boolean requireColumnOrderMatch;
        private int maxRowsForCellAlignment;
        private int queryTimeoutMs;
        private boolean enableAiJudge;
        private boolean enablePerformanceMetrics;
        private boolean includeIntermediates;
        private boolean normalizeToPostgres;
        private int maxResultRows;
        private InstanceOptions instanceCheck;

        private Builder(ComparisonConfig from) {
            comparisonMode = from.comparisonMode;
            numericAbsTolerance = from.numericAbsTolerance;
            numericRelTolerance = from.numericRelTolerance;
            nullEqualityMode = from.nullEqualityMode;
            requireColumnNameMatch = from.requireColumnNameMatch;
            requireColumnOrderMatch = from.requireColumnOrderMatch;
            maxRowsForCellAlignment = from.maxRowsForCellAlignment;
            queryTimeoutMs = from.queryTimeoutMs;
            enableAiJudge = from.enableAiJudge;
            enablePerformanceMetrics = from.enablePerformanceMetrics;
            includeIntermediates = from.includeIntermediates;
            normalizeToPostgres = from.normalizeToPostgres;
            maxResultRows = from.maxResultRows;
            instanceCheck = from.instanceCheck;
        }

        public Builder comparisonMode(ComparisonMode value) {
            comparisonMode = value;
            return this;
        }

        public Builder numericAbsTolerance(double value) {
            numericAbsTolerance = value;
            return this;
        }

        public Builder numericRelTolerance(double value) {
            numericRelTolerance = value;
            return this;
        }

        public Builder nullEqualityMode(NullEqualityMode value) {
            nullEqualityMode = value;
            return this;
        }

        public Builder requireColumnNameMatch(boolean value) {
            requireColumnNameMatch = value;
            return this;
        }

        public Builder requireColumnOrderMatch(boolean value) {
            requireColumnOrderMatch = value;
            return this;
        }

        public Builder maxRowsForCellAlignment(int value) {
            maxRowsForCellAlignment = value;
            return this;
        }

        public Builder queryTimeoutMs(int value) {
            queryTimeoutMs = value;
            return this;
        }

        public Builder enableAiJudge(boolean value) {
            enableAiJudge = value;
            return this;
        }

        public Builder enablePerformanceMetrics(boolean value) {
            enablePerformanceMetrics = value;
            return this;
        }

        public Builder includeIntermediates(boolean value) {
            includeIntermediates = value;
            return this;
        }

        public Builder normalizeToPostgres(boolean value) {
            normalizeToPostgres = value;
            return this;
        }

        public Builder maxResultRows(int value) {
            maxResultRows = value;
            return this;
        }

        /** The multi-instance check's options; null switches it off. */
        public Builder instanceCheck(InstanceOptions value) {
            instanceCheck = value;
            return this;
        }

        public ComparisonConfig build() {
            return new ComparisonConfig(comparisonMode, numericAbsTolerance, numericRelTolerance, nullEqualityMode,
                    requireColumnNameMatch, requireColumnOrderMatch, maxRowsForCellAlignment, queryTimeoutMs,
                    enableAiJudge, enablePerformanceMetrics, includeIntermediates, normalizeToPostgres, maxResultRows,
                    instanceCheck);
        }
    }
}
