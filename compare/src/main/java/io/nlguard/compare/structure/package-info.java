/**
 * Layer 2 of the comparison library, Structural comparison: how alike two queries are as SQL,
 * independently of what they return. Entry point: {@link io.nlguard.compare.structure.StructuralComparator};
 * result: {@link io.nlguard.compare.structure.StructuralComparison}.
 *
 * <h2>Canonical form</h2>
 * This is the library's one canonical SQL form: Layer 1 computes it once per query
 * ({@link io.nlguard.compare.structure.AnalyzedQuery}) and reports it as {@code normalized_sql_actual}
 * and {@code normalized_sql_expected}, and Layer 2 compares that same form; {@link
 * io.nlguard.compare.structure.CanonicalSql} gives it for a text on its own. Text that is not a single query the guard parses gets its token-level
 * spelling only (lower-case words, single spaces, no comments).
 * <p>
 * Both queries are parsed with the guard's parser and their column references resolved with the
 * guard's scope module against the catalog, when one is given. The canonical text is then written
 * from the statement tree:
 * <ul>
 *   <li>keywords and identifiers in lower case, quotes on identifiers dropped, single spaces;
 *       string literals untouched;</li>
 *   <li>parentheses only where the tree nests operators of equal or looser precedence, so redundant
 *       ones vanish and meaningful ones stay;</li>
 *   <li>sources named by their base table instead of their alias (a derived table {@code subquery},
 *       a CTE {@code cte_1}, {@code cte_2}...); the same table twice in one query level, or in a level
 *       and one nested in it, gets {@code table_2}...; a column of the only source of its level is
 *       written bare, any other column qualified with its source's canonical name;</li>
 *   <li>commutative forms in one order: AND and OR operands sorted (nested ones flattened),
 *       {@code a = b} / {@code b = a} and {@code <>} operands sorted, {@code 1 < a} written
 *       {@code a > 1}, IN lists, GROUP BY items, PARTITION BY keys and UNION/INTERSECT branches
 *       sorted; the leading run of inner and cross joins sorted by source, each ON conjunct
 *       attached to the first join where all its sources are present;</li>
 *   <li>spelling variants unified: {@code x::t} is {@code cast(x as t)} with type synonyms mapped
 *       ({@code int4} is {@code integer}), {@code !=} is {@code <>}, {@code ASC} and default NULLS
 *       placement are left out, GROUP BY / ORDER BY ordinals and output aliases become the SELECT
 *       expression they stand for, an alias equal to the column's own name is dropped, TOP and
 *       FETCH FIRST are LIMIT.</li>
 * </ul>
 * Aliases of output columns that change a result column's name are kept: {@code count(*) AS n} and
 * {@code count(*) AS total} differ in text and in the projection clause.
 *
 * <h2>normalized_sql_match</h2>
 * True when the canonical texts are equal ({@code match_gate = text}). When they differ and a
 * catalog is given, the guard's Calcite deep validator decides whether Calcite can read and validate
 * both; if it can, both are converted to relational plans and rewritten with a fixed rule list
 * (subquery removal and decorrelation, filter and projection push-down and merging, expression
 * simplification, canonical inner join input order), and equal plans make the match true
 * ({@code match_gate = plan}, which also decides a mismatch when the plans differ). Otherwise
 * {@code plan_comparison.reason} says why no plan was compared and the text decides. Plans ignore
 * output column names.
 *
 * <h2>clause_match and nested queries</h2>
 * Each {@link io.nlguard.compare.structure.Clause} is a list of canonical elements: SELECT items,
 * WHERE and HAVING conjuncts, FROM sources and join conditions with their join kind, GROUP BY items,
 * ORDER BY items, limit and offset, DISTINCT, window calls, set operators with their operand shapes.
 * A nested query is written {@code (subquery)} inside the element that contains it, and its own
 * elements join the same clause lists prefixed with the path of clauses leading to it:
 * {@code where>} (a subquery in WHERE), {@code from>} (a derived table), {@code select>},
 * {@code having>}, {@code with cte_1>}. Set operation branches are prefixed {@code set>}, except the
 * subtracted (right) side of EXCEPT, {@code set except>}; UNION and INTERSECT branches are taken in
 * canonical order, so corresponding sides meet whatever order the query wrote them in. A difference
 * inside a nested query therefore shows up once, in the nested query's clause, under its path.
 * Likewise a window call is {@code f() over (...)} in its clause and the full call is a window
 * element. The SELECT list and ORDER BY are compared as sequences, the other clauses as multisets.
 *
 * <h2>clause_weighted_distance</h2>
 * {@code sum(w_c * (1 - similarity_c)) / sum(w_c)} over the clauses at least one query has, with the
 * weights of {@link io.nlguard.compare.structure.ClauseWeights} (the design gives none; the defaults
 * are documented there).
 *
 * <h2>ast_flattened_f1</h2>
 * The structural similarity of BAR-SQL's hybrid reward: every clause element tagged with its clause,
 * WHERE and HAVING conjuncts split further along nested AND/OR, compared as multisets by precision,
 * recall and F1. See {@link io.nlguard.compare.structure.AstFlattenedF1}.
 */
package io.nlguard.compare.structure;
