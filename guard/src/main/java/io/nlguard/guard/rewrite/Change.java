package io.nlguard.guard.rewrite;

/**
 * One edit a pass made or proposed: the source text it replaces and the text it puts there.
 *
 * @param line       1-based line of {@code before} in the text the pass saw
 * @param confidence 1.0 for a mechanical dialect fix; the match score for autocorrect
 * @param reason     why, in a few words ({@code IFNULL is MySQL; PostgreSQL spells it COALESCE})
 */
public record Change(String pass, String before, String after, int line, int column, double confidence, String reason) {

    /** {@code normalize.ifnull at 1:8: IFNULL(a, 0) → COALESCE(a, 0) (confidence 1.00): reason} */
    public String describe() {
        return String.format(java.util.Locale.ROOT, "%s at %d:%d: %s → %s (confidence %.2f): %s",
                pass, line, column, before, after, confidence, reason);
    }
}
