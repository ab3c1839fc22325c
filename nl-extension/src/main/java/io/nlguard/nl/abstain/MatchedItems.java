package io.nlguard.nl.abstain;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import io.nlguard.nl.contract.ColumnMatch;
import io.nlguard.nl.contract.SchemaContract;
import io.nlguard.nl.values.ValueMatch;

/**
 * The schema items the question's words matched, as the re-prompt of an unsupported decline names them:
 * {@code customers.city ("live in"), customers.city = 'Oslo', tables customers}.
 */
public final class MatchedItems {

    /** Enough to show the model what its decline overlooked, not the whole contract again. */
    private static final int MOST = 12;

    private MatchedItems() {
    }

    public static String of(SchemaContract contract, List<ValueMatch> values) {
        Set<String> items = new LinkedHashSet<>();
        for (ColumnMatch match : contract.matches()) {
            items.add(match.table().name().name() + "." + match.column().name() + " (\"" + match.phrase().text()
                    + "\")");
        }
        for (ValueMatch value : values) {
            items.add(value.table().name().name() + "." + value.column().name() + " = '" + value.value() + "'");
        }
        List<String> shown = items.stream().limit(MOST).toList();
        String tables = String.join(", ", contract.required().stream().map(t -> t.name().name()).toList());
        String text = String.join(", ", shown);
        if (!tables.isEmpty()) {
            text = text.isEmpty() ? "tables " + tables : text + "; tables " + tables;
        }
        return text.isEmpty() ? "(no schema item)" : text;
    }
}
