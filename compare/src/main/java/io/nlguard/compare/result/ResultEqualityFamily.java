package io.nlguard.compare.result;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonProperty;

import io.nlguard.compare.request.ComparisonMode;

/**
 * {@code result_equality_family}: the one pass/fail of the configured mode, and the other modes'
 * outcomes for diagnostics only (an order-insensitive pass with an order-sensitive fail is an
 * ordering-only mismatch).
 *
 * @param comparisonMode {@code comparison_mode}
 * @param modePass       {@code mode_pass}: whether the results are equal under the configured mode
 * @param modeDetails    {@code mode_details}: the other two modes' outcomes, by their names
 */
public record ResultEqualityFamily(
        @JsonProperty("comparison_mode") ComparisonMode comparisonMode,
        @JsonProperty("mode_pass") boolean modePass,
        @JsonProperty("mode_details") Map<String, Boolean> modeDetails) {

    public ResultEqualityFamily {
        // in the caller's order, so that the report's JSON is the same from run to run
        modeDetails = Collections.unmodifiableMap(new LinkedHashMap<>(modeDetails));
    }
}
