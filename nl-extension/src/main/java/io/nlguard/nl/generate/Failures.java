package io.nlguard.nl.generate;

/** Why a candidate gave no statement to evaluate, as reports and repair prompts say it. */
public final class Failures {

    private Failures() {
    }

    /** The reason of an extraction that is not {@link Extraction.Extracted}; "" for one that is. */
    public static String of(Extraction extraction) {
        if (extraction instanceof Extraction.NoSql none) {
            return none.reason();
        }
        if (extraction instanceof Extraction.SeveralStatements several) {
            return "the reply holds " + several.statements().size() + " statements; answer with exactly one query";
        }
        if (extraction instanceof Extraction.Declined declined) {
            return "the model declined: " + declined.text();
        }
        return "";
    }
}
