package io.nlguard.guard.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlParser;

/** What rules derive alike is derived once per statement, and the rules read the tokens the parser read. */
class RuleContextSharedTest {

    private static final String SQL = "SELECT a FROM t WHERE 1 = 1; -- two\nSELECT b FROM u";

    private static RuleContext context(String sql) {
        ParseResult result = new SqlParser().parse(sql);
        ParsedSql parsed = result instanceof ParsedSql p ? p : null;
        return new RuleContext(sql, parsed, Catalog.unavailable(), RulePolicy.DEFAULT);
    }

    @Test
    void aSharedDerivationIsComputedOncePerKeyAndContext() {
        RuleContext context = context(SQL);
        Object key = new Object();
        AtomicInteger runs = new AtomicInteger();
        Object first = context.shared(key, c -> List.of(runs.incrementAndGet()));
        Object second = context.shared(key, c -> List.of(runs.incrementAndGet()));
        assertSame(first, second);
        assertEquals(1, runs.get());
        context.shared(new Object(), c -> runs.incrementAndGet());
        assertEquals(2, runs.get(), "another key is another derivation");
        context(SQL).shared(key, c -> runs.incrementAndGet());
        assertEquals(3, runs.get(), "another statement's context derives its own");
    }

    @Test
    void theRulesReadTheParsersTokens() {
        RuleContext parsed = context(SQL);
        assertSame(parsed.parsed().tokens(), parsed.tokens());
        assertEquals(SqlLexer.lex(SQL), parsed.tokens());
        RuleContext unparsed = context("SELEC a FROM t");
        assertEquals(SqlLexer.lex("SELEC a FROM t"), unparsed.tokens(), "text that did not parse is lexed");
    }
}
