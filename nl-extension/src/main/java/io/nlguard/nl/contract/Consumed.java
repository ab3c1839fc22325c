package io.nlguard.nl.contract;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.names.NameWords;
import io.nlguard.nl.retrieve.ChosenTable;

/**
 * Two words that name a table or column together are not also matched alone: in "order lines", "order"
 * is not {@code sales_orders.order_date} and "lines" is not {@code line_notes}.
 */
final class Consumed {

    /** The name match of a bigram from which it takes its words. */
    static final double WHOLE = 0.95;

    private Consumed() {
    }

    /** The keyphrases to match: all but the words of bigrams that name a table or column of the context whole. */
    static List<Keyphrase> without(List<Keyphrase> phrases, List<ChosenTable> context) {
        List<String> taken = new ArrayList<>();
        for (Keyphrase phrase : phrases) {
            if (phrase.kind() == Keyphrase.Kind.BIGRAM && namesWhole(phrase, context)) {
                taken.addAll(phrase.words());
            }
        }
        return phrases.stream().filter(p -> p.kind() != Keyphrase.Kind.WORD || !taken.contains(p.text())).toList();
    }

    /** The words taken by bigrams: matched, though not matched alone. */
    static List<Keyphrase> words(List<Keyphrase> phrases, List<Keyphrase> matchable) {
        return phrases.stream().filter(p -> !matchable.contains(p)).toList();
    }

    private static boolean namesWhole(Keyphrase bigram, List<ChosenTable> context) {
        for (ChosenTable chosen : context) {
            String table = chosen.table().name().name();
            if (score(bigram, table, null) >= WHOLE) {
                return true;
            }
            for (var column : chosen.table().columns()) {
                if (score(bigram, column.name(), table) >= WHOLE) {
                    return true;
                }
            }
        }
        return false;
    }

    private static double score(Keyphrase phrase, String name, String owner) {
        List<String> words = NameWords.of(name);
        return MatchScore.of(phrase, name, owner, words, words);
    }
}
