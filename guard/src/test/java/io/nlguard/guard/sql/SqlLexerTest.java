package io.nlguard.guard.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.sql.SqlToken.Kind;

class SqlLexerTest {

    private static String kinds(String sql) {
        return SqlLexer.lex(sql).stream().map(t -> t.kind() + ":" + t.text()).collect(Collectors.joining(" | "));
    }

    @Test
    void cutsAPlainQueryWithPositions() {
        List<SqlToken> tokens = SqlLexer.lex("SELECT a, \"B\"\n  FROM t WHERE x = $1 AND y = ?;");
        assertEquals("WORD:SELECT | WORD:a | PUNCTUATION:, | QUOTED_IDENTIFIER:\"B\" | WORD:FROM | WORD:t | WORD:WHERE"
                + " | WORD:x | OPERATOR:= | PARAMETER:$1 | WORD:AND | WORD:y | OPERATOR:= | PARAMETER:? | SEMICOLON:;",
                kinds("SELECT a, \"B\"\n  FROM t WHERE x = $1 AND y = ?;"));
        SqlToken from = tokens.get(4);
        assertEquals("2:3", from.position());
        assertEquals(16, from.offset());
        assertEquals("B", tokens.get(3).name());
        assertEquals("select", tokens.get(0).name());
    }

    @Test
    void stringsFollowPostgresQuoting() {
        assertEquals("STRING:'it''s' | STRING:E'a\\'b' | STRING:e'\\\\'", kinds("'it''s' E'a\\'b' e'\\\\'"));
        assertEquals("STRING:B'101' | STRING:X'ff' | STRING:N'x' | STRING:U&'d\\0061t' | QUOTED_IDENTIFIER:U&\"x\"",
                kinds("B'101' X'ff' N'x' U&'d\\0061t' U&\"x\""));
        // standard strings keep a backslash literally: the quote after it closes the string
        assertEquals("STRING:'a\\' | WORD:b", kinds("'a\\' b"));
    }

    @Test
    void dollarQuotesRunToTheirOwnTagAndDigitsAreParameters() {
        assertEquals("WORD:DO | STRING:$$ begin perform 'x'; end $$ | SEMICOLON:;", kinds("DO $$ begin perform 'x'; end $$;"));
        assertEquals("STRING:$fn$ a $$ b $x$ c $fn$ | WORD:LANGUAGE", kinds("$fn$ a $$ b $x$ c $fn$ LANGUAGE"));
        assertEquals("PARAMETER:$12 | OPERATOR:+ | PARAMETER:$3", kinds("$12+$3"));
        assertEquals("WORD:a$b", kinds("a$b"));
    }

    @Test
    void backticksQuoteIdentifiersAsInMysqlAndSqlite() {
        List<SqlToken> tokens = SqlLexer.lex("SELECT `Free Meal -- Count` FROM `it's`");
        assertEquals("QUOTED_IDENTIFIER:`Free Meal -- Count`", tokens.get(1).kind() + ":" + tokens.get(1).text());
        assertEquals("Free Meal -- Count", tokens.get(1).name());
        assertEquals("it's", tokens.get(3).name());
    }

    @Test
    void blockCommentsNest() {
        assertEquals("WORD:a | BLOCK_COMMENT:/* x /* y */ z */ | WORD:b", kinds("a /* x /* y */ z */ b"));
        assertEquals("WORD:SEL | BLOCK_COMMENT:/**/ | WORD:ECT", kinds("SEL/**/ECT"));
    }

    @Test
    void lineCommentsStopAtTheLineEnd() {
        List<SqlToken> tokens = SqlLexer.lex("x = 'a'--' AND p\nOR 1");
        assertEquals("LINE_COMMENT", tokens.get(3).kind().name());
        assertEquals("--' AND p", tokens.get(3).text());
        assertEquals(tokens.get(2).end(), tokens.get(3).offset());
        assertEquals("2:1", tokens.get(4).position());
    }

    @Test
    void operatorsFollowPostgresRules() {
        assertEquals("WORD:a | OPERATOR:= | OPERATOR:- | NUMBER:1", kinds("a=-1"));
        assertEquals("WORD:j | OPERATOR:->> | STRING:'k' | OPERATOR::: | WORD:int | OPERATOR:<> | NUMBER:2", kinds("j->>'k'::int<>2"));
        assertEquals("NUMBER:1 | LINE_COMMENT:--x", kinds("1--x"));
        assertEquals("WORD:a | OPERATOR:* | BLOCK_COMMENT:/* c */", kinds("a*/* c */"));
        assertEquals("WORD:j | OPERATOR:?| | WORD:k", kinds("j ?| k"));
        assertEquals("WORD:a | OPERATOR:@- | NUMBER:1", kinds("a @-1"));
    }

    @Test
    void numbers() {
        assertEquals("NUMBER:1.5e10 | NUMBER:.5 | NUMBER:0x1F | NUMBER:1_000 | NUMBER:3 | PUNCTUATION:. | WORD:x",
                kinds("1.5e10 .5 0x1F 1_000 3 .x"));
    }

    @Test
    void unterminatedTokensRunToTheEnd() {
        assertEquals("WORD:a | STRING:'open", kinds("a 'open"));
        assertEquals("WORD:a | BLOCK_COMMENT:/* open /* nested */", kinds("a /* open /* nested */"));
        assertEquals("WORD:a | QUOTED_IDENTIFIER:\"open", kinds("a \"open"));
        assertEquals("STRING:$q$ open", kinds("$q$ open"));
        assertEquals("STRING:E'\\", kinds("E'\\"));
        assertEquals("OPERATOR:$", kinds("$"));
        assertTrue(SqlLexer.lex("").isEmpty());
        assertTrue(SqlLexer.lex(null).isEmpty());
    }

    @Test
    void tokensCoverTheTextExactlyWhateverItIs() {
        Random random = new Random(42);
        String alphabet = "aZ_9$'\"`-/*;:?.,()=<>!E U&\\\n\t\u00e9";
        for (int round = 0; round < 3000; round++) {
            StringBuilder text = new StringBuilder();
            int size = random.nextInt(40);
            for (int i = 0; i < size; i++) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String sql = text.toString();
            int at = 0;
            for (SqlToken token : SqlLexer.lex(sql)) {
                assertTrue(sql.substring(at, token.offset()).isBlank(), () -> "gap before " + token + " in " + sql);
                assertEquals(sql.substring(token.offset(), token.end()), token.text());
                assertTrue(token.end() > token.offset(), () -> "empty token in " + sql);
                at = token.end();
            }
            assertTrue(sql.substring(at).isBlank(), () -> "text left over in " + sql);
        }
    }

    @Test
    void runsInLinearTime() {
        String nested = "/*".repeat(200_000);
        String quotes = "'' ".repeat(200_000);
        String dollars = "$a$ x ".repeat(100_000);
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            assertEquals(1, SqlLexer.lex(nested).size());
            assertEquals(200_000, SqlLexer.lex(quotes).size());
            assertEquals(100_000, SqlLexer.lex(dollars).size()); // a string and a word per pair
        });
    }

    @Test
    void ruleContextLexesOnceOnDemand() {
        RuleContext context = new RuleContext("COPY t TO PROGRAM 'ls'", null, Catalog.empty(), RulePolicy.DEFAULT);
        List<SqlToken> tokens = context.tokens();
        assertEquals(Kind.STRING, tokens.get(4).kind());
        assertSame(tokens, context.tokens());
    }
}
