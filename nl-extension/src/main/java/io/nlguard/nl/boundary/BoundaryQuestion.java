package io.nlguard.nl.boundary;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.contract.Keyphrases;
import io.nlguard.nl.contract.SchemaContract;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.values.ValueMatch;

/**
 * What the detectors read: the question, the schema, what the linker grounded it in and the knowledge file.
 *
 * @param words  the question's words in lower case, in order
 * @param values the stored values the question's phrases match (none when no rows are readable)
 */
public record BoundaryQuestion(String question, List<String> words, Catalog catalog, SchemaContract contract,
                               Knowledge knowledge, List<ValueMatch> values) {

    public BoundaryQuestion {
        words = List.copyOf(words);
        values = List.copyOf(values);
    }

    public static BoundaryQuestion of(String question, Catalog catalog, SchemaContract contract, Knowledge knowledge,
                                      List<ValueMatch> values) {
        return new BoundaryQuestion(question, Keyphrases.words(question), catalog, contract, knowledge, values);
    }
}
