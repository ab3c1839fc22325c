package io.nlguard.compare.request;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The optional {@code context} of a request: what grounds an AI judgment in the domain. The
 * deterministic layers do not read it.
 *
 * @param schemaMetadata      {@code schema_metadata}: a description of the tables and columns, free text
 * @param businessConstraints {@code business_constraints}: rules of the domain, one per entry
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RequestContext(
        @JsonProperty("schema_metadata") String schemaMetadata,
        @JsonProperty("business_constraints") List<String> businessConstraints) {

    public RequestContext {
        businessConstraints = businessConstraints == null ? List.of() : List.copyOf(businessConstraints);
    }
}
