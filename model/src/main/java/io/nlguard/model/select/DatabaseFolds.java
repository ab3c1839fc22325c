package io.nlguard.model.select;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Folds grouped by database, so a selector is always measured on databases it never trained on, as it
 * will be used: the databases in name order dealt out in turn to {@code count} folds (one database per
 * fold, leave-one-database-out, when {@code count} reaches their number).
 */
public final class DatabaseFolds {

    /** One fold: the databases held out, the questions trained on and the questions measured. */
    public record Fold(Set<String> heldOut, List<SignalQuestion> train, List<SignalQuestion> test) {
    }

    private DatabaseFolds() {
    }

    public static List<Fold> split(List<SignalQuestion> questions, int count) {
        if (count < 2) {
            throw new IllegalArgumentException("at least 2 folds, was " + count);
        }
        List<String> databases = List.copyOf(new TreeSet<>(questions.stream().map(SignalQuestion::dbId).toList()));
        int folds = Math.min(count, databases.size());
        if (folds < 2) {
            throw new IllegalArgumentException("folds by database need at least 2 databases, found " + databases.size());
        }
        List<Fold> out = new ArrayList<>();
        for (int f = 0; f < folds; f++) {
            Set<String> held = new TreeSet<>();
            for (int d = f; d < databases.size(); d += folds) {
                held.add(databases.get(d));
            }
            List<SignalQuestion> train = questions.stream().filter(q -> !held.contains(q.dbId())).toList();
            List<SignalQuestion> test = questions.stream().filter(q -> held.contains(q.dbId())).toList();
            out.add(new Fold(held, train, test));
        }
        return out;
    }
}
