package io.nlguard.nl.examples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

import io.nlguard.nl.retrieve.QuestionQuery;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * An in-memory BM25 index of example questions (English stems, stop words dropped): the examples most
 * like a question are those whose questions share its rarer words. Immutable; searching is thread-safe.
 */
public final class ExampleIndex {

    private static final String QUESTION = "question";
    private static final String NUMBER = "number";

    private final List<Example> examples;
    private final Analyzer analyzer;
    private final IndexSearcher searcher;

    private ExampleIndex(List<Example> examples, Analyzer analyzer, IndexSearcher searcher) {
        this.examples = examples;
        this.analyzer = analyzer;
        this.searcher = searcher;
    }

    public static ExampleIndex build(List<Example> examples) {
        Analyzer analyzer = new EnglishAnalyzer();
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(analyzer))) {
            for (int i = 0; i < examples.size(); i++) {
                Document doc = new Document();
                doc.add(new TextField(QUESTION, examples.get(i).question(), Field.Store.NO));
                doc.add(new StoredField(NUMBER, i));
                writer.addDocument(doc);
            }
            writer.commit();
            return new ExampleIndex(List.copyOf(examples), analyzer, new IndexSearcher(DirectoryReader.open(directory)));
        } catch (IOException e) {
            throw new UncheckedIOException("an in-memory index failed", e);
        }
    }

    public int size() {
        return examples.size();
    }

    /** The at most {@code n} examples whose questions are most like this one, best first; none alike, none. */
    public List<Example> similar(String question, int n) {
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        for (String term : QuestionQuery.analyze(question, QUESTION, analyzer)) {
            query.add(new TermQuery(new Term(QUESTION, term)), BooleanClause.Occur.SHOULD);
        }
        BooleanQuery built = query.build();
        if (built.clauses().isEmpty() || examples.isEmpty() || n <= 0) {
            return List.of();
        }
        try {
            List<Example> found = new ArrayList<>(n);
            var stored = searcher.storedFields();
            for (ScoreDoc hit : searcher.search(built, n).scoreDocs) {
                found.add(examples.get(stored.document(hit.doc).getField(NUMBER).numericValue().intValue()));
            }
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException("an in-memory search failed", e);
        }
    }
}
