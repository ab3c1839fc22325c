package io.nlguard.nl.retrieve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
 * A question as a BM25 query: its words through the index's analyzer (lower case, stop words out, stems),
 * each a SHOULD clause, and each quoted value of several words also as a phrase, boosted, so
 * {@code "New York"} counts more than its two words apart. Quoted text is kept, never stripped.
 */
public final class QuestionQuery {

    private static final Pattern QUOTED = Pattern.compile("\"([^\"]+)\"|'([^']+)'|`([^`]+)`");
    private static final float PHRASE_BOOST = 2f;

    private final List<String> terms;
    private final List<List<String>> phrases;

    private QuestionQuery(List<String> terms, List<List<String>> phrases) {
        this.terms = List.copyOf(terms);
        this.phrases = List.copyOf(phrases);
    }

    public static QuestionQuery of(String question, Analyzer analyzer) {
        Set<String> terms = new LinkedHashSet<>(analyze(question, analyzer));
        List<List<String>> phrases = new ArrayList<>();
        Matcher m = QUOTED.matcher(question);
        while (m.find()) {
            String quoted = m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3);
            List<String> words = analyze(quoted, analyzer);
            if (words.size() > 1) {
                phrases.add(words);
            }
        }
        return new QuestionQuery(new ArrayList<>(terms), phrases);
    }

    /** The analyzed words, each once, in order. */
    public List<String> terms() {
        return terms;
    }

    public boolean isEmpty() {
        return terms.isEmpty();
    }

    /** A query over the given fields, each with its boost. */
    public Query over(Map<String, Float> fieldBoosts) {
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        fieldBoosts.forEach((field, boost) -> {
            for (String term : terms) {
                query.add(boosted(new TermQuery(new Term(field, term)), boost), BooleanClause.Occur.SHOULD);
            }
            for (List<String> phrase : phrases) {
                query.add(boosted(new PhraseQuery(field, phrase.toArray(String[]::new)), boost * PHRASE_BOOST),
                        BooleanClause.Occur.SHOULD);
            }
        });
        return query.build();
    }

    private static Query boosted(Query q, float boost) {
        return boost == 1f ? q : new BoostQuery(q, boost);
    }

    static List<String> analyze(String text, Analyzer analyzer) {
        List<String> words = new ArrayList<>();
        try (TokenStream stream = analyzer.tokenStream("", text)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                words.add(term.toString());
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringReader does not fail
        }
        return words;
    }
}
