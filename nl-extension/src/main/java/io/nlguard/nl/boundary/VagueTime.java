package io.nlguard.nl.boundary;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.boundary.BoundaryFinding.Outcome;
import io.nlguard.nl.gloss.Glosses;
import io.nlguard.nl.knowledge.TriggerWords;

/**
 * A time phrase that names no window ("recently", "last period") and that the knowledge file's time rules do not
 * define: which dates it means is the user's to say. The options are the date columns of the linked tables.
 */
final class VagueTime implements BoundaryDetector {

    static final String KIND = "vague-time";

    /** Phrases of time without a window; longer ones first so "a while ago" is reported, not "while". */
    static final List<String> PHRASES = List.of("some time ago", "a while ago", "in the past", "these days", "long ago",
            "last period", "recent period", "of late", "nowadays", "recently", "lately", "recent");

    @Override
    public List<BoundaryFinding> findings(BoundaryQuestion question) {
        for (String phrase : PHRASES) {
            int at = TriggerWords.indexOf(phrase, question.words());
            if (at >= 0 && !superlative(question.words(), at) && question.knowledge().time().meaningOf(phrase).isEmpty()) {
                return List.of(new BoundaryFinding(KIND, Outcome.CLARIFY, phrase,
                        "\"" + phrase + "\" names no dates and no time rule defines it: which period?",
                        dateColumns(question)));
            }
        }
        return List.of();
    }

    /** "the most recent treatment" is the latest one: a ranking by date, not a window. */
    private static boolean superlative(List<String> words, int at) {
        return at > 0 && words.get(at - 1).equals("most");
    }

    /** Whether a single word belongs to a vague time phrase (so it is this detector's, not an unsupported concept). */
    static boolean owns(String word) {
        return PHRASES.stream().anyMatch(p -> List.of(p.split(" ")).contains(word));
    }

    private static List<String> dateColumns(BoundaryQuestion question) {
        List<String> columns = new ArrayList<>();
        for (Table table : question.contract().required()) {
            for (Column column : table.columns()) {
                if (Glosses.of(table, column).typeHint().equals("date")) {
                    columns.add(table.name().name() + "." + column.name());
                }
            }
        }
        return columns;
    }
}
