package io.nlguard.guard.types.calcite;

import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParserPos;

import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Explains why Calcite could not parse a statement. A parse failure is never reported as an error
 * of the SQL: the usual cause is PostgreSQL syntax Babel does not know, and syntax errors are for the
 * guard's own parser to report. Where the text shows which construct failed, the note names it.
 */
final class ParseFailures {

    /** Statements the deep validator checks; everything else is DML, DDL or a utility command. */
    static final Set<String> QUERY_KEYWORDS = Set.of("SELECT", "WITH", "VALUES", "TABLE");

    private static final Pattern POSITION_SUFFIX = Pattern.compile("\\s*at line \\d+, column \\d+\\.?\\s*$");

    /** PostgreSQL constructs Babel 1.42 cannot parse, in the words the note uses for them. */
    private static final List<Construct> CONSTRUCTS = List.of(
            new Construct("(?i)\\bDISTINCT\\s+ON\\s*\\(", "SELECT DISTINCT ON (...)"),
            new Construct("(?i)\\bINTERVAL\\s*'[^']*[a-z][^']*'",
                    "an interval literal with the unit inside the quotes (interval '7 days')"),
            new Construct("->>?|#>>?|@>|<@|\\?[|&]", "a JSON or containment operator (->, ->>, #>, @>, <@)"),
            new Construct("(?i)\\bFOR\\s+(NO\\s+KEY\\s+UPDATE|KEY\\s+SHARE|UPDATE|SHARE)\\b",
                    "a row-locking clause (FOR UPDATE, FOR SHARE)"),
            new Construct("(?i)\\b(I?LIKE|SIMILAR\\s+TO)\\s+(ANY|ALL|SOME)\\s*\\(", "LIKE or ILIKE with ANY/ALL"),
            new Construct("\\$[A-Za-z_0-9]*\\$", "a dollar-quoted string ($$...$$)"),
            new Construct("(?i)::\\s*[a-z_][a-z_0-9 ]*(\\([^)]*\\))?\\s*\\[", "an array type written with brackets (int[])"),
            new Construct("(?i)\\bBETWEEN\\b[^;]*::", "a '::' cast inside BETWEEN ... AND ..."),
            new Construct("(?i)\\bWITH\\s+TIES\\b", "FETCH ... WITH TIES"),
            new Construct("(?i)\\bAT\\s+TIME\\s+ZONE\\b", "AT TIME ZONE"),
            new Construct("(?i)\\bCOLLATE\\b", "a COLLATE clause"),
            new Construct("(?i)\\b(INSERT|UPDATE|DELETE|MERGE)\\b",
                    "a data-modifying statement inside WITH (deep validation covers queries only)"),
            new Construct("(?i)\\bINTO\\b", "SELECT ... INTO"),
            new Construct("(?is)^\\s*SELECT\\b(?:(?!\\bFROM\\b).)*?\\bWHERE\\b", "a SELECT with WHERE but no FROM"));

    private ParseFailures() {
    }

    /** A statement whose first keyword shows it is not a query. */
    static DeepValidation notAQuery(String keyword) {
        return DeepValidation.unsupported("Deep validation covers queries only (SELECT, WITH, VALUES, TABLE); this"
                + " statement " + (keyword.isEmpty() ? "is not one" : "starts with " + keyword) + ".");
    }

    static DeepValidation explain(SqlParseException e, SourceText text) {
        String keyword = text.firstKeyword();
        if (!QUERY_KEYWORDS.contains(keyword)) {
            return notAQuery(keyword);
        }
        SqlParserPos pos = e.getPos();
        DeepProblem where = pos == null
                ? DeepProblem.unplaced(firstLine(e))
                : new DeepProblem(firstLine(e), pos.getLineNum(), pos.getColumnNum(), pos.getEndLineNum(),
                        pos.getEndColumnNum());
        String construct = construct(text, where);
        String note = construct == null
                ? "Calcite could not parse this statement (" + where.message() + "); it probably uses PostgreSQL"
                        + " syntax Calcite's Babel parser does not know. Deep validation skipped; this is not a"
                        + " finding about the SQL."
                : "Calcite cannot parse " + construct + ", which this statement uses. Deep validation skipped;"
                        + " this is not a finding about the SQL.";
        return DeepValidation.unsupported(note, List.of(where));
    }

    /** The known construct at the failure position, else the first one anywhere in the text; null if none. */
    private static String construct(SourceText text, DeepProblem where) {
        int failure = text.offset(where.line(), where.column());
        String first = null;
        for (Construct construct : CONSTRUCTS) {
            Matcher m = construct.pattern().matcher(text.sql());
            while (m.find()) {
                if (failure >= m.start() && failure <= m.end()) {
                    return construct.description();
                }
                if (first == null) {
                    first = construct.description();
                }
            }
        }
        return first;
    }

    private static String firstLine(SqlParseException e) {
        String message = String.valueOf(e.getMessage());
        int eol = message.indexOf('\n');
        String line = eol < 0 ? message : message.substring(0, eol);
        return POSITION_SUFFIX.matcher(line).replaceFirst("").trim();
    }

    private record Construct(Pattern pattern, String description) {
        Construct(String regex, String description) {
            this(Pattern.compile(regex), description);
        }
    }
}
