package io.nlguard.cli.boundary;

import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * BAR-SQL 2.2.4, ambiguity injection on the measure: where the gold ranks (ORDER BY with LIMIT, or MIN/MAX) and
 * the question says by what with one superlative ("oldest", "highest population"), the superlative becomes
 * "best" ("highest population": "best figures" or "top figures"). The measure is gone, several columns could rank, so the
 * answer is a clarifying question: {@code clarify}. Bare "most"/"least"/"fewest" are left alone: "the best
 * singers" for "the most singers" asks about quality, which a reader may call a rejection instead.
 */
public final class VagueMetric implements Mutation {

    static final List<String> SUPERLATIVES = List.of("most expensive", "least expensive", "most common",
            "least common", "most popular", "least popular", "most frequent", "least frequent", "most recent",
            "oldest", "youngest", "highest", "lowest", "largest", "smallest", "biggest", "longest", "shortest",
            "earliest", "latest", "heaviest", "lightest", "greatest", "cheapest", "newest", "fastest", "slowest");
    private static final List<String> VAGUE = List.of("best", "top");
    /** "the largest number of" stays a count under any adjective: "the top number of" is not vague. */
    private static final java.util.Set<String> COUNTS = java.util.Set.of("number", "amount", "count", "total", "sum");

    private static String firstWord(String text) {
        String[] words = text.trim().split("[^A-Za-z0-9']+");
        return words.length == 0 ? "" : words[0].toLowerCase(java.util.Locale.ROOT);
    }

    @Override
    public String kind() {
        return "vague-metric";
    }

    @Override
    public Label label() {
        return Label.CLARIFY;
    }

    @Override
    public Optional<Mutant> apply(Seed seed, Random random) {
        if (!seed.shape().ranks()) {
            return Optional.empty();
        }
        String question = seed.question();
        List<String> present = SUPERLATIVES.stream().filter(s -> Words.count(question, s) > 0).toList();
        long occurrences = present.stream().mapToLong(s -> Words.count(question, s)).sum();
        // one superlative, once: two ("the highest and the lowest") make another shape of question
        if (present.size() != 1 || occurrences != 1 || Words.count(question, "top") > 0) {
            return Optional.empty();
        }
        String superlative = present.get(0);
        Words.MatchResultSpan span = Words.find(question, superlative).orElseThrow();
        String after = question.substring(span.end());
        if (COUNTS.contains(firstWord(after))) {
            return Optional.empty();
        }
        for (ColumnUse column : seed.shape().ordered()) {
            String measure = String.join(" ", column.columnWords());
            Optional<Words.MatchResultSpan> named = Words.find(after, measure).filter(m -> after.substring(0, m.start()).isBlank());
            if (named.isPresent() && Words.phraseEndsAt(after, named.get().end())) {
                String vague = VAGUE.get(random.nextInt(VAGUE.size()));
                Words.MatchResultSpan both = new Words.MatchResultSpan(span.start(), span.end() + named.get().end());
                return Optional.of(new Mutant(Words.replace(question, both, vague + " figures"),
                        "measure removed: \"" + question.substring(both.start(), both.end()) + "\" (orders by "
                                + column.table() + "." + column.column() + ")"));
            }
        }
        // a column's word soon after ("the lowest grade", "the highest one time bonus") may keep the measure, and
        // nothing after ("is the largest") leaves "best" reading as the same extreme: both left alone
        List<String> next = List.of(after.trim().toLowerCase(java.util.Locale.ROOT).split("[^a-z0-9']+"));
        List<String> near = next.subList(0, Math.min(3, next.size()));
        boolean columnNear = seed.shape().used().stream().flatMap(c -> c.columnWords().stream()).anyMatch(near::contains);
        if (columnNear || after.isBlank() || !Character.isLetterOrDigit(after.trim().charAt(0))) {
            return Optional.empty();
        }
        return Optional.of(new Mutant(Words.replace(question, span, "best"),
                "measure removed: \"" + superlative + "\"" + seed.shape().ordered().stream().findFirst()
                        .map(c -> " (orders by " + c.table() + "." + c.column() + ")").orElse("")));
    }
}
