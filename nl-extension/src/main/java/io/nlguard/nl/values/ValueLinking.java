package io.nlguard.nl.values;

import java.util.List;

import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlStages;

/**
 * The value stage of a question: when {@code nlguard.nl.values} is on and the target is PostgreSQL, the
 * values of the target's text columns (read on a connection of their own, once per catalog snapshot)
 * that the question names.
 */
public final class ValueLinking {

    private final ValueIndexCache indexes;

    public ValueLinking(ValueIndexCache indexes) {
        this.indexes = indexes;
    }

    public List<ValueMatch> matches(NlRequest request) {
        NlStages stages = request.settings().stages();
        if (!stages.values() || stages.valuesPerColumn() == 0 || !request.target().isPostgres()
                || !request.catalog().isAvailable()) {
            return List.of();
        }
        ValueIndex index = indexes.of(request.target().key(), request.catalog(), JdbcValueSource.of(request.target()),
                ValueBounds.of(stages.valuesPerColumn()));
        return ValueMatcher.match(index, request.question());
    }
}
