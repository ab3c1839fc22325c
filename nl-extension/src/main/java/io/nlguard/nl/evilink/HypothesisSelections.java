package io.nlguard.nl.evilink;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.linking.GoldSchemaItems;
import io.nlguard.nl.linking.SchemaItems;

/**
 * The selection of each SQL hypothesis: the tables and columns it references, as the guard's scope resolves
 * them, through the same extraction as the gold items ({@link GoldSchemaItems}). A hypothesis the guard
 * cannot read as one statement casts no vote (it is left out of N rather than counted as selecting nothing,
 * which would push every item towards uncertain for a parse failure).
 */
public final class HypothesisSelections {

    private final GoldSchemaItems items = new GoldSchemaItems();

    public List<SchemaItems> of(List<String> hypotheses, Catalog catalog) {
        List<SchemaItems> selections = new ArrayList<>();
        for (String sql : hypotheses) {
            Optional<SchemaItems> selection = sql == null || sql.isBlank() ? Optional.empty() : items.of(sql, catalog);
            selection.ifPresent(selections::add);
        }
        return selections;
    }
}
