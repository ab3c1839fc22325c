package io.nlguard.nl.boundary;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.boundary.BoundaryFinding.Outcome;
import io.nlguard.nl.contract.ColumnMatch;

/**
 * A filter asked for without its value: "a particular country", "a certain customer". The question wants rows of
 * one country but does not say which, so the answer is a follow-up question; the options are the columns the
 * slot's noun matches.
 */
final class UnspecifiedValue implements BoundaryDetector {

    static final String KIND = "unspecified-value";

    private static final Set<String> MARKERS = Set.of("particular", "certain", "specific", "given");

    @Override
    public List<BoundaryFinding> findings(BoundaryQuestion question) {
        List<String> words = question.words();
        for (int i = 1; i + 1 < words.size(); i++) {
            if (MARKERS.contains(words.get(i)) && words.get(i - 1).equals("a")) {
                String slot = words.get(i + 1);
                return List.of(new BoundaryFinding(KIND, Outcome.CLARIFY, "a " + words.get(i) + " " + slot,
                        "Which " + slot + "? The question asks for one without naming it.", slotColumns(question, slot)));
            }
        }
        return List.of();
    }

    static boolean owns(String word) {
        return MARKERS.contains(word);
    }

    private static List<String> slotColumns(BoundaryQuestion question, String slot) {
        List<String> columns = new ArrayList<>();
        for (ColumnMatch match : question.contract().matches()) {
            Table table = match.table();
            Column column = match.column();
            String name = table.name().name() + "." + column.name();
            if (match.phrase().words().contains(slot) && !columns.contains(name)) {
                columns.add(name);
            }
        }
        return columns;
    }
}
