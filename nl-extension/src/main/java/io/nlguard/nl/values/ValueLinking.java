package io.nlguard.nl.values;

import java.util.List;

import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlStages;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.evaluate.Evaluation;

/**
 * The value stage of a question: when {@code nlguard.nl.values} is on and the target is PostgreSQL, the
 * values of the target's text columns (read on a connection of their own, once per catalog snapshot)
 * that the question names; and, when {@code nlguard.nl.value-check} is on, the check of the best
 * candidates' filter literals against those values ({@link ValueCheck}).
 */
public final class ValueLinking {

    private final ValueIndexCache indexes;
    private final ValueCheck check = new ValueCheck();

    public ValueLinking(ValueIndexCache indexes) {
        this.indexes = indexes;
    }

    public List<ValueMatch> matches(NlRequest request) {
        return ValueMatcher.match(index(request), request.question());
    }

    /** A column's values as the value index holds them (read once per catalog snapshot), empty when it holds none. */
    public List<String> valuesOf(NlRequest request, Table table, Column column) {
        return index(request).column(table, column).map(ColumnValues::values).orElse(List.of());
    }

    /**
     * The evaluation after the value check when {@code nlguard.nl.value-check} is on: the two best
     * candidates lose points for each filter literal their column does not hold.
     */
    public Evaluation checked(NlRequest request, Evaluation evaluation) {
        if (!request.settings().stages().valueCheck() || !request.target().isPostgres()) {
            return evaluation;
        }
        return check.review(evaluation, request.catalog(), index(request),
                request.settings().stages().valuesPerColumn(), LiteralProbe.of(request.target()));
    }

    private ValueIndex index(NlRequest request) {
        NlStages stages = request.settings().stages();
        if (!stages.values() || stages.valuesPerColumn() == 0 || !request.target().isPostgres()
                || !request.catalog().isAvailable()) {
            return ValueIndex.EMPTY;
        }
        return indexes.of(request.target().key(), request.catalog(), JdbcValueSource.of(request.target()),
                ValueBounds.of(stages.valuesPerColumn()));
    }
}
