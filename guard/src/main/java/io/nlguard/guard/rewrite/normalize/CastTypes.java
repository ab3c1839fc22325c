package io.nlguard.guard.rewrite.normalize;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * The type of a cast, in the other dialects' spelling → PostgreSQL's: {@code REAL} and {@code DOUBLE} →
 * {@code double precision} (SQLite's REAL is an 8-byte float, PostgreSQL's {@code real} a 4-byte one, which
 * would change {@code CAST(n AS REAL) * 100 / COUNT(*)}), MySQL {@code SIGNED}/{@code UNSIGNED [INTEGER]} →
 * {@code bigint}, {@code DATETIME} → {@code timestamp}, {@code CHAR} without a length (text in MySQL and
 * SQLite, one character in PostgreSQL) → {@code text}. Only the type's span changes, in {@code CAST(x AS t)}
 * and {@code x::t}; {@code x::real} and {@code x::char}, PostgreSQL's own syntax, keep PostgreSQL's meaning.
 *
 * <p>Left alone: {@code CAST(x AS INTEGER)}, although SQLite truncates a fraction that PostgreSQL rounds,
 * because it is equally PostgreSQL's own spelling, meant with PostgreSQL's rounding.
 */
public final class CastTypes extends AbstractPass {

    private record Spelling(String postgres, String reason) {
    }

    private static final String DOUBLE = "double precision";
    private static final Map<String, Spelling> TYPES = Map.of(
            "real", new Spelling(DOUBLE, "REAL is an 8-byte float in SQLite and a 4-byte one in PostgreSQL"),
            "double", new Spelling(DOUBLE, "DOUBLE is MySQL and SQLite; PostgreSQL spells it double precision"),
            "signed", new Spelling("bigint", "SIGNED is MySQL; PostgreSQL's 64-bit integer is bigint"),
            "signedinteger", new Spelling("bigint", "SIGNED is MySQL; PostgreSQL's 64-bit integer is bigint"),
            "signedint", new Spelling("bigint", "SIGNED is MySQL; PostgreSQL's 64-bit integer is bigint"),
            "unsigned", new Spelling("bigint", "UNSIGNED is MySQL; PostgreSQL's 64-bit integer is bigint"),
            "unsignedinteger", new Spelling("bigint", "UNSIGNED is MySQL; PostgreSQL's 64-bit integer is bigint"),
            "unsignedint", new Spelling("bigint", "UNSIGNED is MySQL; PostgreSQL's 64-bit integer is bigint"),
            "datetime", new Spelling("timestamp", "DATETIME is MySQL and SQLite; PostgreSQL spells it timestamp"),
            "char", new Spelling("text", "CHAR without a length is text in MySQL and SQLite, one character in PostgreSQL"));

    /** Types PostgreSQL knows under the same name, with another meaning. */
    private static final Set<String> POSTGRES_TYPES = Set.of("real", "char");

    public CastTypes() {
        super("normalize.casts", RewriteStage.NORMALIZE,
                "CAST(x AS REAL|DOUBLE|SIGNED|UNSIGNED|DATETIME|CHAR) → double precision, bigint, timestamp, text");
    }

    @Override
    public void apply(PassContext context) {
        for (SqlNode cast : context.tree().nodesOf(NodeType.CAST)) {
            SqlNode type = cast.child(NodeType.DATA_TYPE);
            Spelling spelling = type == null || type.name() == null ? null : TYPES.get(squeezed(type.name()));
            if (spelling == null) {
                continue;
            }
            int[] span = typeSpan(context, cast, type.name());
            if (span != null && span[2] == 1 && POSTGRES_TYPES.contains(squeezed(type.name()))) {
                continue; // x::real is PostgreSQL's own syntax, meant with PostgreSQL's real
            }
            if (span == null) {
                context.decline(cast, "the type's position in the text is not known exactly");
                continue;
            }
            context.replace(span[0], span[1], spelling.postgres(), cast, 1.0, spelling.reason());
        }
    }

    /**
     * Where the type is written, {@code [start, end, 1 for x::t else 0]}: past {@code ::} to the end of the
     * cast, or after the operand past {@code AS} up to the closing parenthesis. Null when the text there is
     * not the parsed type (a comment, say).
     */
    private static int[] typeSpan(PassContext context, SqlNode cast, String typeName) {
        SqlNode operand = cast.child(Role.THIS);
        int castEnd = context.tree().endOffset(cast);
        int at = operand == null ? -1 : context.tree().endOffset(operand);
        if (castEnd < 0 || at < 0) {
            return null;
        }
        String sql = context.sql();
        at = skipSpaces(sql, at);
        boolean colons = sql.startsWith("::", at);
        int start;
        int end;
        if (colons) {
            start = skipSpaces(sql, at + 2);
            end = castEnd;
        } else {
            if (!sql.regionMatches(true, at, "AS", 0, 2) || at + 2 >= sql.length()
                    || !Character.isWhitespace(sql.charAt(at + 2)) || sql.charAt(castEnd - 1) != ')') {
                return null;
            }
            start = skipSpaces(sql, at + 2);
            end = castEnd - 1;
            while (end > start && Character.isWhitespace(sql.charAt(end - 1))) {
                end--;
            }
        }
        return start < end && squeezed(sql.substring(start, end)).equals(squeezed(typeName))
                ? new int[] {start, end, colons ? 1 : 0} : null;
    }

    private static int skipSpaces(String sql, int at) {
        int i = at;
        while (i < sql.length() && Character.isWhitespace(sql.charAt(i))) {
            i++;
        }
        return i;
    }

    /** Lower case without white space: {@code Signed  Integer} → {@code signedinteger}. */
    private static String squeezed(String typeName) {
        return typeName.replaceAll("\\s+", "").toLowerCase(Locale.ROOT);
    }
}
