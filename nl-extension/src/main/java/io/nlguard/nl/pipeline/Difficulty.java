package io.nlguard.nl.pipeline;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * How many candidates {@code nlguard.nl.candidates=auto} asks for: 2 for an easy question, 4 by default,
 * 6 for a hard one. A question is scored one point for each of: words that ask for grouping, ranking,
 * comparison, negation or ratios; more than 15 words; three or more tables in the schema context. No
 * point: easy; one point: default; two or more: hard.
 */
public final class Difficulty {

    public static final int EASY = 2;
    public static final int DEFAULT = 4;
    public static final int HARD = 6;

    private static final Pattern HARD_WORDS = Pattern.compile("\\b(each|per|every|group|grouped|compare|compared|"
            + "versus|vs|rank|ranked|top|most|least|highest|lowest|average|median|ratio|percent|percentage|share|"
            + "more than|less than|fewer than|at least|at most|not|never|without|both|either|except|difference|"
            + "growth|trend|cumulative|running)\\b");

    private Difficulty() {
    }

    /** The number of points, 0 to 3. */
    public static int points(String question, int contextTables) {
        String text = question.toLowerCase(Locale.ROOT);
        int points = HARD_WORDS.matcher(text).find() ? 1 : 0;
        if (text.strip().split("\\s+").length > 15) {
            points++;
        }
        if (contextTables >= 3) {
            points++;
        }
        return points;
    }

    /** K for {@code auto}. */
    public static int candidates(String question, int contextTables) {
        int points = points(question, contextTables);
        return points == 0 ? EASY : points == 1 ? DEFAULT : HARD;
    }
}
