package io.nlguard.guard.features;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;
import io.nlguard.guard.types.TypeInference;

/**
 * Everything the feature groups share while one statement is featurized: the tree's shape, the scopes,
 * the catalog vocabulary, finding counts, the question, and per-statement memos of what several nodes ask (query
 * summaries, visible sources, source reference counts, in-scope name distances). One per extraction,
 * never shared between threads.
 */
final class Extraction {

    final SqlTree tree;
    final Catalog catalog;
    final Scopes scopes;
    final CatalogVocabulary vocabulary;
    final TreeShape shape;
    final FindingCounts findings;
    final Question question;

    private final QuerySummary[] summaries;
    private TypeInference types;
    private int[] sourceReferences;
    private int[] sourceReferencesOutsideJoins;
    private Map<Scope, List<Source>> visible;
    private int[] inScopeDistance;
    private int[] lookalikesInScope;
    private int[] columnFactsAt;
    private NameDistances[] nameDistances;

    Extraction(SqlTree tree, Catalog catalog, Scopes scopes, List<Finding> findings, Question question) {
        this.tree = tree;
        this.catalog = catalog;
        this.scopes = scopes;
        this.vocabulary = CatalogVocabulary.of(catalog);
        this.shape = new TreeShape(tree, scopes);
        this.findings = new FindingCounts(tree, findings);
        this.question = question;
        this.summaries = new QuerySummary[tree.size()];
    }

    TypeInference types() {
        if (types == null) {
            types = TypeInference.of(scopes);
        }
        return types;
    }

    /** The summary of the query level the node belongs to. */
    QuerySummary query(SqlNode node) {
        int query = shape.query[node.id()];
        QuerySummary summary = summaries[query];
        if (summary == null) {
            summary = QuerySummary.of(tree.node(query));
            summaries[query] = summary;
        }
        return summary;
    }

    Scope scope(SqlNode node) {
        return shape.scope[node.id()];
    }

    /** The sources a node's query level sees: its own, then those of the enclosing levels it may name. */
    List<Source> visibleSources(Scope scope) {
        if (scope == null) {
            return List.of();
        }
        if (visible == null) {
            visible = new IdentityHashMap<>();
        }
        return visible.computeIfAbsent(scope, s -> {
            List<Source> sources = new ArrayList<>();
            for (Scope level = s; level != null; level = level.outer()) {
                sources.addAll(level.sources());
            }
            return sources;
        });
    }

    /** How many column references name this source (resolved to it or qualified with its alias). */
    int references(Source source) {
        countReferences();
        return source == null || source.node() == null ? 0 : sourceReferences[source.node().id()];
    }

    /** How many of those are outside join conditions: 0 when the source only serves its joins. */
    int referencesOutsideJoins(Source source) {
        countReferences();
        return source == null || source.node() == null ? 0 : sourceReferencesOutsideJoins[source.node().id()];
    }

    private void countReferences() {
        if (sourceReferences != null) {
            return;
        }
        sourceReferences = new int[tree.size()];
        sourceReferencesOutsideJoins = new int[tree.size()];
        for (ColumnRef ref : scopes.columns()) {
            if (ref.source() != null && ref.source().node() != null) {
                int source = ref.source().node().id();
                sourceReferences[source]++;
                if (!shape.has(ref.node(), TreeShape.IN_JOIN_CONDITION)) {
                    sourceReferencesOutsideJoins[source]++;
                }
            }
        }
    }

    /**
     * Edit distance from a column reference's name to the nearest column of the sources it can see;
     * {@link NameDistances#NO_MATCH} when none is near or no source's columns are known. Memoized per
     * Column node, since the column's name identifier asks again.
     */
    /**
     * Per Column node, its lookalike count in scope once {@link LookalikeFeatures} has worked it out (-1
     * before): a column and its name identifier both carry it.
     */
    int[] lookalikesInScope() {
        if (lookalikesInScope == null) {
            lookalikesInScope = new int[tree.size()];
            Arrays.fill(lookalikesInScope, -1);
        }
        return lookalikesInScope;
    }

    /**
     * {@link CatalogVocabulary#distances} of the node's name, kept per node: the schema and the lexical
     * features of a node both ask, and a column's qualifier is asked again for the column.
     */
    NameDistances distances(SqlNode node) {
        if (nameDistances == null) {
            nameDistances = new NameDistances[tree.size()];
        }
        NameDistances known = nameDistances[node.id()];
        if (known == null) {
            known = vocabulary.distances(node.name());
            nameDistances[node.id()] = known;
        }
        return known;
    }

    /**
     * Where in the rows {@link SchemaFeatures} wrote a Column node's facts (the offset of its block), or -1
     * before: the column's name and qualifier copy them instead of resolving them again.
     */
    int columnFactsAt(SqlNode column) {
        return columnFactsAt == null ? -1 : columnFactsAt[column.id()];
    }

    void columnFactsAt(SqlNode column, int at) {
        if (columnFactsAt == null) {
            columnFactsAt = new int[tree.size()];
            Arrays.fill(columnFactsAt, -1);
        }
        columnFactsAt[column.id()] = at;
    }

    int inScopeColumnDistance(SqlNode column) {
        if (inScopeDistance == null) {
            inScopeDistance = new int[tree.size()];
            Arrays.fill(inScopeDistance, -1);
        }
        int known = inScopeDistance[column.id()];
        if (known >= 0) {
            return known;
        }
        int best = 0;
        if (!isInScope(scopes.column(column))) {
            best = NameDistances.NO_MATCH;
            String name = column.name() == null ? "" : column.name().toLowerCase(Locale.ROOT);
            for (Source source : visibleSources(scope(column))) {
                best = Math.min(best, nearestColumn(name, source));
            }
        }
        inScopeDistance[column.id()] = best;
        return best;
    }

    /** A reference found in a visible source: its name is at distance 0 without a search. */
    private static boolean isInScope(ColumnRef ref) {
        return ref != null && (ref.status() == ColumnRef.Status.RESOLVED || ref.status() == ColumnRef.Status.AMBIGUOUS);
    }

    private int nearestColumn(String folded, Source source) {
        int best = NameDistances.NO_MATCH;
        if (source instanceof TableSource table && table.isKnown()) {
            CatalogVocabulary.TableFacts facts = vocabulary.facts(table.table());
            if (facts != null) {
                for (String candidate : facts.columnNames()) {
                    best = Math.min(best, NameDistances.edits(folded, candidate));
                }
            }
            return best;
        }
        List<String> names = source.columnNames();
        if (names != null) {
            for (String candidate : names) {
                best = Math.min(best, NameDistances.edits(folded, candidate.toLowerCase(Locale.ROOT)));
            }
        }
        return best;
    }
}
