package io.nlguard.nl.retrieve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.joins.ForeignKeyGraph;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.gloss.Glosses;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * An in-memory Lucene index of one catalog: a document per table (its name's gloss, its comment, and as
 * context the glosses and comments of its columns and the tables its foreign keys reach) and a document
 * per column (its gloss: name words, expansions, the name run together; and its comment). BM25 ranks either kind for a question. Immutable once
 * built; searching is thread-safe.
 */
public final class SchemaIndex {

    static final String KIND = "kind";
    static final String NAME = "name";
    static final String NAME_PREFIX = "name_prefix";
    static final String CONTEXT = "context";
    static final String COMMENT = "comment";
    private static final String TABLE_NO = "table_no";
    private static final String COLUMN_NO = "column_no";
    private static final String TABLE_KIND = "table";
    private static final String COLUMN_KIND = "column";
    /** A document's own name counts more than the words around it. */
    private static final Map<String, Float> TABLE_FIELDS = Map.of(NAME, 1f, NAME_PREFIX, 0.5f, COMMENT, 0.8f, CONTEXT, 0.3f);
    /** A column matches by its own words only: its table's words would match every column of the table. */
    private static final Map<String, Float> COLUMN_FIELDS = Map.of(NAME, 1f, NAME_PREFIX, 0.5f, COMMENT, 0.8f);

    private final Catalog catalog;
    private final Analyzer analyzer;
    private final IndexSearcher searcher;
    private final int documents;
    /** Per Lucene document, its table's and column's numbers: read once, not per hit (a large catalog has thousands). */
    private final int[] tableOf;
    private final int[] columnOf;
    private final ForeignKeyGraph foreignKeys;

    private SchemaIndex(Catalog catalog, Analyzer analyzer, IndexSearcher searcher, int documents) throws IOException {
        this.catalog = catalog;
        this.analyzer = analyzer;
        this.searcher = searcher;
        this.documents = documents;
        this.foreignKeys = ForeignKeyGraph.of(catalog);
        int max = searcher.getIndexReader().maxDoc();
        this.tableOf = new int[max];
        this.columnOf = new int[max];
        StoredFields stored = searcher.storedFields();
        for (int doc = 0; doc < max; doc++) {
            Document d = stored.document(doc);
            tableOf[doc] = d.getField(TABLE_NO).numericValue().intValue();
            columnOf[doc] = d.getField(COLUMN_NO) == null ? -1 : d.getField(COLUMN_NO).numericValue().intValue();
        }
    }

    public static SchemaIndex build(Catalog catalog) {
        return build(catalog, SchemaComments.NONE);
    }

    public static SchemaIndex build(Catalog catalog, SchemaComments comments) {
        Analyzer analyzer = SchemaAnalyzer.create();
        ByteBuffersDirectory directory = new ByteBuffersDirectory();
        int documents = 0;
        try (IndexWriter writer = new IndexWriter(directory, new IndexWriterConfig(analyzer))) {
            List<Table> tables = catalog.tables();
            for (int t = 0; t < tables.size(); t++) {
                Table table = tables.get(t);
                writer.addDocument(tableDocument(table, t, comments));
                documents++;
                for (int c = 0; c < table.columns().size(); c++) {
                    writer.addDocument(columnDocument(table, t, c, comments));
                    documents++;
                }
            }
            writer.commit();
            return new SchemaIndex(catalog, analyzer, new IndexSearcher(DirectoryReader.open(directory)), documents);
        } catch (IOException e) {
            throw new UncheckedIOException("an in-memory index failed", e);
        }
    }

    private static Document tableDocument(Table table, int t, SchemaComments comments) {
        StringBuilder context = new StringBuilder();
        for (Column column : table.columns()) {
            context.append(Glosses.ofName(column.name())).append(". ").append(comments.of(table, column)).append(". ");
        }
        for (ForeignKey fk : table.foreignKeys()) {
            context.append(Glosses.ofName(fk.toTable().name())).append(". ");
        }
        Document doc = new Document();
        doc.add(new StringField(KIND, TABLE_KIND, Field.Store.NO));
        doc.add(new StoredField(TABLE_NO, t));
        String name = Glosses.ofName(table.name().name());
        doc.add(new TextField(NAME, name, Field.Store.NO));
        doc.add(new TextField(NAME_PREFIX, name + ". " + comments.of(table, null), Field.Store.NO));
        doc.add(new TextField(COMMENT, comments.of(table, null), Field.Store.NO));
        doc.add(new TextField(CONTEXT, context.toString(), Field.Store.NO));
        return doc;
    }

    private static Document columnDocument(Table table, int t, int c, SchemaComments comments) {
        var gloss = Glosses.of(table, table.columns().get(c));
        String comment = comments.of(table, table.columns().get(c));
        Document doc = new Document();
        doc.add(new StringField(KIND, COLUMN_KIND, Field.Store.NO));
        doc.add(new StoredField(TABLE_NO, t));
        doc.add(new StoredField(COLUMN_NO, c));
        doc.add(new TextField(NAME, gloss.text(), Field.Store.NO));
        doc.add(new TextField(NAME_PREFIX, gloss.text() + ". " + comment, Field.Store.NO));
        doc.add(new TextField(COMMENT, comment, Field.Store.NO));
        return doc;
    }

    public Catalog catalog() {
        return catalog;
    }

    /** The snapshot's foreign keys as a graph: what expansion walks and the join planner searches. */
    public ForeignKeyGraph foreignKeys() {
        return foreignKeys;
    }

    /** Tables and columns indexed. */
    public int documents() {
        return documents;
    }

    public QuestionQuery query(String question) {
        return QuestionQuery.of(question, analyzer);
    }

    /** Tables whose documents match the question, best first (BM25). */
    public List<ScoredTable> tables(QuestionQuery question) {
        List<ScoredTable> ranked = new ArrayList<>();
        for (ScoreDoc hit : search(TABLE_KIND, question.over(TABLE_FIELDS))) {
            ranked.add(new ScoredTable(catalog.tables().get(tableOf[hit.doc]), hit.score));
        }
        return ranked;
    }

    /** Columns whose documents match the question, best first (BM25). */
    public List<ScoredColumn> columns(QuestionQuery question) {
        List<ScoredColumn> ranked = new ArrayList<>();
        for (ScoreDoc hit : search(COLUMN_KIND, question.over(COLUMN_FIELDS))) {
            Table table = catalog.tables().get(tableOf[hit.doc]);
            ranked.add(new ScoredColumn(table, table.columns().get(columnOf[hit.doc]), hit.score));
        }
        return ranked;
    }

    private ScoreDoc[] search(String kind, Query terms) {
        Query query = new BooleanQuery.Builder()
                .add(new TermQuery(new Term(KIND, kind)), BooleanClause.Occur.FILTER)
                .add(terms, BooleanClause.Occur.MUST)
                .build();
        try {
            return searcher.search(query, Math.max(1, documents)).scoreDocs;
        } catch (IOException e) {
            throw new UncheckedIOException("an in-memory search failed", e);
        }
    }

}
