package io.nlguard.guard.schema;

import java.util.Locale;

/** How the catalog compares unquoted identifiers: PostgreSQL folds them to lower case. */
final class Names {
    private Names() {
    }

    static String fold(String identifier) {
        return identifier.toLowerCase(Locale.ROOT);
    }
}
