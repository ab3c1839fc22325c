package io.nlguard.nl.retrieve;

import java.util.Map;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.miscellaneous.PerFieldAnalyzerWrapper;
import org.apache.lucene.analysis.miscellaneous.TruncateTokenFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;

/**
 * How schema documents and questions are cut into terms: English (lower case, stop words out, Porter
 * stems) for every field, and for the {@code *_prefix} fields words cut to their first five letters, so
 * forms the stemmer keeps apart still meet ("consumed" and {@code Consumption}, "paid" aside).
 */
final class SchemaAnalyzer {

    static final int PREFIX_LENGTH = 5;

    private SchemaAnalyzer() {
    }

    static Analyzer create() {
        return new PerFieldAnalyzerWrapper(new EnglishAnalyzer(), Map.of(
                SchemaIndex.NAME_PREFIX, prefixes()));
    }

    private static Analyzer prefixes() {
        return new Analyzer() {
            @Override
            protected TokenStreamComponents createComponents(String fieldName) {
                StandardTokenizer tokenizer = new StandardTokenizer();
                TokenStream stream = new LowerCaseFilter(tokenizer);
                stream = new StopFilter(stream, EnglishAnalyzer.ENGLISH_STOP_WORDS_SET);
                stream = new TruncateTokenFilter(stream, PREFIX_LENGTH);
                return new TokenStreamComponents(tokenizer, stream);
            }
        };
    }
}
