package io.nlguard.cli.boundary;

/** An answerable question with its gold SQL, the gold's shape and its database's vocabulary: what mutations start from. */
public record Seed(String source, String dbId, String question, String gold, GoldShape shape, SchemaVocabulary vocabulary) {
}
