package io.nlguard.it.abstention;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.nlguard.cli.boundary.SetEntry;

/**
 * The abstention set's items with their seed's gold SQL, found again by the question text a prompt carries
 * (several databases may share a question's text: the database being asked decides).
 */
final class AbstentionItems {

    private final List<SetItem> items;
    private final Map<String, List<SetItem>> byQuestion = new HashMap<>();

    AbstentionItems(List<SetEntry> entries) {
        Map<Object, String> goldBySource = new HashMap<>();
        entries.stream().filter(e -> SetEntry.ORIGINAL.equals(e.kind()))
                .forEach(e -> goldBySource.put(e.source(), e.gold()));
        List<SetItem> all = new ArrayList<>();
        for (SetEntry entry : entries) {
            SetItem item = new SetItem(entry, goldBySource.get(entry.source()));
            all.add(item);
            byQuestion.computeIfAbsent(key(entry.question()), k -> new ArrayList<>()).add(item);
        }
        this.items = List.copyOf(all);
    }

    List<SetItem> all() {
        return items;
    }

    /**
     * Every {@code stride}-th item of each kind, in the set's order: a deterministic sample that keeps the kinds'
     * proportions.
     */
    List<SetItem> everyNthPerKind(int stride) {
        Map<String, Integer> seen = new LinkedHashMap<>();
        List<SetItem> sample = new ArrayList<>();
        for (SetItem item : items) {
            int n = seen.merge(item.kind(), 1, Integer::sum);
            if ((n - 1) % stride == 0) {
                sample.add(item);
            }
        }
        return sample;
    }

    /** The item of this question text on this database, if the set has one. */
    Optional<SetItem> find(String question, String dbId) {
        List<SetItem> same = byQuestion.getOrDefault(key(question), List.of());
        return same.stream().filter(i -> i.dbId().equals(dbId)).findFirst();
    }

    private static String key(String question) {
        return question.strip();
    }
}
