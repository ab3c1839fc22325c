package io.nlguard.nl.values;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import org.apache.lucene.analysis.core.KeywordAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.FuzzyQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * An in-memory Lucene index of the values of one catalog's text columns: one document per column and
 * value, its folded text as one term, so a phrase of the question finds the values equal to it (a term
 * query) or a few edits away (a fuzzy query over the terms' automaton). Immutable; searching is thread-safe.
 */
public final class ValueIndex {

    /** An index of no values: what a question gets when none could be read. */
    public static final ValueIndex EMPTY = build(CatalogValues.NONE);

    private static final String FOLDED = "folded";
    private static final String ENTRY = "entry";
    /** Fuzzy terms looked at per phrase. */
    private static final int EXPANSIONS = 50;
    private static final int HITS = 20;

    /** One value of one column. */
    record Entry(ColumnValues column, String value) {
    }

    private final CatalogValues values;
    private final List<Entry> entries;
    private final IndexSearcher searcher;

    private ValueIndex(CatalogValues values, List<Entry> entries, IndexSearcher searcher) {
        this.values = values;
        this.entries = entries;
        this.searcher = searcher;
    }

    public static ValueIndex build(CatalogValues values) {
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        List<Entry> entries = new ArrayList<>();
        try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(new KeywordAnalyzer()))) {
            for (ColumnValues column : values.columns()) {
                for (String value : column.values()) {
                    String folded = Folding.fold(value);
                    if (folded.isEmpty()) {
                        continue;
                    }
                    Document doc = new Document();
                    doc.add(new StringField(FOLDED, folded, Field.Store.NO));
                    doc.add(new StoredField(ENTRY, entries.size()));
                    writer.addDocument(doc);
                    entries.add(new Entry(column, value));
                }
            }
            writer.commit();
            return new ValueIndex(values, List.copyOf(entries), new IndexSearcher(DirectoryReader.open(directory)));
        } catch (IOException e) {
            throw new UncheckedIOException("an in-memory index failed", e);
        }
    }

    /** What was read: the columns, their values, the columns skipped. */
    public CatalogValues values() {
        return values;
    }

    /** Values indexed. */
    public int size() {
        return entries.size();
    }

    /** The values whose folded text equals the folded phrase. */
    List<Entry> exact(String folded) {
        return search(new TermQuery(new Term(FOLDED, folded)));
    }

    /** The values whose folded text is at most {@code edits} edits (1 or 2) from the folded phrase. */
    List<Entry> near(String folded, int edits) {
        return search(new FuzzyQuery(new Term(FOLDED, folded), edits, 1, EXPANSIONS, true));
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
