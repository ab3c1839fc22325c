package io.nlguard.nl.contract;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.gloss.Glosses;
import io.nlguard.nl.joins.JoinEdge;
import io.nlguard.nl.joins.JoinPlanText;
import io.nlguard.nl.retrieve.ChosenTable;

/**
 * Column-redirect warnings: the question asks for a date or a name, a required table has no such column,
 * and a table its foreign key references has one ({@code order_lines} has no date; its order's
 * {@code sales_orders.order_date} is the date). Models otherwise invent {@code order_lines.order_date}.
 * The kinds are the glosses' type hints ({@code date}, {@code name}).
 */
final class ColumnRedirects {

    static final int MAX_WARNINGS = 3;

    /** The words of a question that ask for each kind of column. */
    private static final Map<String, Set<String>> CONCEPTS = concepts();

    private ColumnRedirects() {
    }

    static List<ColumnWarning> of(Catalog catalog, List<Table> required, List<String> questionWords,
                                  List<Keyphrase> phrases) {
        List<ColumnWarning> warnings = new ArrayList<>();
        for (Map.Entry<String, Set<String>> concept : CONCEPTS.entrySet()) {
            if (questionWords.stream().noneMatch(concept.getValue()::contains)) {
                continue;
            }
            for (Table child : required) {
                if (warnings.size() >= MAX_WARNINGS || !columnsOfKind(child, concept.getKey()).isEmpty()) {
                    continue;
                }
                for (ForeignKey fk : child.foreignKeys()) {
                    Table parent = catalog.table(fk.toTable().schema(), fk.toTable().name(), false).orElse(null);
                    if (parent == null || parent == child) {
                        continue;
                    }
                    List<Column> candidates = columnsOfKind(parent, concept.getKey());
                    if (!candidates.isEmpty()) {
                        Column best = best(parent, candidates, phrases);
                        String join = JoinPlanText.clause(catalog, new JoinEdge(child, fk.fromColumns(), parent,
                                fk.toColumns(), true));
                        warnings.add(new ColumnWarning(child.name().name(), concept.getKey(),
                                parent.name().name() + "." + best.name(),
                                child.name().name() + " has no " + concept.getKey() + " column: use "
                                        + parent.name().name() + "." + best.name() + " (" + join + ")"));
                        break;
                    }
                }
            }
        }
        return warnings;
    }

    private static Map<String, Set<String>> concepts() {
        Map<String, Set<String>> concepts = new LinkedHashMap<>();
        concepts.put("date", Set.of("date", "dates", "dated", "when", "year", "years", "month", "months", "day", "days",
                "time", "recent", "recently", "latest", "earliest", "newest", "oldest", "daily", "monthly", "yearly",
                "annual", "annually"));
        concepts.put("name", Set.of("name", "names", "named", "called", "who"));
        return java.util.Collections.unmodifiableMap(concepts);
    }

    /** The words that ask for a kind of column. */
    static Set<String> conceptWords(String kind) {
        return CONCEPTS.getOrDefault(kind, Set.of());
    }

    /** Whether the word asks for a kind of column that some table of the context has. */
    static boolean kindInContext(String word, List<ChosenTable> tables) {
        for (Map.Entry<String, Set<String>> concept : CONCEPTS.entrySet()) {
            if (concept.getValue().contains(word)
                    && tables.stream().anyMatch(t -> !columnsOfKind(t.table(), concept.getKey()).isEmpty())) {
                return true;
            }
        }
        return false;
    }

    private static List<Column> columnsOfKind(Table table, String kind) {
        return table.columns().stream().filter(c -> Glosses.of(table, c).typeHint().equals(kind)).toList();
    }

    /** The candidate a keyphrase matches best, else the first. */
    private static Column best(Table table, List<Column> candidates, List<Keyphrase> phrases) {
        Column best = candidates.get(0);
        double bestScore = 0;
        for (Column column : candidates) {
            var gloss = Glosses.of(table, column);
            for (Keyphrase phrase : phrases) {
                double score = MatchScore.of(phrase, column.name(), table.name().name(), gloss.words(),
                        MatchScore.all(gloss.words(), gloss.expansions()));
                if (score > bestScore) {
                    bestScore = score;
                    best = column;
                }
            }
        }
        return best;
    }
}
