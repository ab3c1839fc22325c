package io.nlguard.compare.instances;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * An instance the queries did not run on.
 *
 * @param index  0-based position of the instance
 * @param reason why it could not be generated
 */
public record SkippedInstance(@JsonProperty("index") int index, @JsonProperty("reason") String reason) {
}
