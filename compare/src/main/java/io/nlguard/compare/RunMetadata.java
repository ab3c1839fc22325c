package io.nlguard.compare;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * {@code run_metadata}: what makes a report reproducible.
 *
 * @param timingsMs       {@code timings_ms}: wall-clock milliseconds per stage ({@code validation}, {@code structure},
 *                        {@code result}, {@code diagnostics}, {@code performance}, {@code instance_check},
 *                        {@code ai_judge}, {@code total}), only the stages that ran
 * @param database        {@code database}: the database identifier: product, version and where it runs, no credentials
 * @param libraryVersion  {@code library_version}: nlguard's version
 * @param contractVersion {@code contract_version}: the version of this output contract
 * @param configHash      {@code config_hash}: {@code sha256:} and the first 16 hex digits of the SHA-256 of the
 *                        configuration's JSON: equal hashes, equal options
 */
public record RunMetadata(
        @JsonProperty("timings_ms") Map<String, Double> timingsMs,
        @JsonProperty("database") String database,
        @JsonProperty("library_version") String libraryVersion,
        @JsonProperty("contract_version") String contractVersion,
        @JsonProperty("config_hash") String configHash) {

    public RunMetadata {
        timingsMs = Collections.unmodifiableMap(new LinkedHashMap<>(timingsMs));
    }
}
