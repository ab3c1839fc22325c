package io.nlguard.nl.retrieve;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Stage 2 of the NL pipeline: from a question to the schema context. BM25 over table documents, BM25
 * over column documents lifted to their tables, and an embedding ranking when one is given, fused by
 * reciprocal rank fusion (k = 60); the top tables, their foreign-key neighbours that the question
 * matched or that join two of them, and per table its keys and matched columns, as M-Schema text.
 */
public final class SchemaRetriever {

    private static final Logger LOG = LoggerFactory.getLogger(SchemaRetriever.class);

    private final SchemaIndexCache indexes;
    private final Optional<EmbeddingRanker> embeddings;
    private final RetrievalSettings settings;

    public SchemaRetriever(SchemaIndexCache indexes, Optional<EmbeddingRanker> embeddings, RetrievalSettings settings) {
        this.indexes = indexes;
        this.embeddings = embeddings;
        this.settings = settings;
    }

    /** The same retrieval with another embedding ranking (or none); the indexes are shared. */
    public SchemaRetriever withEmbeddings(Optional<EmbeddingRanker> other) {
        return new SchemaRetriever(indexes, other, settings);
    }

    public SchemaContext retrieve(Catalog catalog, String dbId, String question) {
        return retrieve(catalog, dbId, question, Set.of(), List.of());
    }

    /** Over the tables routing chose. */
    public SchemaContext retrieve(Catalog catalog, String dbId, String question, Set<Table> among) {
        return retrieve(catalog, dbId, question, among, List.of());
    }

    /** With the columns value retrieval linked. */
    public SchemaContext retrieve(Catalog catalog, String dbId, String question, List<ScoredColumn> valueColumns) {
        return retrieve(catalog, dbId, question, Set.of(), valueColumns);
    }

    /**
     * @param among        the tables to rank (those of the modules the question was routed to); empty for all.
     *                     Foreign-key expansion still reaches outside them, for the bridges between modules.
     * @param valueColumns columns one of whose values the question names (value retrieval), best first: their
     *                     tables rank as one more ranking, and they are kept in their chosen tables
     */
    public SchemaContext retrieve(Catalog catalog, String dbId, String question, Set<Table> among,
                                  List<ScoredColumn> valueColumns) {
        long start = System.nanoTime();
        SchemaIndex index = indexes.of(catalog);
        QuestionQuery query = index.query(question);
        List<ScoredColumn> columns = among.isEmpty() ? index.columns(query)
                : index.columns(query).stream().filter(c -> among.contains(c.table())).toList();
        List<List<ScoredTable>> rankings = new ArrayList<>(3);
        rankings.add(within(index.tables(query), among));
        if (settings.columnRanking()) {
            rankings.add(RankFusion.liftColumns(columns));
        }
        List<String> notes = new ArrayList<>(1);
        embeddings.ifPresent(e -> {
            EmbeddingRanking ranking = e.rank(catalog, question);
            if (ranking.available()) {
                rankings.add(within(ranking.tables(), among));
            } else {
                notes.add(ranking.note());
            }
        });
        if (!valueColumns.isEmpty()) {
            rankings.add(within(RankFusion.liftColumns(valueColumns), among));
        }
        List<ScoredTable> fused = RankFusion.fuse(rankings, RankFusion.K);
        Map<Table, Double> strength = Strength.of(rankings);
        List<Table> top = top(fused, strength, among.isEmpty() ? catalog.tables() : inCatalogOrder(catalog, among));
        List<Table> expanded = List.of();
        if (settings.foreignKeys()) {
            Set<Table> near = new HashSet<>();
            fused.stream().limit(2L * settings.topTables())
                    .filter(s -> strength.getOrDefault(s.table(), 0.0) >= settings.neighbourCut())
                    .forEach(s -> near.add(s.table()));
            expanded = ForeignKeyExpansion.expand(index.foreignKeys(), top, near, settings.hubCap());
        }
        List<Table> all = new ArrayList<>(top);
        all.addAll(expanded);
        ColumnSelection selection = new ColumnSelection(all, columns, settings, question, valueColumns);
        List<ChosenTable> chosen = new ArrayList<>();
        for (Table table : all) {
            chosen.add(new ChosenTable(table, selection.of(table), expanded.contains(table)));
        }
        String text = MSchema.render(dbId, chosen, indexes.comments(catalog));
        SchemaContext context = new SchemaContext(chosen, text, TokenCount.of(text), notes);
        LOG.debug("retrieved {} tables ({} tokens) of {} in {} µs", chosen.size(), context.tokens(),
                catalog.tables().size(), (System.nanoTime() - start) / 1000);
        return context;
    }

    private static List<ScoredTable> within(List<ScoredTable> ranking, Set<Table> among) {
        return among.isEmpty() ? ranking : ranking.stream().filter(s -> among.contains(s.table())).toList();
    }

    private static List<Table> inCatalogOrder(Catalog catalog, Set<Table> among) {
        return catalog.tables().stream().filter(among::contains).toList();
    }

    /**
     * The best tables of the fused ranking, as many as the settings allow, skipping (after the first) a
     * table no ranking scores near its own best; when the question matched nothing, the first candidates.
     */
    private List<Table> top(List<ScoredTable> fused, Map<Table, Double> strength, List<Table> candidates) {
        List<Table> top = new ArrayList<>(settings.topTables());
        if (fused.isEmpty()) {
            candidates.stream().limit(settings.topTables()).forEach(top::add);
            return top;
        }
        for (ScoredTable s : fused) {
            if (top.size() >= settings.topTables()) {
                break;
            }
            if (top.isEmpty() || strength.getOrDefault(s.table(), 0.0) >= settings.relativeCut()) {
                top.add(s.table());
            }
        }
        return top;
    }
}
