package io.nlguard.compare.structure;

import java.util.Locale;
import java.util.Map;

/** Spelling rules of the canonical text: lower case outside string literals, single spaces, one name per type. */
final class SqlText {

    /** Type names PostgreSQL treats as the same type, mapped to one spelling. */
    private static final Map<String, String> TYPE_SYNONYMS = Map.ofEntries(
            Map.entry("int", "integer"), Map.entry("int4", "integer"),
            Map.entry("int8", "bigint"), Map.entry("int2", "smallint"),
            Map.entry("float8", "double precision"), Map.entry("float", "double precision"),
            Map.entry("float4", "real"), Map.entry("bool", "boolean"),
            Map.entry("decimal", "numeric"), Map.entry("character varying", "varchar"),
            Map.entry("char", "character"), Map.entry("bpchar", "character"),
            Map.entry("timestamptz", "timestamp with time zone"), Map.entry("timetz", "time with time zone"));

    private SqlText() {
    }

    /**
     * Lower-cases everything outside single-quoted literals and collapses runs of whitespace outside
     * them to one space: for constructs the tree does not model, whose source text is all there is.
     */
    static String normalize(String sql) {
        StringBuilder out = new StringBuilder(sql.length());
        boolean quoted = false;
        boolean space = false;
        for (int i = 0; i < sql.length(); i++) {
            char c = sql.charAt(i);
            if (c == '\'') {
                quoted = !quoted;
            }
            if (!quoted && Character.isWhitespace(c)) {
                space = out.length() > 0;
                continue;
            }
            if (space) {
                out.append(' ');
                space = false;
            }
            out.append(quoted || c == '\'' ? c : Character.toLowerCase(c));
        }
        return out.toString();
    }

    /** A data type's canonical spelling: lower case, no space before the modifiers, synonyms unified. */
    static String typeName(String written) {
        String type = normalize(written).replace(" (", "(");
        int paren = type.indexOf('(');
        String base = paren < 0 ? type : type.substring(0, paren);
        String modifiers = paren < 0 ? "" : type.substring(paren);
        return TYPE_SYNONYMS.getOrDefault(base, base) + modifiers;
    }

    static String fold(String name) {
        return name == null ? "" : name.toLowerCase(Locale.ROOT);
    }
}
