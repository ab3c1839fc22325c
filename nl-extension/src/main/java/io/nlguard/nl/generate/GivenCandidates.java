package io.nlguard.nl.generate;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.sql.SqlParser;

/**
 * Candidates that came from elsewhere (another system, a file), made what stage 5 evaluates: one
 * {@link DistinctSql} per distinct text, parsed by the guard's parser as generation parses an extracted
 * statement, its indexes the input positions that gave that text (so its votes are how many did). Blank
 * entries give no candidate.
 */
public final class GivenCandidates {

    private GivenCandidates() {
    }

    /** The distinct texts, in the order they first appear, each with the input indexes that gave it. */
    public static List<DistinctSql> distinct(List<String> sqls) {
        SqlCheck check = new SqlCheck(new SqlParser());
        Map<String, List<Integer>> byText = new LinkedHashMap<>();
        for (int i = 0; i < sqls.size(); i++) {
            String sql = sqls.get(i);
            if (sql != null && !sql.isBlank()) {
                byText.computeIfAbsent(sql.strip(), k -> new ArrayList<>()).add(i);
            }
        }
        List<DistinctSql> distinct = new ArrayList<>(byText.size());
        byText.forEach((sql, indexes) -> distinct.add(
                new DistinctSql(sql, new Extraction.Extracted(sql, check.parse(sql)), indexes)));
        return distinct;
    }
}
