package io.nlguard.nl.contract;

import java.util.Set;

/**
 * Words of a question that name no schema item: function words, the words of asking ("show", "list"),
 * and (separately) the words of measuring, which may match a column ({@code total_amt}) but are never a
 * concept the schema lacks.
 */
final class QuestionWords {

    static final Set<String> STOP = Set.of(
            "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it", "no",
            "not", "of", "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this", "to",
            "was", "will", "with", "what", "which", "who", "whom", "whose", "how", "many", "much", "show", "list",
            "give", "find", "get", "tell", "me", "all", "each", "every", "per", "do", "does", "did", "have", "has",
            "had", "from", "than", "more", "less", "most", "least", "top", "any", "some", "were", "been", "its",
            "our", "we", "i", "you", "my", "your", "where", "when", "why", "please", "those", "them", "only", "also",
            "between", "over", "under", "about", "after", "before", "since", "during", "s", "whether",
            "display", "return", "other", "same", "both", "either", "one", "ones", "can", "could",
            "would", "should", "shall", "may", "might", "just", "very", "he", "she", "him", "his", "her", "hers",
            "us", "across", "along", "through", "above", "below", "within", "among", "out", "down", "up", "two",
            "three", "four", "five", "six", "seven", "eight", "nine", "ten", "greater", "higher", "lower", "fewer",
            "fewest", "common", "listed", "refer", "refers", "mean", "means", "divide", "divided", "calculate",
            "subtract", "indicate", "indicates", "stand", "stands", "provide", "identify", "contain", "contains",
            "like", "value", "values", "table", "tables", "null", "non", "full", "range", "consider", "whereas",
            "while", "yes", "true", "false", "use", "used", "uses", "using", "equal", "equals", "based", "following", "respectively", "including");

    static final Set<String> METRIC = Set.of(
            "count", "number", "total", "sum", "average", "avg", "mean", "maximum", "max", "minimum", "min",
            "highest", "lowest", "largest", "smallest", "biggest", "most", "least", "first", "last", "latest",
            "earliest", "oldest", "newest", "greatest", "percentage", "percent", "ratio", "rate", "distinct",
            "different", "times", "amount", "sorted", "order", "ordered", "ascending", "descending", "rank");

    private QuestionWords() {
    }

    /** Whether a question word is matched to the schema at all. */
    static boolean content(String word) {
        return !STOP.contains(word) && word.length() > 1;
    }
}
