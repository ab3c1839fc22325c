package io.nlguard.nl.contract;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.nl.knowledge.Confusable;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.retrieve.ChosenTable;

/**
 * Stage 3c: the knowledge file's confusable tables that the schema context holds and whose triggers the
 * question uses, at most {@link #MAX} (the file's order).
 */
public final class TableWarnings {

    static final int MAX = 3;

    private TableWarnings() {
    }

    public static List<TableWarning> of(Knowledge knowledge, List<ChosenTable> context, String question) {
        List<String> words = Keyphrases.words(question);
        List<TableWarning> warnings = new ArrayList<>();
        for (Confusable confusable : knowledge.confusables()) {
            if (warnings.size() >= MAX || context.stream().noneMatch(t -> confusable.isAbout(t.table()))) {
                continue;
            }
            List<String> triggers = confusable.triggeredBy(words);
            if (!triggers.isEmpty()) {
                warnings.add(new TableWarning(confusable, triggers));
            }
        }
        return warnings;
    }

    /** The prompt's {@code Table warnings} section body, one line per warning; empty without any. */
    public static String render(List<TableWarning> warnings) {
        StringBuilder text = new StringBuilder();
        warnings.forEach(w -> text.append("- ").append(w.describe()).append('\n'));
        return text.toString();
    }
}
