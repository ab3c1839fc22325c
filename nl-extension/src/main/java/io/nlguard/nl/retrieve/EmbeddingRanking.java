package io.nlguard.nl.retrieve;

import java.util.List;
import java.util.Objects;

/**
 * What an {@link EmbeddingRanker} found: the tables best first, or none and a note saying why (the
 * translation report shows it).
 *
 * @param tables the ranking; empty when unavailable
 * @param note   empty when the ranking is there; else why retrieval went on with BM25 alone
 */
public record EmbeddingRanking(List<ScoredTable> tables, String note) {

    public EmbeddingRanking {
        tables = List.copyOf(tables);
        Objects.requireNonNull(note, "note");
    }

    public static EmbeddingRanking of(List<ScoredTable> tables) {
        return new EmbeddingRanking(tables, "");
    }

    public static EmbeddingRanking unavailable(String why) {
        return new EmbeddingRanking(List.of(), why);
    }

    public boolean available() {
        return note.isEmpty();
    }
}
