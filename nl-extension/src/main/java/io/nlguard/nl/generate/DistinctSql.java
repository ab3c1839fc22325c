package io.nlguard.nl.generate;

import java.util.List;

/**
 * One statement the candidates gave, with the candidates that gave it (the same up to
 * {@link SqlText#normalized}): how many agreed is the size of {@code candidates}.
 *
 * @param sql        the statement as the first of them wrote it
 * @param extracted  that candidate's extraction, with its parse
 * @param candidates the indexes of the candidates that gave it, in order
 */
public record DistinctSql(String sql, Extraction.Extracted extracted, List<Integer> candidates) {

    public DistinctSql {
        candidates = List.copyOf(candidates);
    }

    public int votes() {
        return candidates.size();
    }
}
