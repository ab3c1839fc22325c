package io.nlguard.nl.select;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The shape of answer an English question asks for, from a few phrases (English only: a question in another
 * language is {@link Kind#OTHER}, which favours no candidate): "how many", "number of" and "count" ask for
 * one number (or one per group with "each", "per", "every"); a superlative ("most", "highest", "least"...)
 * for ORDER BY ... LIMIT or MAX/MIN; "list", "which", "what are"... for rows.
 */
public final class QuestionShape {

    /** What the question asks for. */
    public enum Kind { COUNT, COUNT_PER_GROUP, SUPERLATIVE, LIST, OTHER }

    /** The fit of a candidate whose shape says nothing either way. */
    public static final double NEUTRAL = 0.5;

    private static final Pattern COUNT = Pattern.compile("\\b(how many|(?<!average )number of|count)\\b");
    private static final Pattern PER_GROUP = Pattern.compile("\\b(each|per|every)\\b");
    /** "at least" and "at most" are bounds, not superlatives: removed before this is matched. */
    private static final Pattern SUPERLATIVE = Pattern.compile("\\b(most|least|highest|lowest|largest|smallest|"
            + "biggest|greatest|maximum|minimum|top|oldest|youngest|fewest|longest|shortest|earliest|latest|"
            + "best|worst|cheapest|heaviest|lightest|max|min)\\b");
    private static final Pattern BOUND = Pattern.compile("\\bat (least|most)\\b");
    private static final Pattern LIST = Pattern.compile("^(list|show|give|find|return|name|display|provide|which|"
            + "who|what are|what were|what is the name|what are the names)\\b");

    private final Kind kind;

    private QuestionShape(Kind kind) {
        this.kind = kind;
    }

    public static QuestionShape of(String question) {
        String q = question == null ? "" : question.toLowerCase(Locale.ROOT).strip();
        String unbounded = BOUND.matcher(q).replaceAll(" ");
        if (COUNT.matcher(q).find()) {
            return new QuestionShape(PER_GROUP.matcher(q).find() ? Kind.COUNT_PER_GROUP : Kind.COUNT);
        }
        if (SUPERLATIVE.matcher(unbounded).find()) {
            return new QuestionShape(Kind.SUPERLATIVE);
        }
        return new QuestionShape(LIST.matcher(q).find() ? Kind.LIST : Kind.OTHER);
    }

    public Kind kind() {
        return kind;
    }

    /**
     * How well a candidate fits, 0 to 1 ({@value #NEUTRAL} when nothing says): its text and, when it ran,
     * its result.
     */
    public double fit(QueryFacts query, CandidateResult result) {
        return switch (kind) {
            case COUNT -> result.ran() ? (oneNumber(result) ? 1 : query.counts() ? NEUTRAL : 0)
                    : query.parses() ? (query.counts() ? 1 : 0) : NEUTRAL;
            case COUNT_PER_GROUP -> query.parses() ? (query.counts() ? 1 : 0) : NEUTRAL;
            case SUPERLATIVE -> query.parses() ? (query.ordered() && query.limited() || query.extremum() ? 1 : 0)
                    : NEUTRAL;
            case LIST -> result.status() == ResultStatus.OK ? 1 : result.status() == ResultStatus.EMPTY ? 0 : NEUTRAL;
            case OTHER -> NEUTRAL;
        };
    }

    private static boolean oneNumber(CandidateResult result) {
        return result.status() == ResultStatus.OK && result.rows().size() == 1 && result.columns() == 1
                && result.rows().get(0).get(0) instanceof BigDecimal;
    }

    @Override
    public String toString() {
        return kind.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
