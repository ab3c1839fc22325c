package io.nlguard.guard.schema;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * How a name from a schema description (Spider/BIRD {@code tables.json}, where SQLite names are
 * case-insensitive) becomes a PostgreSQL identifier: a name that is a plain word is folded to lower
 * case, exactly as PostgreSQL folds an unquoted name; anything else (spaces, punctuation, a leading
 * digit, non-ASCII letters) keeps its exact text and is always written quoted.
 *
 * <p>So {@code Highschooler} is stored as {@code highschooler} and written bare, while
 * {@code Free Meal Count (K-12)} is stored and written as {@code "Free Meal Count (K-12)"}.
 * A plain word that is a reserved keyword ({@code order}, {@code End}) is also folded, and written
 * quoted ({@code "order"}, {@code "end"}), so every plain word is stored in lower case.
 *
 * <p>The mapping is injective on names that differ other than by case, which SQLite guarantees
 * within a table or database; names that differ only by case collide, as they would in SQLite.
 */
public final class PgIdentifiers {

    /** PostgreSQL's NAMEDATALEN - 1; longer names would be silently truncated by the server. */
    public static final int MAX_BYTES = 63;

    private static final Pattern PLAIN = Pattern.compile("[a-z_][a-z0-9_]*");

    /**
     * Keywords that cannot be a table or column name unquoted: PostgreSQL's "reserved" and
     * "reserved (can be function or type)" categories ({@code pg_get_keywords()} catcode R and T).
     * Non-reserved and column-name keywords ({@code year}, {@code time}, {@code name}) need no quotes.
     */
    private static final Set<String> RESERVED = Set.of(
            "all", "analyse", "analyze", "and", "any", "array", "as", "asc", "asymmetric", "both",
            "case", "cast", "check", "collate", "column", "constraint", "create", "current_catalog",
            "current_date", "current_role", "current_time", "current_timestamp", "current_user",
            "default", "deferrable", "desc", "distinct", "do", "else", "end", "except", "false",
            "fetch", "for", "foreign", "from", "grant", "group", "having", "in", "initially",
            "intersect", "into", "lateral", "leading", "limit", "localtime", "localtimestamp", "not",
            "null", "offset", "on", "only", "or", "order", "placing", "primary", "references",
            "returning", "select", "session_user", "some", "symmetric", "system_user", "table", "then",
            "to", "trailing", "true", "union", "unique", "user", "using", "variadic", "when", "where",
            "window", "with",
            // reserved (can be function or type)
            "authorization", "binary", "collation", "concurrently", "cross", "current_schema",
            "freeze", "full", "ilike", "inner", "is", "isnull", "join", "left", "like", "natural",
            "notnull", "outer", "overlaps", "right", "similar", "tablesample", "verbose");

    private PgIdentifiers() {
    }

    /**
     * The name as PostgreSQL stores it: lower case for a plain word, the exact text otherwise.
     *
     * @throws IllegalArgumentException for an empty name or one longer than {@value #MAX_BYTES} bytes
     */
    public static String storedName(String name) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("empty identifier");
        }
        String folded = name.toLowerCase(Locale.ROOT);
        String stored = PLAIN.matcher(folded).matches() ? folded : name;
        if (stored.getBytes(StandardCharsets.UTF_8).length > MAX_BYTES) {
            throw new IllegalArgumentException("identifier longer than " + MAX_BYTES + " bytes: " + name);
        }
        return stored;
    }

    /** The identifier as SQL text: the stored name, bare when that is a plain non-reserved word, else quoted. */
    public static String sql(String name) {
        String stored = storedName(name);
        if (PLAIN.matcher(stored).matches() && !RESERVED.contains(stored)) {
            return stored;
        }
        return '"' + stored.replace("\"", "\"\"") + '"';
    }

    /** Whether a lower-case word can only be used as a table or column name when quoted. */
    public static boolean isReserved(String word) {
        return RESERVED.contains(word.toLowerCase(Locale.ROOT));
    }

    /** The reserved words this class quotes (lower case). */
    public static Set<String> reservedWords() {
        return RESERVED;
    }
}
