package io.nlguard.model.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

class OutOfFoldSelectionTest {

    private final List<SignalQuestion> questions = SyntheticSignals.questions(8, 60, 11);

    @Test
    void foldsNeverPutOneDatabaseOnBothSides() {
        for (int count : new int[] {3, 5, 8, 20}) {
            List<DatabaseFolds.Fold> folds = DatabaseFolds.split(questions, count);
            assertEquals(Math.min(count, 8), folds.size());
            Set<String> tested = new TreeSet<>();
            for (DatabaseFolds.Fold fold : folds) {
                Set<String> train = fold.train().stream().map(SignalQuestion::dbId).collect(Collectors.toSet());
                Set<String> test = fold.test().stream().map(SignalQuestion::dbId).collect(Collectors.toSet());
                assertTrue(train.stream().noneMatch(test::contains), "a database on both sides: " + fold.heldOut());
                assertEquals(fold.heldOut(), test);
                assertEquals(questions.size(), fold.train().size() + fold.test().size());
                tested.addAll(test);
            }
            assertEquals(8, tested.size(), "every database measured once");
        }
    }

    @Test
    void learnsTheDecidingFeatureOutOfFoldWithEitherObjective() {
        List<DatabaseFolds.Fold> folds = DatabaseFolds.split(questions, 8);
        for (SelectorObjective objective : SelectorObjective.values()) {
            OutOfFoldSelection oof = OutOfFoldSelection.run(folds, SyntheticSignals.NAMES, SelectorParameters.of(objective));
            SelectorComparison pooled = SelectorComparison.of(oof.outcomes()).get(2);
            assertEquals(SelectorComparison.POOLED, pooled.set());
            assertEquals(questions.size(), pooled.questions());
            // the hand-made score ignores the deciding feature: about one right in three or four
            assertTrue(pooled.hand() < 0.45, objective + " hand-made " + pooled.hand());
            double reachable = (double) questions.stream()
                    .filter(q -> q.passing().stream().anyMatch(SignalRow::right)).count() / questions.size();
            assertTrue(pooled.learned() > reachable - 0.03, objective + " learned " + pooled.learned()
                    + " of a reachable " + reachable);
            assertTrue(pooled.interval().low() > 0.2, objective + " interval " + pooled.interval());
            assertEquals(pooled.difference() * questions.size(), pooled.learnedOnly() - pooled.handOnly(), 1e-9);
            double deciding = oof.gains()[SyntheticSignals.DECIDING];
            for (int f = 0; f < SyntheticSignals.WIDTH; f++) {
                assertTrue(f == SyntheticSignals.DECIDING || oof.gains()[f] < deciding / 5,
                        objective + " feature " + f + " gained " + oof.gains()[f] + " against " + deciding);
            }
        }
    }

    @Test
    void calibrationRisesWithTheLearnedScore() {
        OutOfFoldSelection oof = OutOfFoldSelection.run(DatabaseFolds.split(questions, 4), SyntheticSignals.NAMES,
                SelectorParameters.of(SelectorObjective.BINARY));
        var platt = oof.calibration();
        assertTrue(platt.a() > 0, "a positive slope: " + platt);
        assertTrue(platt.apply(0.9) > platt.apply(0.2));
    }

    @Test
    void choiceIgnoresOrderAndBreaksTiesBySqlText() {
        SignalRow b = new SignalRow("select b", 1, true, false, 0.5, new double[0]);
        SignalRow a = new SignalRow("select a", 1, true, true, 0.5, new double[0]);
        SignalRow c = new SignalRow("select c", 1, false, false, 0.9, new double[0]);
        assertEquals(a, PassingChoice.best(List.of(b, a, c), SignalRow::handScore).orElseThrow());
        assertEquals(a, PassingChoice.best(List.of(c, a, b), SignalRow::handScore).orElseThrow());
        assertTrue(PassingChoice.best(List.of(c), SignalRow::handScore).isEmpty());
    }
}
