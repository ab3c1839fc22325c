package io.nlguard.cli.boundary;

import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * BAR-SQL 2.2.6, knowledge rejection: where the gold projects one column (not aggregated) the question names once
 * as the head of what it asks ("the names of singers"), that name becomes a concept the database has no table or
 * column for ("the email addresses of singers"). No SQL over the schema answers it, so the answer is a rejection:
 * {@code reject}.
 */
public final class MissingColumn implements Mutation {

    /** Attributes any entity may plausibly have, so the mutated question reads as a real request. */
    static final List<String> CONCEPTS = List.of("email address", "phone number", "website", "customer rating",
            "postal code", "social media account");
    /** The column's name must read as the head of the asked phrase: "the names of", "their titles". */
    private static final java.util.Set<String> BEFORE = java.util.Set.of("the", "their", "its", "all", "different",
            "distinct", "unique");
    private static final java.util.Set<String> AFTER = java.util.Set.of("of", "for", "and", "who", "whose", "that",
            "with");

    /** "the years in which", "the countries where" read the column as a place or time: only "of", "for"... follow. */
    private static boolean headEndsAt(String question, int end) {
        String rest = question.substring(end).trim();
        if (rest.isEmpty() || !Character.isLetterOrDigit(rest.charAt(0))) {
            return true;
        }
        return AFTER.contains(rest.split("[^A-Za-z0-9']+")[0].toLowerCase(java.util.Locale.ROOT));
    }

    @Override
    public String kind() {
        return "missing-column";
    }

    @Override
    public Label label() {
        return Label.REJECT;
    }

    @Override
    public Optional<Mutant> apply(Seed seed, Random random) {
        List<ColumnUse> projected = seed.shape().projected().stream().distinct().toList();
        if (projected.size() != 1 || seed.shape().constrained().contains(projected.get(0))) {
            return Optional.empty();
        }
        ColumnUse column = projected.get(0);
        String singular = String.join(" ", column.columnWords());
        String plural = AbsentConcepts.plural(singular);
        String question = seed.question();
        int singulars = Words.count(question, singular);
        int plurals = Words.count(question, plural);
        if (singular.equals("id") || singulars + plurals != 1) {
            return Optional.empty();
        }
        boolean many = plurals == 1;
        Optional<String> concept = AbsentConcepts.pick(CONCEPTS, seed.vocabulary(), random);
        if (concept.isEmpty()) {
            return Optional.empty();
        }
        Words.MatchResultSpan span = Words.find(question, many ? plural : singular).orElseThrow();
        if (!BEFORE.contains(Words.wordBefore(question, span.start())) || !headEndsAt(question, span.end())) {
            return Optional.empty();
        }
        String asked = many ? AbsentConcepts.plural(concept.get()) : concept.get();
        return Optional.of(new Mutant(Words.replace(question, span, asked),
                "asks for " + concept.get() + " instead of " + column.table() + "." + column.column()
                        + "; the schema has no such column"));
    }
}
