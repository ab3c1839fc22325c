package io.nlguard.nl.boundary;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.contract.Keyphrases;
import io.nlguard.nl.contract.SchemaContract;
import io.nlguard.nl.knowledge.Knowledge;

/**
 * What the detectors read: the question, the schema, what the linker grounded it in and the knowledge file.
 *
 * @param words the question's words in lower case, in order
 */
public record BoundaryQuestion(String question, List<String> words, Catalog catalog, SchemaContract contract,
                               Knowledge knowledge) {

    public BoundaryQuestion {
        words = List.copyOf(words);
    }

    public static BoundaryQuestion of(String question, Catalog catalog, SchemaContract contract, Knowledge knowledge) {
        return new BoundaryQuestion(question, Keyphrases.words(question), catalog, contract, knowledge);
    }
}
