package io.nlguard.compare.structure;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import io.nlguard.guard.schema.PgIdentifiers;
import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlToken;

/** Spelling rules of the canonical text: lower-case words, single spaces, no comments, one name per type. */
final class SqlText {

    private static final Pattern PLAIN_NAME = Pattern.compile("[a-z_][a-z0-9_$]*");

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
     * The token-level canonical spelling of SQL text, for constructs the tree does not model (whose
     * source text is all there is) and for text that does not parse at all: comments dropped, every
     * run of whitespace one space (none where the text had none), keywords and unquoted names
     * lower-cased (PostgreSQL folds them so), a quoted name that needs no quotes written bare and
     * backtick quotes made double quotes, {@code !=} written {@code <>}, trailing semicolons dropped.
     * String literals and numbers stay as written.
     */
    static String normalize(String sql) {
        List<SqlToken> tokens = SqlLexer.lex(sql);
        int last = tokens.size() - 1;
        while (last >= 0 && (tokens.get(last).isComment() || tokens.get(last).kind() == SqlToken.Kind.SEMICOLON)) {
            last--;
        }
        StringBuilder out = new StringBuilder(sql.length());
        SqlToken previous = null;
        for (int i = 0; i <= last; i++) {
            SqlToken token = tokens.get(i);
            if (token.isComment()) {
                continue;
            }
            if (previous != null && previous.end() < token.offset()) {
                out.append(' ');
            }
            out.append(spelling(token));
            previous = token;
        }
        return out.toString();
    }

    private static String spelling(SqlToken token) {
        return switch (token.kind()) {
            case WORD -> token.name();
            case QUOTED_IDENTIFIER -> quotedName(token.name());
            case OPERATOR -> token.text().equals("!=") ? "<>" : token.text();
            default -> token.text();
        };
    }

    private static String quotedName(String name) {
        if (PLAIN_NAME.matcher(name).matches() && !PgIdentifiers.isReserved(name)) {
            return name;
        }
        return '"' + name.replace("\"", "\"\"") + '"';
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
