package io.nlguard.cli.boundary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * BAR-SQL 2.2.5, constraint follow-up: the value of an equality filter the question names ({@code country =
 * 'France'}, "... from France") is taken out and its slot kept ("... from a particular country"). The question
 * still asks for a filter but not for which value, so the answer is a follow-up question asking for it:
 * {@code clarify}. Dropping the phrase entirely is not this kind: in Spider it leaves another answerable question.
 * <p>
 * It applies only where the value reads as a whole phrase: after a preposition or verb ("in", "from", "is"...),
 * not inside a longer noun phrase ("United Airlines flights", "Timmothy Ward"), and on a column filtered once
 * ("English or Dutch" is left alone).
 */
public final class ConstraintFollowUp implements Mutation {

    /** Column words too generic to name the slot; the table's words name it instead ("a particular singer"). */
    private static final Set<String> GENERIC = Set.of("name", "id", "code", "title", "value");
    private static final Set<String> BEFORE = Set.of("in", "from", "at", "to", "by", "is", "are", "was", "were", "not",
            "use", "uses", "speak", "speaks", "of");
    private static final Set<String> COPULAS = Set.of("is", "are", "was", "were", "not");
    private static final Set<String> EQUALITY = Set.of("EQ", "NEQ");
    private static final Set<String> NOT_NOUNS = Set.of("by", "of", "in", "is", "to", "from");
    private static final String QUOTES = "\"'`\u2018\u2019\u201c\u201d";
    /** Spider's abbreviated column names, spelled out. */
    private static final java.util.Map<String, String> SPELLED = java.util.Map.of("fname", "first name", "lname",
            "last name", "dest", "destination");

    @Override
    public String kind() {
        return "constraint-follow-up";
    }

    @Override
    public Label label() {
        return Label.CLARIFY;
    }

    @Override
    public Optional<Mutant> apply(Seed seed, Random random) {
        String question = seed.question();
        for (Filter filter : seed.shape().filters()) {
            long sameColumn = seed.shape().filters().stream().filter(f -> f.column().equals(filter.column())).count();
            Optional<String> noun = noun(filter.column());
            if (!filter.text() || !EQUALITY.contains(filter.operator()) || sameColumn != 1 || noun.isEmpty()
                    || filter.value().length() < 2 || Words.count(question, filter.value()) != 1) {
                continue;
            }
            Words.MatchResultSpan span = Words.find(question, filter.value()).orElseThrow();
            int start = span.start();
            int end = span.end();
            // the quotes around the value, also Spider's `` value '' with spaces inside them
            while (start > 0 && (isQuote(question, start - 1) || question.charAt(start - 1) == ' ' && isQuote(question, start - 2))) {
                start--;
            }
            boolean quoted = start < span.start();
            while (quoted && end < question.length()
                    && (isQuote(question, end) || question.charAt(end) == ' ' && isQuote(question, end + 1))) {
                end++;
            }
            String before = Words.wordBefore(question, start);
            boolean proper = quoted || Character.isUpperCase(question.charAt(span.start()));
            boolean slot = BEFORE.contains(before) || before.equals(lastWord(noun.get()));
            // after "is"/"were" only a name reads as the value ("is Kyle"); "were cancelled" is a verb
            if (!slot || COPULAS.contains(before) && !proper || !Words.phraseEndsAt(question, end)) {
                continue;
            }
            // "the country France" -> "a particular country", not "the country a particular country"
            String head = question.substring(0, start).stripTrailing();
            String lower = head.toLowerCase(Locale.ROOT);
            String last = lastWord(noun.get());
            for (String named : List.of("the " + noun.get() + " of ", "the " + noun.get() + " ", noun.get() + " ",
                    "the " + last + " ")) {
                if ((lower + " ").endsWith(" " + named)) {
                    start = head.length() - named.length() + 1;
                    break;
                }
            }
            String mutated = Words.replace(question, new Words.MatchResultSpan(start, end), "a particular " + noun.get());
            return Optional.of(new Mutant(mutated, filter.column().table() + "." + filter.column().column() + " "
                    + filter.operator() + " '" + filter.value() + "' (removed: \"" + question.substring(start, end) + "\")"));
        }
        return Optional.empty();
    }

    private static String lastWord(String noun) {
        return noun.substring(noun.lastIndexOf(' ') + 1);
    }

    private static boolean isQuote(String text, int index) {
        return index >= 0 && index < text.length() && QUOTES.indexOf(text.charAt(index)) >= 0;
    }

    /** "a particular <noun>": the column's words without generic ones, else the table's; at most two words. */
    static Optional<String> noun(ColumnUse column) {
        List<String> words = new ArrayList<>();
        column.columnWords().forEach(w -> words.addAll(List.of(SPELLED.getOrDefault(w, w).split(" "))));
        words.removeAll(GENERIC);
        if (words.equals(List.of("type"))) {
            words.addAll(0, column.tableWords());
        }
        if (words.isEmpty()) {
            words.addAll(column.tableWords());
        }
        boolean phrase = words.stream().anyMatch(NOT_NOUNS::contains); // "Directed_by" names no thing
        return words.isEmpty() || words.size() > 2 || phrase ? Optional.empty() : Optional.of(String.join(" ", words));
    }
}
