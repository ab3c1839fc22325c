package io.nlguard.nl.values;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

import org.apache.lucene.analysis.core.KeywordAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * An in-memory Lucene index of the values of one catalog's text columns: one document per column and
 * value, its folded text's character trigrams as terms, so a phrase of the question finds the values that
 * share most of its trigrams, the candidates a few edits away; the values equal to it are looked up in a
 * map. Immutable; searching is thread-safe.
 */
public final class ValueIndex {

    /** An index of no values: what a question gets when none could be read. */
    public static final ValueIndex EMPTY = build(CatalogValues.NONE);

    private static final String GRAMS = "grams";
    private static final String ENTRY = "entry";
    private static final int HITS = 20;

    /** One value of one column. */
    record Entry(ColumnValues column, String value) {
    }

    private final CatalogValues values;
    private final List<Entry> entries;
    /** The entries by folded text: an exact lookup needs no search. */
    private final Map<String, List<Entry>> byFolded;
    private final IndexSearcher searcher;

    private ValueIndex(CatalogValues values, List<Entry> entries, Map<String, List<Entry>> byFolded,
            IndexSearcher searcher) {
        this.values = values;
        this.entries = entries;
        this.byFolded = byFolded;
        this.searcher = searcher;
    }

    public static ValueIndex build(CatalogValues values) {
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        List<Entry> entries = new ArrayList<>();
        Map<String, List<Entry>> byFolded = new HashMap<>();
        try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(new KeywordAnalyzer()))) {
            for (ColumnValues column : values.columns()) {
                for (String value : column.values()) {
                    String folded = Folding.fold(value);
                    if (folded.isEmpty()) {
                        continue;
                    }
                    Document doc = new Document();
                    for (String gram : Trigrams.of(folded)) {
                        doc.add(new StringField(GRAMS, gram, Field.Store.NO));
                    }
                    doc.add(new StoredField(ENTRY, entries.size()));
                    writer.addDocument(doc);
                    Entry entry = new Entry(column, value);
                    entries.add(entry);
                    byFolded.computeIfAbsent(folded, f -> new ArrayList<>(1)).add(entry);
                }
            }
            writer.commit();
            return new ValueIndex(values, List.copyOf(entries), byFolded,
                    new IndexSearcher(DirectoryReader.open(directory)));
        } catch (IOException e) {
            throw new UncheckedIOException("an in-memory index failed", e);
        }
    }

    /** What was read: the columns, their values, the columns skipped. */
    public CatalogValues values() {
        return values;
    }

    /** The values read of one column, when it was read. */
    public Optional<ColumnValues> column(Table table, Column column) {
        return values.columns().stream().filter(c -> c.table() == table && c.column().equals(column)).findFirst();
    }

    /** Values indexed. */
    public int size() {
        return entries.size();
    }

    /** The values whose folded text equals the folded phrase. */
    List<Entry> exact(String folded) {
        return byFolded.getOrDefault(folded, List.of());
    }

    /**
     * The values that share most of the folded phrase's character trigrams, best first (BM25), as
     * candidates a few edits away: one edit changes at most three trigrams, so a value {@code edits} edits
     * away shares all but {@code 3 × edits} of them.
     */
    List<Entry> near(String folded, int edits) {
        List<String> grams = Trigrams.of(folded);
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        for (String gram : new java.util.LinkedHashSet<>(grams)) {
            query.add(new TermQuery(new Term(GRAMS, gram)), BooleanClause.Occur.SHOULD);
        }
        query.setMinimumNumberShouldMatch(Math.max(1, new java.util.HashSet<>(grams).size() - 3 * edits));
        return search(query.build());
    }

    private List<Entry> search(Query query) {
        if (entries.isEmpty()) {
            return List.of();
        }
        try {
            List<Entry> found = new ArrayList<>();
            var stored = searcher.storedFields();
            for (ScoreDoc hit : searcher.search(query, HITS).scoreDocs) {
                found.add(entries.get(stored.document(hit.doc).getField(ENTRY).numericValue().intValue()));
            }
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException("an in-memory search failed", e);
        }
    }
}
