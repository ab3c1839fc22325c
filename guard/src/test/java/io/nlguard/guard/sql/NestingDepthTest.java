package io.nlguard.guard.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import org.junit.jupiter.api.Test;

class NestingDepthTest {

    @Test
    void countsTheDeepestBracketLevel() {
        assertEquals(0, NestingDepth.of("SELECT 1"));
        assertEquals(1, NestingDepth.of("SELECT f(a), g(b) FROM t"));
        assertEquals(3, NestingDepth.of("SELECT * FROM t WHERE a IN (SELECT b FROM u WHERE c = f((1)))"));
        assertEquals(2, NestingDepth.of("SELECT a[(1)] FROM t"));
    }

    @Test
    void bracketsInStringsIdentifiersCommentsAndDollarQuotesAreNotCounted() {
        assertEquals(1, NestingDepth.of("SELECT f('((((((') FROM t"));
        assertEquals(1, NestingDepth.of("SELECT f(\"((((\") FROM t"));
        assertEquals(1, NestingDepth.of("SELECT f(1) -- ((((((\nFROM t"));
        assertEquals(1, NestingDepth.of("SELECT f(1) /* (((( /* nested (((( */ ((( */ FROM t"));
        assertEquals(1, NestingDepth.of("SELECT f($$((((($$) FROM t"));
        assertEquals(1, NestingDepth.of("SELECT f($x$ ((((( $x$) FROM t"));
        assertEquals(1, NestingDepth.of("SELECT f(E'\\'((((') FROM t"));
    }

    @Test
    void anUnterminatedQuoteSwallowsTheRestOfTheText() {
        assertEquals(1, NestingDepth.of("SELECT (1) WHERE a = '" + "(".repeat(1000)));
        assertEquals(0, NestingDepth.of("SELECT /* " + "(".repeat(1000)));
    }

    @Test
    void strayClosingBracketsDoNotHideDepth() {
        assertEquals(3, NestingDepth.of(")))) ((( 1 )))"));
    }

    @Test
    void isLinearOnAMillionBrackets() {
        String deep = "SELECT " + "(".repeat(500_000) + "1" + ")".repeat(500_000);
        long start = System.nanoTime();
        assertEquals(500_000, NestingDepth.of(deep));
        assertTrue(System.nanoTime() - start < Duration.ofSeconds(5).toNanos());
    }

    @Test
    void theParserRefusesTextDeeperThanItsBoundBeforeParsing() {
        SqlParser parser = new SqlParser(new ParseLimits(1_000_000, Duration.ofSeconds(2), 10));
        ParseFailure failure = (ParseFailure) parser.parse("SELECT * FROM t WHERE " + "(".repeat(11) + "1=1" + ")".repeat(11));
        assertEquals(ParseFailure.Kind.TOO_DEEP, failure.kind());
        assertTrue(failure.overBound());
        assertEquals("statement nests brackets 11 levels deep, deeper than nlguard.parse.max-depth=10", failure.message());
        assertTrue(parser.parse("SELECT * FROM t WHERE " + "(".repeat(10) + "1=1" + ")".repeat(10)) instanceof ParsedSql);
        assertTrue(parser.parse("SELECT '" + "(".repeat(50) + "' FROM t") instanceof ParsedSql, "a string's brackets are text");
    }
}
