package io.nlguard.nl.values;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.evaluate.EvaluatedCandidate;
import io.nlguard.nl.evaluate.Evaluation;
import io.nlguard.nl.evaluate.Ranking;

/**
 * The seed's value verification ({@code nlguard.nl.value-check}, off by default): for the two best
 * candidates, every string literal a filter compares with a text column ({@link FilterLiterals}) is looked
 * for in that column; one the column does not hold costs the candidate {@value #MISSING} points, with the
 * literal named in its score's reasons (and the stored spelling when only the case or accents differ), and
 * the candidates are ranked again. The value index answers when it holds all of the column's values;
 * otherwise the database is asked ({@link LiteralProbe}); a literal neither can decide costs nothing.
 */
public final class ValueCheck {

    static final double MISSING = -20;
    static final int CHECKED = 2;

    private final FilterLiterals literals = new FilterLiterals();

    public Evaluation review(Evaluation evaluation, Catalog catalog, ValueIndex index, int perColumn, LiteralProbe probe) {
        List<EvaluatedCandidate> ranked = new ArrayList<>(evaluation.ranked());
        boolean changed = false;
        for (int i = 0; i < Math.min(CHECKED, ranked.size()); i++) {
            EvaluatedCandidate candidate = ranked.get(i);
            List<String> missing = new ArrayList<>();
            for (FilterLiteral literal : literals.of(candidate.checkedSql(), catalog)) {
                if (occurs(literal, index, perColumn, probe).filter(found -> !found).isPresent()) {
                    missing.add(literal.describe() + " does not occur" + spelling(literal, index));
                }
            }
            if (!missing.isEmpty()) {
                ranked.set(i, penalized(candidate, missing));
                changed = true;
            }
        }
        if (!changed) {
            return evaluation;
        }
        ranked.sort(Ranking.BEST_FIRST);
        return new Evaluation(ranked);
    }

    private static Optional<Boolean> occurs(FilterLiteral literal, ValueIndex index, int perColumn, LiteralProbe probe) {
        Optional<ColumnValues> read = index.column(literal.table(), literal.column());
        if (read.isPresent() && read.get().values().size() < perColumn) {
            return Optional.of(read.get().values().contains(literal.literal()));
        }
        if (read.isPresent() && read.get().values().contains(literal.literal())) {
            return Optional.of(true);
        }
        return probe.occurs(literal);
    }

    /** The stored spelling of a literal that differs only in case or accents, as a hint for the reader. */
    private static String spelling(FilterLiteral literal, ValueIndex index) {
        return index.exact(Folding.fold(literal.literal())).stream()
                .filter(e -> e.column().table() == literal.table() && e.column().column().equals(literal.column()))
                .map(e -> " (the column holds '" + e.value() + "')").findFirst().orElse("");
    }

    private static EvaluatedCandidate penalized(EvaluatedCandidate candidate, List<String> missing) {
        EvaluatedCandidate penalized = candidate;
        for (String m : missing) {
            penalized = penalized.withScore(penalized.score().plus(MISSING, "value check (" + MISSING + "): " + m));
        }
        return penalized;
    }
}
