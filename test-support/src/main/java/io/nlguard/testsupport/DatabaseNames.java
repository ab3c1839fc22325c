package io.nlguard.testsupport;

import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;

/**
 * Database names the fixture creates. Restricted to lower-case letters, digits and underscores so
 * they need no quoting or URL-escaping and PostgreSQL does not case-fold them behind our back.
 */
final class DatabaseNames {

    /** PostgreSQL truncates identifiers beyond 63 bytes; names must stay below that to stay distinct. */
    static final int MAX_LENGTH = 63;

    private static final Pattern VALID = Pattern.compile("[a-z_][a-z0-9_]{0," + (MAX_LENGTH - 1) + "}");
    private static final int MAX_HINT_LENGTH = 40;
    private static final AtomicInteger COUNTER = new AtomicInteger();

    private DatabaseNames() {
    }

    /** {@code nlg_<hint>_<n>}, with n unique within this JVM. Example: "MyRepoIT" gives nlg_myrepoit_7. */
    static String unique(String hint) {
        return "nlg_" + sanitize(hint) + "_" + COUNTER.incrementAndGet();
    }

    static String sanitize(String hint) {
        String cleaned = hint.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_").replaceAll("^_+|_+$", "");
        if (cleaned.isEmpty()) {
            cleaned = "db";
        }
        return cleaned.length() > MAX_HINT_LENGTH ? cleaned.substring(0, MAX_HINT_LENGTH) : cleaned;
    }

    static String requireValid(String name) {
        if (name == null || !VALID.matcher(name).matches()) {
            throw new IllegalArgumentException("Database name must match " + VALID + " (lower case, at most "
                    + MAX_LENGTH + " chars): " + name);
        }
        return name;
    }
}
