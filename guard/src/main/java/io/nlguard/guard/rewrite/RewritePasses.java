package io.nlguard.guard.rewrite;

import java.util.List;

import io.nlguard.guard.rewrite.autocorrect.AliasAutocorrect;
import io.nlguard.guard.rewrite.autocorrect.ColumnAutocorrect;
import io.nlguard.guard.rewrite.autocorrect.ForeignKeyHint;
import io.nlguard.guard.rewrite.autocorrect.PhantomColumn;
import io.nlguard.guard.rewrite.autocorrect.TableAutocorrect;
import io.nlguard.guard.rewrite.normalize.BooleanAggregates;
import io.nlguard.guard.rewrite.normalize.CastTypes;
import io.nlguard.guard.rewrite.normalize.ComparisonTypes;
import io.nlguard.guard.rewrite.normalize.DateArithmetic;
import io.nlguard.guard.rewrite.normalize.DerivedTableAlias;
import io.nlguard.guard.rewrite.normalize.DoubleQuotedStrings;
import io.nlguard.guard.rewrite.normalize.DatePartsToExtract;
import io.nlguard.guard.rewrite.normalize.DialectFunctions;
import io.nlguard.guard.rewrite.normalize.IifToCase;
import io.nlguard.guard.rewrite.normalize.LikeOnNonText;
import io.nlguard.guard.rewrite.normalize.LimitCommaOffset;
import io.nlguard.guard.rewrite.normalize.NullFunctionToCoalesce;
import io.nlguard.guard.rewrite.normalize.NumericConditions;
import io.nlguard.guard.rewrite.normalize.QuotedIdentifiers;
import io.nlguard.guard.rewrite.normalize.StrftimeToChar;
import io.nlguard.guard.rewrite.normalize.TopToLimit;

/**
 * The passes in the order they run: dialect normalization first (so that names are spelled the
 * PostgreSQL way before they are matched against the catalog), then autocorrect. Order inside a stage
 * matters where one pass's output is another's input; each entry says so when it does.
 */
public final class RewritePasses {

    private RewritePasses() {
    }

    public static List<RewritePass> all() {
        return List.of(
                // names, strings and query shape: first, so that every later pass resolves names as PostgreSQL will
                // (identifiers before string-literals: a "Name" that is a column in another case is not a string)
                new QuotedIdentifiers(),
                new DoubleQuotedStrings(),
                new LimitCommaOffset(),
                new TopToLimit(),
                new DerivedTableAlias(),
                new NullFunctionToCoalesce(),
                // dialect functions: IIF, text functions, date parts, date formats, date arithmetic; then cast
                // types, last, so that they see the casts the passes before them wrote
                new IifToCase(),
                new DialectFunctions(),
                new DatePartsToExtract(),
                new StrftimeToChar(),
                new DateArithmetic(),
                new CastTypes(),
                // SQLite type affinity made explicit; after the passes that rename functions, so that
                // their results have PostgreSQL types. Comparisons first: the conditions that
                // boolean-aggregates and numeric-conditions wrap are then already well typed.
                new ComparisonTypes(),
                new LikeOnNonText(),
                new BooleanAggregates(),
                new NumericConditions(),
                // autocorrect: tables first (their columns become checkable), then a column's qualifier
                // (another table in scope has it verbatim), then its name; the last two only advise
                new TableAutocorrect(),
                new AliasAutocorrect(),
                new ColumnAutocorrect(),
                new ForeignKeyHint(),
                new PhantomColumn());
    }
}
