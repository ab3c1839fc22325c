package io.nlguard.model.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import io.nlguard.model.data.QueryPair;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Splits by question group: per-database 80/20 and k folds, whole groups, seeded. */
class SplitsTest {

    /** Databases with 10, 7 and 5 questions; question i has 1 + i % 3 predictions, interleaved across databases. */
    private static final Map<String, Integer> QUESTIONS = new LinkedHashMap<>();

    static {
        QUESTIONS.put("alpha", 10);
        QUESTIONS.put("beta", 7);
        QUESTIONS.put("gamma", 5);
    }

    private static final List<QueryPair> PAIRS = pairs();

    private static List<QueryPair> pairs() {
        List<QueryPair> pairs = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            for (Map.Entry<String, Integer> db : QUESTIONS.entrySet()) {
                if (i < db.getValue()) {
                    for (int p = 0; p <= i % 3; p++) {
                        pairs.add(new QueryPair(db.getKey(), "SELECT " + i, "SELECT " + p, db.getKey() + "#" + i, "s" + p));
                    }
                }
            }
        }
        return pairs;
    }

    private static Map<String, Set<String>> groupsByDb(List<QueryPair> pairs) {
        return pairs.stream().collect(Collectors.groupingBy(QueryPair::dbId,
                Collectors.mapping(QueryPair::group, Collectors.toSet())));
    }

    @Test
    void perDatabaseGivesEachDatabaseItsShareOfWholeGroups() {
        Set<String> train = Splits.perDatabase(PAIRS, 0.8, 42);

        Set<String> allGroups = PAIRS.stream().map(QueryPair::group).collect(Collectors.toSet());
        assertTrue(allGroups.containsAll(train), "only groups of the pairs");
        Map<String, Set<String>> byDb = groupsByDb(PAIRS);
        // round(10 * .8) = 8, round(7 * .8) = round(5.6) = 6, round(5 * .8) = 4
        Map<String, Integer> expected = Map.of("alpha", 8, "beta", 6, "gamma", 4);
        for (Map.Entry<String, Set<String>> db : byDb.entrySet()) {
            long inTrain = db.getValue().stream().filter(train::contains).count();
            assertEquals(expected.get(db.getKey()), (int) inTrain, db.getKey());
        }
        // Whole groups: the selected pairs and the rest never share a group.
        Set<String> trainSide = PAIRS.stream().filter(Splits.inGroups(train)).map(QueryPair::group).collect(Collectors.toSet());
        Set<String> testSide = PAIRS.stream().filter(Splits.inGroups(train).negate()).map(QueryPair::group).collect(Collectors.toSet());
        assertTrue(Collections.disjoint(trainSide, testSide));
        assertEquals(allGroups.size(), trainSide.size() + testSide.size());
    }

    @Test
    void perDatabaseIsTheSameForASeedAndChangesWithIt() {
        Set<String> first = Splits.perDatabase(PAIRS, 0.8, 42);
        assertEquals(first, Splits.perDatabase(PAIRS, 0.8, 42));
        assertEquals(first, Splits.perDatabase(new ArrayList<>(PAIRS), 0.8, 42));

        Set<Set<String>> splits = new HashSet<>();
        for (long seed = 1; seed <= 5; seed++) {
            splits.add(Splits.perDatabase(PAIRS, 0.8, seed));
        }
        assertTrue(splits.size() > 1, "five seeds gave one split");
        assertNotEquals(Splits.perDatabase(PAIRS, 0.8, 1), Splits.perDatabase(PAIRS, 0.8, 2));
    }

    @Test
    void perDatabaseDoesNotDependOnTheOrderDatabasesArriveIn() {
        List<QueryPair> reversed = new ArrayList<>(PAIRS);
        reversed.sort(Comparator.comparing(QueryPair::dbId).reversed());
        assertNotEquals(PAIRS.get(0).dbId(), reversed.get(0).dbId(), "the databases now arrive in another order");
        assertEquals(Splits.perDatabase(PAIRS, 0.8, 42), Splits.perDatabase(reversed, 0.8, 42));
    }

    @Test
    void perDatabaseDoesNotDependOnTheOrderOfGroupsWithinADatabase() {
        // Databases in the order the pairs first meet them, each database's groups last to first:
        // groups are sorted before shuffling, so the split stays.
        List<String> databases = PAIRS.stream().map(QueryPair::dbId).distinct().toList();
        List<QueryPair> reordered = new ArrayList<>(PAIRS);
        reordered.sort(Comparator.comparing((QueryPair pair) -> databases.indexOf(pair.dbId()))
                .thenComparing(QueryPair::group, Comparator.reverseOrder()));
        assertNotEquals(PAIRS, reordered);
        assertEquals(Splits.perDatabase(PAIRS, 0.8, 42), Splits.perDatabase(reordered, 0.8, 42));
    }

    @Test
    void onDatabasesSelectsByDatabase() {
        List<QueryPair> beta = PAIRS.stream().filter(Splits.onDatabases(Set.of("beta"))).toList();
        assertEquals(groupsByDb(PAIRS).get("beta"), beta.stream().map(QueryPair::group).collect(Collectors.toSet()));
        assertTrue(beta.stream().allMatch(p -> p.dbId().equals("beta")));
    }

    @Test
    void foldsPutEveryGroupInExactlyOneOfKBalancedFolds() {
        int k = 3;
        Map<String, Integer> folds = Splits.folds(PAIRS, k, 7);

        Set<String> groups = PAIRS.stream().map(QueryPair::group).collect(Collectors.toSet());
        assertEquals(groups, folds.keySet());
        Map<Integer, Integer> sizes = new HashMap<>();
        folds.values().forEach(fold -> sizes.merge(fold, 1, Integer::sum));
        assertEquals(Set.of(0, 1, 2), sizes.keySet());
        int min = Collections.min(sizes.values());
        int max = Collections.max(sizes.values());
        assertTrue(max - min <= 1, "fold sizes " + sizes);
        assertEquals(groups.size(), sizes.values().stream().mapToInt(Integer::intValue).sum());

        assertEquals(folds, Splits.folds(PAIRS, k, 7));
        List<QueryPair> reversed = new ArrayList<>(PAIRS);
        Collections.reverse(reversed);
        assertEquals(folds, Splits.folds(reversed, k, 7), "folds do not depend on the order of the pairs");
        assertNotEquals(folds, Splits.folds(PAIRS, k, 8));
    }
}
