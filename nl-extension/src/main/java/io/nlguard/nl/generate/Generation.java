package io.nlguard.nl.generate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * What one generation round gave: every candidate in index order, and the distinct statements among
 * them in the order they first appeared. Candidates whose extraction failed are in {@code candidates}
 * only, with their reason.
 */
public record Generation(List<Candidate> candidates, List<DistinctSql> distinct) {

    public Generation {
        candidates = List.copyOf(candidates);
        distinct = List.copyOf(distinct);
    }

    /** Groups the extracted candidates by {@code key} of their SQL. */
    static Generation of(List<Candidate> candidates, Function<String, String> key) {
        Map<String, List<Candidate>> groups = new LinkedHashMap<>();
        for (Candidate candidate : candidates) {
            if (candidate.extraction() instanceof Extraction.Extracted extracted) {
                groups.computeIfAbsent(key.apply(extracted.sql()), k -> new ArrayList<>()).add(candidate);
            }
        }
        List<DistinctSql> distinct = new ArrayList<>();
        for (List<Candidate> group : groups.values()) {
            Extraction.Extracted first = (Extraction.Extracted) group.get(0).extraction();
            distinct.add(new DistinctSql(first.sql(), first, group.stream().map(Candidate::index).toList()));
        }
        return new Generation(candidates, distinct);
    }

    /** The candidates that gave no statement to evaluate. */
    public List<Candidate> failed() {
        return candidates.stream().filter(candidate -> !candidate.extraction().isExtracted()).toList();
    }
}
