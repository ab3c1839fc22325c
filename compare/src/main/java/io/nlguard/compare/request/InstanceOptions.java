package io.nlguard.compare.request;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * {@code instance_check} (nlguard): the options of the multi-instance equivalence check, which runs both
 * queries on generated databases of the schema as well (see {@code io.nlguard.compare.instances}). In a
 * {@link ComparisonConfig} it is null, the check off, unless asked for.
 *
 * @param seed            {@code seed}: what every generated value derives from; one seed gives the same
 *                        instances (and outcome) on the same schema
 * @param instances       {@code instances}: how many databases to generate, 1 to {@value #MAX_INSTANCES}. Default
 *                        {@value #DEFAULT_INSTANCES}: the first five have fixed shapes (empty tables, a few rows,
 *                        many NULLs, many duplicates, edge values), the rest are mixed
 * @param maxRowsPerTable {@code max_rows_per_table}: the most rows a table gets, 0 to {@value #MAX_ROWS}. Default
 *                        {@value #DEFAULT_MAX_ROWS}
 */
public record InstanceOptions(
        @JsonProperty("seed") long seed,
        @JsonProperty("instances") int instances,
        @JsonProperty("max_rows_per_table") int maxRowsPerTable) {

    public static final int DEFAULT_INSTANCES = 8;
    public static final int DEFAULT_MAX_ROWS = 20;
    public static final int MAX_INSTANCES = 100;
    public static final int MAX_ROWS = 1000;

    /** @throws IllegalArgumentException naming the option out of range */
    public InstanceOptions {
        if (instances < 1 || instances > MAX_INSTANCES) {
            throw new IllegalArgumentException("instances must be in [1, " + MAX_INSTANCES + "], not " + instances);
        }
        if (maxRowsPerTable < 0 || maxRowsPerTable > MAX_ROWS) {
            throw new IllegalArgumentException("max_rows_per_table must be in [0, " + MAX_ROWS + "], not " + maxRowsPerTable);
        }
    }

    /** Default instance count and row cap with this seed. */
    public static InstanceOptions withSeed(long seed) {
        return new InstanceOptions(seed, DEFAULT_INSTANCES, DEFAULT_MAX_ROWS);
    }

    /** JSON entry: absent counts take their defaults; the seed defaults to 0. */
    @JsonCreator
    static InstanceOptions fromJson(@JsonProperty("seed") Long seed, @JsonProperty("instances") Integer instances,
                                    @JsonProperty("max_rows_per_table") Integer maxRowsPerTable) {
        return new InstanceOptions(seed == null ? 0 : seed, instances == null ? DEFAULT_INSTANCES : instances,
                maxRowsPerTable == null ? DEFAULT_MAX_ROWS : maxRowsPerTable);
    }
}
