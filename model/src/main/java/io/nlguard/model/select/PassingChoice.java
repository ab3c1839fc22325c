package io.nlguard.model.select;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

/**
 * The choice rule every selector is measured with: the passing candidate with the highest score, equal
 * scores to the first SQL text in code-point order, so the order of the candidates never matters; none
 * when no candidate passes.
 */
public final class PassingChoice {

    private PassingChoice() {
    }

    public static Optional<SignalRow> best(List<SignalRow> candidates, ToDoubleFunction<SignalRow> score) {
        return candidates.stream().filter(SignalRow::passes)
                .min(Comparator.comparingDouble((SignalRow c) -> -score.applyAsDouble(c)).thenComparing(SignalRow::sql));
    }

    /** Whether the choice is right; abstaining is not. */
    public static boolean right(List<SignalRow> candidates, ToDoubleFunction<SignalRow> score) {
        return best(candidates, score).map(SignalRow::right).orElse(false);
    }
}
