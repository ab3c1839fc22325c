package io.nlguard.nl.contract;

import java.util.List;

import io.nlguard.nl.knowledge.Confusable;

/** A confusable table of the knowledge file that is in the context, and the triggers the question holds. */
public record TableWarning(Confusable confusable, List<String> triggers) {

    public TableWarning {
        triggers = List.copyOf(triggers);
    }

    /** {@code sales_regions (the question says "region"): ... Use instead: a → b → c}. */
    public String describe() {
        StringBuilder text = new StringBuilder(confusable.table()).append(" (the question says ");
        for (int i = 0; i < triggers.size(); i++) {
            text.append(i > 0 ? ", " : "").append('"').append(triggers.get(i)).append('"');
        }
        text.append("): ").append(confusable.warning());
        if (!confusable.preferred().isEmpty()) {
            text.append(" Use instead: ").append(String.join(" → ", confusable.preferred()));
        }
        return text.toString();
    }
}
