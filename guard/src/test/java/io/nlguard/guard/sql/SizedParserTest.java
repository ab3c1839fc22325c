package io.nlguard.guard.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import net.sf.jsqlparser.parser.CCJSqlParser;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.parser.feature.Feature;

/** The parser with a buffer the size of its text reads every text as newParser's does. */
class SizedParserTest {

    @Test
    void parsesEveryTextAsNewParserDoes() {
        List<String> texts = new ArrayList<>(List.of(
                "SELECT 1",
                "SELECT a, \"B\" FROM t WHERE x = $1 AND y = ?;",
                "select T1.name, count(*) from singer as T1 join concert as T2 on T1.id = T2.singer_id\n"
                        + "  group by T1.name having count(*) > 1 order by 2 desc limit 3",
                "WITH r AS (SELECT 1 AS n) SELECT n FROM r -- trailing note",
                "SELECT /* inline */ 'it''s', E'a\\nb', $$dollar$$ FROM t; SELECT 2",
                "SELECT 'ÆØÅ', \"naïve\" FROM \"Tëst\"",
                "SELECT CAST(SUM(IIF(a = 'x', b, 0)) AS REAL) / COUNT(*) FROM t",
                "UPDATE t SET a = 1 WHERE b IN (SELECT c FROM u)",
                "SELECT FROM WHERE",
                "SELECT 'unclosed",
                "x"));
        texts.add(longSelect(SizedParser.DEFAULT_BUFFER - 1)); // the text and its end fill the buffer exactly
        texts.add(longSelect(SizedParser.DEFAULT_BUFFER));
        texts.add(longSelect(3 * SizedParser.DEFAULT_BUFFER)); // newParser's own buffer, which grows
        for (String text : texts) {
            assertEquals(reading(CCJSqlParserUtil.newParser(text)), reading(SizedParser.of(text)), text);
        }
    }

    @Test
    void buffersTheTextUpToNewParsersSize() {
        assertEquals(9, SizedParser.bufferFor("SELECT 1"));
        assertEquals(SizedParser.DEFAULT_BUFFER, SizedParser.bufferFor("x".repeat(10_000)));
    }

    @Test
    void keepsItsConfigurationInTheTokenManager() {
        CCJSqlParser parser = SizedParser.of("SELECT 1");
        assertTrue(parser.getAsBoolean(Feature.allowComplexParsing));
        parser.withAllowComplexParsing(false);
        assertFalse(parser.getAsBoolean(Feature.allowComplexParsing));
        assertFalse(parser.token_source.configuration.getAsBoolean(Feature.allowComplexParsing));
    }

    /** The statements as JSqlParser prints them, or the error it stopped with. */
    private static String reading(CCJSqlParser parser) {
        try {
            return parser.Statements().toString();
        } catch (Exception | Error e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    private static String longSelect(int length) {
        StringBuilder sql = new StringBuilder("SELECT 1");
        for (int i = 0; sql.length() < length - 20; i++) {
            sql.append(", c").append(i).append("\n");
        }
        sql.append(" FROM t");
        while (sql.length() < length) {
            sql.append(' ');
        }
        return sql.toString();
    }
}
