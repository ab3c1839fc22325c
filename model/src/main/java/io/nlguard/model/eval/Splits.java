package io.nlguard.model.eval;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;

import io.nlguard.model.data.QueryPair;

/**
 * Train/test splits of pairs. Pairs are split by group (a benchmark question), never one by one, so
 * no question's predictions sit on both sides; every split is seeded and so the same on every run.
 */
public final class Splits {

    private Splits() {
    }

    /**
     * The paper's in-database split: each database's questions shuffled with the seed, the first
     * {@code trainShare} of them to training. Returns the training groups.
     */
    public static Set<String> perDatabase(List<QueryPair> pairs, double trainShare, long seed) {
        // sorted by database, so a split does not depend on the order pairs arrive in
        Map<String, TreeSet<String>> groupsByDb = new TreeMap<>();
        for (QueryPair pair : pairs) {
            groupsByDb.computeIfAbsent(pair.dbId(), db -> new TreeSet<>()).add(pair.group());
        }
        Set<String> train = new HashSet<>();
        Random random = new Random(seed);
        groupsByDb.forEach((db, groups) -> {
            List<String> shuffled = new ArrayList<>(groups);
            Collections.shuffle(shuffled, random);
            train.addAll(shuffled.subList(0, (int) Math.round(shuffled.size() * trainShare)));
        });
        return train;
    }

    /** Pairs whose group is in the set. */
    public static Predicate<QueryPair> inGroups(Set<String> groups) {
        return pair -> groups.contains(pair.group());
    }

    /** Pairs on one of these databases. */
    public static Predicate<QueryPair> onDatabases(Set<String> dbIds) {
        return pair -> dbIds.contains(pair.dbId());
    }

    /**
     * K folds of the groups for cross-fitting (out-of-fold predictions to calibrate on): the fold of
     * each group, seeded.
     */
    public static Map<String, Integer> folds(List<QueryPair> pairs, int k, long seed) {
        List<String> groups = new ArrayList<>(new TreeSet<>(pairs.stream().map(QueryPair::group).toList()));
        Collections.shuffle(groups, new Random(seed));
        Map<String, Integer> fold = new LinkedHashMap<>();
        for (int i = 0; i < groups.size(); i++) {
            fold.put(groups.get(i), i % k);
        }
        return fold;
    }
}
