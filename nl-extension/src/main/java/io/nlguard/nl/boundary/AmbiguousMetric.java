package io.nlguard.nl.boundary;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.boundary.BoundaryFinding.Outcome;
import io.nlguard.nl.contract.ColumnMatch;
import io.nlguard.nl.gloss.ColumnGloss;
import io.nlguard.nl.gloss.Glosses;
import io.nlguard.nl.knowledge.TriggerWords;

/**
 * A measure word ("top", "best", "leading") that says a ranking is wanted but not by what: no knowledge metric is
 * asked for, no measure is named right after it or after a "by", and the linked tables have several numeric
 * columns that could rank. The options are those columns and the count of rows ("top customers by: orders.amount
 * · count of orders").
 */
final class AmbiguousMetric implements BoundaryDetector {

    static final String KIND = "ambiguous-metric";

    static final List<String> WORDS = List.of("most important", "top", "best", "worst", "biggest", "leading");

    /** Words that name the measure themselves ("top 3 by number of", "best total"). */
    private static final Set<String> MEASURES = Set.of("count", "number", "total", "sum", "average", "avg", "amount",
            "most", "least", "highest", "lowest", "largest", "smallest", "maximum", "minimum", "max", "min", "oldest",
            "youngest", "expensive", "cheapest", "longest", "shortest", "greatest", "rate", "percentage", "price");

    /** How many words after the measure word may name the measure. */
    private static final int NEAR = 3;

    private final int minOptions;

    AmbiguousMetric(int minOptions) {
        this.minOptions = minOptions;
    }

    @Override
    public List<BoundaryFinding> findings(BoundaryQuestion question) {
        List<String> words = question.words();
        for (String measure : WORDS) {
            int at = TriggerWords.indexOf(measure, words);
            if (at < 0 || metricAsked(question) || named(question, at + measure.split(" ").length)) {
                continue;
            }
            List<String> options = options(question);
            if (options.size() >= minOptions) {
                return List.of(new BoundaryFinding(KIND, Outcome.CLARIFY, measure,
                        "\"" + measure + "\" by which measure? " + String.join(" · ", options), options));
            }
        }
        return List.of();
    }

    static boolean owns(String word) {
        return WORDS.stream().anyMatch(w -> List.of(w.split(" ")).contains(word));
    }

    private static boolean metricAsked(BoundaryQuestion question) {
        return question.knowledge().metrics().values().stream().anyMatch(m -> !m.askedBy(question.words()).isEmpty());
    }

    /** A measure named in the few words after {@code from}, or after a later "by". */
    private static boolean named(BoundaryQuestion question, int from) {
        List<String> words = question.words();
        for (int i = from; i < Math.min(words.size(), from + NEAR); i++) {
            if (measures(question, words.get(i))) {
                return true;
            }
        }
        for (int i = from; i + 1 < words.size(); i++) {
            if (words.get(i).equals("by") && measures(question, words.get(i + 1))) {
                return true;
            }
        }
        return false;
    }

    private static boolean measures(BoundaryQuestion question, String word) {
        if (MEASURES.contains(word)) {
            return true;
        }
        for (ColumnMatch match : question.contract().matches()) {
            if (match.phrase().words().contains(word) && numeric(Glosses.of(match.table(), match.column()))) {
                return true;
            }
        }
        return false;
    }

    /** The numeric, non-key columns of the linked tables, then the count of the first one's rows. */
    private static List<String> options(BoundaryQuestion question) {
        List<String> options = new ArrayList<>();
        for (Table table : question.contract().required()) {
            for (Column column : table.columns()) {
                ColumnGloss gloss = Glosses.of(table, column);
                if (numeric(gloss) && !gloss.primaryKey() && gloss.references().isEmpty()) {
                    options.add(table.name().name() + "." + column.name());
                }
            }
        }
        if (!question.contract().required().isEmpty()) {
            options.add("count of " + question.contract().required().get(0).name().name());
        }
        return options;
    }

    private static boolean numeric(ColumnGloss gloss) {
        return Set.of("number", "amount", "count").contains(gloss.typeHint());
    }
}
