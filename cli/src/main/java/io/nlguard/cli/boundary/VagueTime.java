package io.nlguard.cli.boundary;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * BAR-SQL 2.2.4, ambiguity injection on time: where the gold filters on a year the question names ("in 2010",
 * "after 1990"; one year filter, not a range, not "birth year before 1945"), the phrase becomes "recently" or
 * "lately" ("before 1990": "long ago"). No schema or rule says what window that is, so the answer is a
 * clarifying question: {@code clarify}.
 */
public final class VagueTime implements Mutation {

    private static final Pattern YEAR = Pattern.compile("(1[6-9]|20)\\d\\d");
    /** "in 2014 or after" is a bound with its own direction; "recently or after" reads as nothing. */
    private static final Pattern OPEN_END = Pattern.compile("(?i)\\s*(or|and) (after|before|later|earlier|since|prior)\\b");
    private static final List<String> RECENT = List.of("recently", "lately");

    @Override
    public String kind() {
        return "vague-time";
    }

    @Override
    public Label label() {
        return Label.CLARIFY;
    }

    @Override
    public Optional<Mutant> apply(Seed seed, Random random) {
        for (Filter filter : seed.shape().filters()) {
            if (!YEAR.matcher(filter.value()).matches()) {
                continue;
            }
            Matcher m = Pattern.compile("(?i)\\b(in|after|since|from|during|before|until)(?: the year| year)? "
                    + filter.value() + "\\b").matcher(seed.question());
            if (!m.find() || Words.count(seed.question(), filter.value()) != 1
                    || OPEN_END.matcher(seed.question().substring(m.end())).lookingAt() || yearFilters(seed) != 1
                    || Words.wordBefore(seed.question(), m.start()).equals("year")
                    || seed.question().toLowerCase(java.util.Locale.ROOT).contains("between")) {
                continue;
            }
            String vague = m.group(1).equalsIgnoreCase("before") || m.group(1).equalsIgnoreCase("until")
                    ? "long ago" : RECENT.get(random.nextInt(RECENT.size()));
            String mutated = Words.replace(seed.question(), new Words.MatchResultSpan(m.start(), m.end()), vague);
            return Optional.of(new Mutant(mutated, filter.column().table() + "." + filter.column().column() + " "
                    + filter.operator() + " " + filter.value() + " (removed: \"" + m.group() + "\")"));
        }
        return Optional.empty();
    }

    /** Two year filters ("before 1945 and after 1955") make a range the vague word would only half replace. */
    private static long yearFilters(Seed seed) {
        return seed.shape().filters().stream().filter(f -> YEAR.matcher(f.value()).matches()).count();
    }
}
