package io.nlguard.compare.structure;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Multiset and sequence arithmetic over canonical fragments. */
final class Bags {

    private Bags() {
    }

    /** The size of the multiset intersection: each element counts as often as it occurs in both. */
    static int intersectionSize(List<String> a, List<String> b) {
        Map<String, Integer> counts = counts(b);
        int shared = 0;
        for (String element : a) {
            Integer left = counts.get(element);
            if (left != null && left > 0) {
                counts.put(element, left - 1);
                shared++;
            }
        }
        return shared;
    }

    /** The elements of {@code a} left over after removing one occurrence per occurrence in {@code b}, in a's order. */
    static List<String> difference(List<String> a, List<String> b) {
        Map<String, Integer> counts = counts(b);
        List<String> left = new ArrayList<>();
        for (String element : a) {
            Integer count = counts.get(element);
            if (count != null && count > 0) {
                counts.put(element, count - 1);
            } else {
                left.add(element);
            }
        }
        return left;
    }

    /** 2·|a ∩ b| / (|a| + |b|), the multiset F1 (Dice coefficient); 1 for two empty lists. */
    static double dice(List<String> a, List<String> b) {
        return ratio(intersectionSize(a, b), a.size() + b.size());
    }

    /** 2·LCS(a, b) / (|a| + |b|): how much of the order the sequences share; 1 for two empty lists. */
    static double sequenceDice(List<String> a, List<String> b) {
        return ratio(longestCommonSubsequence(a, b), a.size() + b.size());
    }

    static boolean sameMultiset(List<String> a, List<String> b) {
        return a.size() == b.size() && intersectionSize(a, b) == a.size();
    }

    static int longestCommonSubsequence(List<String> a, List<String> b) {
        int[] previous = new int[b.size() + 1];
        int[] current = new int[b.size() + 1];
        for (int i = 1; i <= a.size(); i++) {
            for (int j = 1; j <= b.size(); j++) {
                current[j] = a.get(i - 1).equals(b.get(j - 1)) ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.size()];
    }

    private static double ratio(int shared, int total) {
        return total == 0 ? 1.0 : 2.0 * shared / total;
    }

    private static Map<String, Integer> counts(List<String> elements) {
        Map<String, Integer> counts = new HashMap<>();
        for (String element : elements) {
            counts.merge(element, 1, Integer::sum);
        }
        return counts;
    }
}
