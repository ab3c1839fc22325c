package io.nlguard.compare.instances;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The key tuples a table holds for each of its unique column sets, so that a generated row that
 * would break a primary key or unique index is replaced before it is sent. Tuples with a NULL are
 * not tracked: unique indexes let NULLs repeat (an index declared NULLS NOT DISTINCT still refuses
 * them, and the filler then drops that row).
 */
final class UniqueTracker {

    private final List<List<String>> sets;
    private final List<Set<List<String>>> seen = new ArrayList<>();

    UniqueTracker(List<List<String>> sets) {
        this.sets = sets;
        sets.forEach(s -> seen.add(new HashSet<>()));
    }

    boolean fits(Map<String, String> row) {
        for (int i = 0; i < sets.size(); i++) {
            List<String> tuple = tuple(sets.get(i), row);
            if (tuple != null && seen.get(i).contains(tuple)) {
                return false;
            }
        }
        return true;
    }

    void add(Map<String, String> row) {
        for (int i = 0; i < sets.size(); i++) {
            List<String> tuple = tuple(sets.get(i), row);
            if (tuple != null) {
                seen.get(i).add(tuple);
            }
        }
    }

    private static List<String> tuple(List<String> columns, Map<String, String> row) {
        List<String> tuple = new ArrayList<>(columns.size());
        for (String column : columns) {
            String value = row.get(column);
            if (value == null) {
                return null;
            }
            tuple.add(value);
        }
        return tuple;
    }
}
