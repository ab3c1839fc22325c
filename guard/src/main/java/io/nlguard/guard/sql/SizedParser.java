package io.nlguard.guard.sql;

import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserTokenManager;
import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;
import net.sf.jsqlparser.parser.feature.FeatureConfiguration;

/**
 * JSqlParser's parser over one text, as {@code CCJSqlParserUtil.newParser(text)} makes it but with a
 * character buffer the size of the text. newParser's {@link SimpleCharStream} takes 4,096 characters and
 * 4,096 packed line/column positions (40 KB, zeroed) whatever the text's length: the largest single
 * allocation of a statement's analysis. A text longer than that gets newParser's buffer; the parse is the
 * same either way, only the buffer's length differs.
 *
 * <p>Built from a token manager, the parser has no char stream of its own, which {@code CCJSqlParser}
 * only reads to keep a copy of the configuration there, for {@code #} line comments
 * ({@code allowHashLineComments}): the guard never turns them on, and a parser that needs them must come
 * from newParser. The token manager's configuration is the one the parser and the lexer read otherwise,
 * and these overrides keep to it.
 */
final class SizedParser extends CCJSqlParser {

    /** newParser's buffer: SimpleCharStream's default. */
    static final int DEFAULT_BUFFER = 4096;

    private SizedParser(String text) {
        super(new CCJSqlParserTokenManager(new SimpleCharStream(new StringProvider(text), 1, 1, bufferFor(text))));
    }

    /** A parser positioned before the first token of {@code text}. */
    static CCJSqlParser of(String text) {
        return new SizedParser(text);
    }

    /** Room for the whole text and its end, up to newParser's buffer. */
    static int bufferFor(String text) {
        return Math.min(DEFAULT_BUFFER, text.length() + 1);
    }

    @Override
    public FeatureConfiguration getConfiguration() {
        return token_source.configuration;
    }

    @Override
    public CCJSqlParser withConfiguration(FeatureConfiguration configuration) {
        token_source.configuration = configuration;
        return this;
    }
}
