package io.nlguard.cli.boundary;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One line of the abstention set. {@code source} is the Spider dev index (a number) or {@code "demo:<n>"};
 * {@code gold} only on originals; {@code evidence} only on mutants.
 */
@JsonPropertyOrder({"id", "source", "db_id", "question", "label", "kind", "evidence", "gold"})
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SetEntry(String id, Object source, String db_id, String question, String label, String kind,
                       String evidence, String gold) {

    public static final String ORIGINAL = "original";
}
