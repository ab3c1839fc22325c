package io.nlguard.compare;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * What a multi-instance check found. The comparison reads the one boolean; the rest of an
 * implementation is reported as it serializes (under {@code evidence.instance_check}).
 */
public interface InstanceEvidence {

    /** Whether the two queries returned different results on at least one other instance. */
    @JsonProperty("differs_on_some_instance")
    boolean differsOnSomeInstance();

    /** One plain sentence on what was found, for the explanations; empty when there is nothing to add. */
    @JsonProperty("summary")
    default String summary() {
        return "";
    }
}
