package io.nlguard.nl.route;

/**
 * A module a question was routed to, and how.
 *
 * @param name       the module's name
 * @param keywords   the keywords the question contains (empty when routed by similarity alone)
 * @param similarity the cosine of the question's embedding with the module's when it routed the module
 *                   (at or above the threshold); NaN otherwise
 */
public record RoutedModule(String name, java.util.List<String> keywords, double similarity) {

    public RoutedModule {
        keywords = java.util.List.copyOf(keywords);
    }

    /** {@code keywords}, {@code embedding}, or both. */
    public String method() {
        boolean similar = !Double.isNaN(similarity);
        return keywords.isEmpty() ? "embedding" : similar ? "keywords+embedding" : "keywords";
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(name).append(" (");
        if (!keywords.isEmpty()) {
            s.append("keywords ").append(String.join(", ", keywords));
        }
        if (!Double.isNaN(similarity)) {
            s.append(keywords.isEmpty() ? "" : "; ").append(String.format(java.util.Locale.ROOT, "embedding %.2f", similarity));
        }
        return s.append(')').toString();
    }
}
