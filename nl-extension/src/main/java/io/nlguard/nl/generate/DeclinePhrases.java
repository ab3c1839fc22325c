package io.nlguard.nl.generate;

import java.util.regex.Pattern;

/**
 * How models say that they will not write the query: they ask for clarification, or say the schema
 * cannot answer the question. Read only when the reply holds no statement: a query with a caveat
 * ("the schema has no city column, so I used address") is still a query.
 */
final class DeclinePhrases {

    private static final Pattern DECLINE = Pattern.compile(String.join("|",
            "need (?:some |a bit )?more (?:information|details|context)",
            "(?:not|insufficient|enough) (?:enough )?information",
            "(?:cannot|can ?not|can't|unable to|not possible to|impossible to) (?:be )?(?:answer|determine|generate|write|create|provide)",
            "cannot be answered|can't be answered|not answerable",
            "(?:does not|doesn't|do not|don't) (?:seem to )?(?:contain|include|have|store|track|hold)",
            "there (?:is|are) no (?:table|column|field|information|data)",
            "(?:not|isn't|is not) (?:available|present|found) in the (?:schema|database|tables?)",
            "could you (?:please )?(?:clarify|provide|specify|explain|tell)",
            "please (?:clarify|provide|specify)",
            "(?:clarify|clarification)",
            "i'?m sorry|i am sorry|i apologi[sz]e"),
            Pattern.CASE_INSENSITIVE);

    private DeclinePhrases() {
    }

    static boolean declines(String text) {
        return DECLINE.matcher(text.replace('\u2019', '\'')).find();
    }
}
