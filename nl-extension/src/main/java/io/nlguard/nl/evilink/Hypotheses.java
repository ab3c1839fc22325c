package io.nlguard.nl.evilink;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The SQL hypotheses of the model's reply: the contents of its code fences in order, or, when it wrote none,
 * each {@code ;}-separated part from its first {@code SELECT} or {@code WITH} on; blank and repeated ones dropped, at most as
 * many as were asked for. Which items each references is the guard's scope's business
 * ({@link HypothesisSelections}), not this class's.
 */
public final class Hypotheses {

    private static final Pattern FENCE = Pattern.compile("```[a-zA-Z]*\\s*\\n?(.*?)```", Pattern.DOTALL);
    /** A query inside a statement's words: from its first SELECT or WITH on. */
    private static final Pattern QUERY = Pattern.compile("\\b(select|with)\\b.*", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    private Hypotheses() {
    }

    public static List<String> parse(String reply, int most) {
        Set<String> found = new LinkedHashSet<>();
        Matcher fence = FENCE.matcher(reply == null ? "" : reply);
        while (fence.find()) {
            add(found, fence.group(1));
        }
        if (found.isEmpty() && reply != null) {
            for (String part : reply.split(";")) {
                Matcher query = QUERY.matcher(part);
                if (query.find()) {
                    add(found, query.group());
                }
            }
        }
        List<String> hypotheses = new ArrayList<>(found);
        return hypotheses.subList(0, Math.min(most, hypotheses.size()));
    }

    private static void add(Set<String> found, String sql) {
        String text = sql.strip();
        while (text.endsWith(";")) {
            text = text.substring(0, text.length() - 1).strip();
        }
        if (!text.isEmpty()) {
            found.add(text);
        }
    }
}
