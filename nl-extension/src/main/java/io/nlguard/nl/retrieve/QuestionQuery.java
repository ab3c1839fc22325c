package io.nlguard.nl.retrieve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.nlguard.guard.names.NameWords;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;

/**
 * A question as a BM25 query: its words through each field's analyzer, each distinct term a SHOULD
 * clause, and each quoted value of several words also as a phrase, boosted, so {@code "New York"} counts
 * more than its two words apart. Quoted text is kept, never stripped; names written as in the schema
 * ({@code schools.StatusType}, {@code `NumTstTakr`}) count as their words too.
 */
public final class QuestionQuery {

    /** A single quote inside a word is an apostrophe ({@code customer's}), not the start or end of a value. */
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]+)\"|(?<![\\p{L}\\p{N}])'([^']+)'(?![\\p{L}\\p{N}])|`([^`]+)`");
    private static final float PHRASE_BOOST = 2f;

    private final String text;
    private final List<String> quoted;
    private final Analyzer analyzer;

    private QuestionQuery(String text, List<String> quoted, Analyzer analyzer) {
        this.text = text;
        this.quoted = List.copyOf(quoted);
        this.analyzer = analyzer;
    }

    public static QuestionQuery of(String question, Analyzer analyzer) {
        return new QuestionQuery(question + "\n" + String.join(" ", NameWords.of(question)), quoted(question), analyzer);
    }

    /** The question's quoted values ({@code "..."}, {@code '...'}, {@code `...`}), without the quotes, in order. */
    public static List<String> quoted(String question) {
        List<String> quoted = new ArrayList<>();
        Matcher m = QUOTED.matcher(question);
        while (m.find()) {
            quoted.add(m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3));
        }
        return quoted;
    }

    /** The distinct terms of the question as a field's analyzer cuts them, in order. */
    public List<String> terms(String field) {
        return new ArrayList<>(new LinkedHashSet<>(analyze(text, field, analyzer)));
    }

    /** A query over the given fields, each with its boost. */
    public Query over(Map<String, Float> fieldBoosts) {
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        fieldBoosts.forEach((field, boost) -> {
            for (String term : terms(field)) {
                query.add(boosted(new TermQuery(new Term(field, term)), boost), BooleanClause.Occur.SHOULD);
            }
            for (String value : quoted) {
                List<String> words = analyze(value, field, analyzer);
                if (words.size() > 1) {
                    query.add(boosted(new PhraseQuery(field, words.toArray(String[]::new)), boost * PHRASE_BOOST),
                            BooleanClause.Occur.SHOULD);
                }
            }
        });
        return query.build();
    }

    private static Query boosted(Query q, float boost) {
        return boost == 1f ? q : new BoostQuery(q, boost);
    }

    /** The terms an analyzer makes of a text for a field. */
    public static List<String> analyze(String text, String field, Analyzer analyzer) {
        List<String> words = new ArrayList<>();
        try (TokenStream stream = analyzer.tokenStream(field, text)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                words.add(term.toString());
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a string does not fail to read
        }
        return words;
    }
}
