package io.nlguard.compare.validate;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;

/**
 * Canonical SQL text ({@code normalized_sql_actual} / {@code normalized_sql_expected}): two queries
 * that differ only in spelling get the same text. On a fresh parse by the guard's parser it
 * <ol>
 *   <li>renames table and derived-table aliases to {@code t1, t2...} in order of appearance
 *       ({@link AliasNames});</li>
 *   <li>writes optional words one way: {@code AS}, no {@code ASC}, {@code JOIN}, {@code LEFT JOIN},
 *       no parentheses around a whole condition ({@link Spellings});</li>
 *   <li>sorts the operands of AND, OR, {@code =} and {@code <>} ({@link CommutativeOperands});</li>
 *   <li>prints the statement and lower-cases keywords and names, collapses whitespace and drops
 *       comments ({@link CanonicalText}).</li>
 * </ol>
 * Text that does not parse gets the last step only. The text is for comparison, not for running.
 */
public final class SqlCanonicalizer {

    private final SqlParser parser;
    private final Catalog catalog;

    /** @param catalog resolves names for the alias rewrite; {@link Catalog#empty()} does for qualified names */
    public SqlCanonicalizer(SqlParser parser, Catalog catalog) {
        this.parser = parser;
        this.catalog = catalog;
    }

    public SqlCanonicalizer() {
        this(new SqlParser(), Catalog.empty());
    }

    public String canonicalize(String sql) {
        // a parse of its own: the steps change the AST objects, which the caller's tree must not see
        ParseResult parsed = parser.parse(sql);
        if (!(parsed instanceof ParsedSql statements) || statements.statements().isEmpty()) {
            return CanonicalText.of(sql);
        }
        try {
            List<String> texts = new ArrayList<>();
            for (SqlTree tree : statements.statements()) {
                texts.add(canonicalize(tree));
            }
            return String.join("; ", texts);
        } catch (RuntimeException e) {
            // a construct the printer or a step does not handle: whitespace and case are still canonical
            return CanonicalText.of(sql);
        }
    }

    private String canonicalize(SqlTree tree) {
        AliasNames.canonicalize(tree, Scopes.resolve(tree, catalog));
        Spellings.canonicalize(tree);
        CommutativeOperands.canonicalize(tree);
        return CanonicalText.of(String.valueOf(tree.root().ast()));
    }
}
