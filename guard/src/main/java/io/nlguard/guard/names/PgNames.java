package io.nlguard.guard.names;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.PgIdentifiers;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlParser;

/**
 * How a name is written in PostgreSQL text: bare when it is a word PostgreSQL folds to itself and that
 * neither PostgreSQL nor the guard's parser takes for a keyword, in double quotes otherwise. Both stages
 * write names through it: normalization respelling what the query wrote, autocorrect writing catalog names.
 */
public final class PgNames {

    private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");
    private static final Pattern LOWER_WORD = Pattern.compile("[a-z_][a-z0-9_]*");
    /** Where a bare word must parse: select list, qualifier, alias with and without AS, table, CTE, USING. */
    private static final String[] PROBES = {
        "SELECT @, t.@, count(@) AS @ FROM t @ WHERE @ = 1 GROUP BY @ ORDER BY @",
        "SELECT @.a FROM @ AS @ JOIN t USING (@)",
        "WITH @ AS (SELECT 1) SELECT 1 FROM @"};
    private static final SqlParser PARSER = new SqlParser();
    private static final Map<String, Boolean> PARSES_BARE = new ConcurrentHashMap<>();
    private static final int CACHE_LIMIT = 4096;

    private PgNames() {
    }

    /** A catalog table as SQL text: its name, schema-qualified when an unqualified name would not find it. */
    public static String table(Catalog catalog, Table table) {
        String name = spell(table.name().name());
        if (catalog.table(table.name().name()).orElse(null) == table || table.name().schema() == null) {
            return name;
        }
        return spell(table.name().schema()) + "." + name;
    }

    /** The name columns of {@code source} are qualified with, spelled as the query wrote it ({@code T1}, {@code "My Alias"}). */
    public static String qualifier(Source source) {
        SqlNode alias = source.node().child(NodeType.TABLE_ALIAS);
        if (alias != null && alias.name() != null) {
            SqlNode written = alias.child(Role.THIS);
            return written != null && written.quoted() ? quote(alias.name()) : alias.name();
        }
        SqlNode name = source.node().child(Role.THIS);
        if (name != null && name.name() != null) {
            return name.quoted() ? quote(name.name()) : name.name();
        }
        return source.alias();
    }

    /** {@code stored} written so that PostgreSQL reads exactly it: bare if it can be, else quoted. */
    public static String spell(String stored) {
        return isBareWord(stored) ? stored : quote(stored);
    }

    /**
     * Whether {@code written} can stand unquoted: a word whose lower-case form can. PostgreSQL then reads
     * it as that lower-case form.
     */
    public static boolean canBeBare(String written) {
        return WORD.matcher(written).matches() && isBareWord(written.toLowerCase(Locale.ROOT));
    }

    /** Letters, digits and underscores, not starting with a digit: a name that can fold to lower case. */
    public static boolean isWord(String name) {
        return WORD.matcher(name).matches();
    }

    public static String quote(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }

    /**
     * The name PostgreSQL reads in an identifier's source text: a bare word folded to lower case, a
     * double-quoted name as written; null for other quotes (backticks, single quotes), which PostgreSQL
     * does not take for names.
     */
    public static String meaning(String raw) {
        if (raw.isEmpty()) {
            return null;
        }
        char first = raw.charAt(0);
        if (first == '"') {
            return raw.length() >= 2 ? raw.substring(1, raw.length() - 1).replace("\"\"", "\"") : null;
        }
        return first == '`' || first == '[' || first == '\'' ? null : raw.toLowerCase(Locale.ROOT);
    }

    /** Quoted the way PostgreSQL does not quote names: {@code `name`}, or {@code 'name'} as SQLite allows for an alias. */
    public static boolean isForeignQuoted(String raw) {
        return raw.startsWith("`") || raw.startsWith("'");
    }

    public static boolean isDoubleQuoted(String raw) {
        return raw.startsWith("\"");
    }

    private static boolean isBareWord(String name) {
        return LOWER_WORD.matcher(name).matches() && !PgIdentifiers.isReserved(name) && parsesBare(name);
    }

    /** Whether the guard's parser takes the word unquoted wherever a name can stand (the rewriter re-parses every edit). */
    private static boolean parsesBare(String word) {
        Boolean known = PARSES_BARE.get(word);
        if (known != null) {
            return known;
        }
        boolean parses = true;
        for (String probe : PROBES) {
            parses &= PARSER.parse(probe.replace("@", word)) instanceof ParsedSql;
        }
        if (PARSES_BARE.size() < CACHE_LIMIT) {
            PARSES_BARE.put(word, parses);
        }
        return parses;
    }
}
