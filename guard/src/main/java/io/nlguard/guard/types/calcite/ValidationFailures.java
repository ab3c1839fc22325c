package io.nlguard.guard.types.calcite;

import io.nlguard.guard.schema.Catalog;
import org.apache.calcite.runtime.CalciteContextException;
import org.apache.calcite.sql.SqlIdentifier;
import org.apache.calcite.sql.SqlOperator;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.SqlSyntax;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParserPos;
import org.apache.calcite.sql.validate.SqlValidatorException;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Sorts Calcite's validation errors into errors of the SQL ({@link DeepValidation.Status#INVALID})
 * and gaps in what Calcite models of PostgreSQL ({@link DeepValidation.Status#UNSUPPORTED}). INVALID
 * must be trustworthy, so anything that may be Calcite's blind spot falls back.
 */
final class ValidationFailures {

    private static final Pattern LOCATION_PREFIX =
            Pattern.compile("^(From line \\d+, column \\d+ to line \\d+, column \\d+|At line \\d+, column \\d+): ");
    private static final Pattern OBJECT_NOT_FOUND =
            Pattern.compile("^(?:Object|Table) '([^']*)' not found(?: within '([^']*)')?");
    private static final Pattern COLUMN_NOT_FOUND = Pattern.compile("^Column '([^']*)' not found in ");
    private static final Pattern NO_MATCHING_FUNCTION =
            Pattern.compile("^No match found for function signature ([^(]+)\\(");
    private static final Pattern WRONG_ARGUMENT_COUNT =
            Pattern.compile("^Invalid number of arguments to function '([^']+)'");
    private static final Pattern DATE_ARITHMETIC =
            Pattern.compile("^Cannot apply '[-+]' to arguments of type '.*<(DATE|TIME|TIMESTAMP|INTERVAL)");
    private static final Pattern UNKNOWN_IDENTIFIER = Pattern.compile("^Unknown (?:identifier|datatype name) '([^']*)'");
    private static final Pattern QUANTIFIED_COMPARISON =
            Pattern.compile("^Values passed to \\S+ (?:SOME|ALL) operator must have compatible types");

    /** Columns every PostgreSQL table has without the catalog listing them. */
    private static final Set<String> SYSTEM_COLUMNS = Set.of("ctid", "xmin", "xmax", "cmin", "cmax", "tableoid", "oid");

    private ValidationFailures() {
    }

    /**
     * The verdict for a validation error: INVALID, or UNSUPPORTED when the error may be Calcite's.
     *
     * @param castsTrusted false when {@link InfixCastRepair} could not place every {@code ::} cast;
     *                     Calcite's complaint may then be about a tree PostgreSQL would not build
     */
    static DeepValidation classify(CalciteContextException e, Catalog catalog, SourceText text, boolean castsTrusted) {
        String message = message(e);
        DeepProblem problem = new DeepProblem(message, e.getPosLine(), e.getPosColumn(), e.getEndPosLine(),
                e.getEndPosColumn());
        String gap = modellingGap(message, catalog, text);
        if (gap != null) {
            return DeepValidation.unsupported(gap, List.of(problem));
        }
        if (!castsTrusted) {
            return DeepValidation.unsupported("Calcite's Babel parser groups a '::' cast in this statement differently"
                    + " from PostgreSQL, so its complaint may be its own misreading; deep validation skipped.",
                    List.of(problem));
        }
        return DeepValidation.invalid(problem);
    }

    /** Why the error may be Calcite's blind spot rather than the user's mistake; null if it is a real error. */
    private static String modellingGap(String message, Catalog catalog, SourceText text) {
        Matcher m = OBJECT_NOT_FOUND.matcher(message);
        if (m.find()) {
            if (isSystemName(m.group(1)) || (m.group(2) != null && isSystemName(m.group(2)))) {
                return "The query reads PostgreSQL system catalogs (pg_catalog, information_schema), which the"
                        + " catalog snapshot does not model; deep validation skipped.";
            }
            if (catalog.isEmpty()) {
                return "The catalog snapshot has no tables, so table names cannot be checked; deep validation skipped.";
            }
            return null;
        }
        m = COLUMN_NOT_FOUND.matcher(message);
        if (m.find()) {
            String column = m.group(1).toLowerCase(Locale.ROOT);
            if (SYSTEM_COLUMNS.contains(column)) {
                return "The query reads the PostgreSQL system column " + m.group(1)
                        + ", which the catalog snapshot does not list; deep validation skipped.";
            }
            if (column.startsWith("$")) {
                return "The query uses a PostgreSQL positional parameter or dollar-quoted string (" + m.group(1)
                        + "), which Calcite reads as a column name; deep validation skipped.";
            }
            if (isWholeRowReference(m.group(1), catalog, text)) {
                return "The query uses " + m.group(1) + " as a whole-row value, which Calcite does not model;"
                        + " deep validation skipped.";
            }
            return null;
        }
        m = NO_MATCHING_FUNCTION.matcher(message);
        if (!m.find()) {
            m = WRONG_ARGUMENT_COUNT.matcher(message);
            if (!m.find()) {
                return otherGap(message);
            }
        }
        return functionGap(m.group(1).trim());
    }

    private static String otherGap(String message) {
        if (DATE_ARITHMETIC.matcher(message).find()) {
            return "The query uses PostgreSQL date/time arithmetic (date + integer, date - date, timestamp -"
                    + " timestamp) that Calcite does not model; deep validation skipped.";
        }
        if (QUANTIFIED_COMPARISON.matcher(message).find()) {
            return "Calcite's typing of = ANY/ALL is stricter than PostgreSQL's (a string literal against a text"
                    + " array, for one); deep validation skipped.";
        }
        Matcher m = UNKNOWN_IDENTIFIER.matcher(message);
        if (m.find()) {
            return "Calcite does not know the name '" + m.group(1) + "' (usually a PostgreSQL type); deep validation"
                    + " skipped.";
        }
        return null;
    }

    /**
     * A function error is the user's only when the function is a SQL-standard one, whose signatures
     * Calcite knows as well as PostgreSQL; its PostgreSQL library covers only some of PostgreSQL's
     * functions and overloads.
     */
    private static String functionGap(String function) {
        if (isKnown(SqlStdOperatorTable.instance(), function)) {
            return null;
        }
        if (isKnown(PostgresDialect.OPERATORS, function)) {
            return "Calcite knows only some of PostgreSQL's forms of the function " + function
                    + "; deep validation skipped.";
        }
        return "Calcite does not know the function " + function + " (PostgreSQL may well have it); deep validation"
                + " skipped.";
    }

    private static boolean isKnown(SqlOperatorTable operators, String function) {
        List<SqlOperator> found = new ArrayList<>();
        operators.lookupOperatorOverloads(new SqlIdentifier(function, SqlParserPos.ZERO), null, SqlSyntax.FUNCTION,
                found, PostgresDialect.NAMES);
        return !found.isEmpty();
    }

    /**
     * Whether a "column" is really a table or alias used as a row ({@code row_to_json(c)}), which
     * PostgreSQL allows. Judged from the text: a catalog table of that name, or an alias after a
     * FROM/JOIN item.
     */
    private static boolean isWholeRowReference(String name, Catalog catalog, SourceText text) {
        if (catalog.table(name).isPresent()) {
            return true;
        }
        Pattern alias = Pattern.compile("(?i)(?:\\bFROM|\\bJOIN|,)\\s*[\\w.\"]+(?:\\s+AS)?\\s+\"?"
                + Pattern.quote(name) + "\"?(?![\\w.])");
        return alias.matcher(text.sql()).find();
    }

    private static boolean isSystemName(String name) {
        return Catalog.isSystemSchema(name) || name.toLowerCase(Locale.ROOT).startsWith("pg_");
    }

    /** The validator's own message, without the position prefix and with its line breaks flattened. */
    static String message(CalciteContextException e) {
        String message = e.getCause() instanceof SqlValidatorException cause && cause.getMessage() != null
                ? cause.getMessage()
                : String.valueOf(e.getMessage());
        return LOCATION_PREFIX.matcher(message).replaceFirst("").replaceAll("\\s*\\R\\s*", " ").trim();
    }
}
