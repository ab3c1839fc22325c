package io.nlguard.guard.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

import net.sf.jsqlparser.JSQLParserException;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.statement.ParenthesedStatement;
import net.sf.jsqlparser.statement.StatementVisitor;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * A statement the parser accepts but the tree builder cannot hold fails as UNSUPPORTED, naming the
 * construct and a position, never as a syntax error carrying a Java exception's text. Real statements
 * no longer reach this path, so the parser's objects are bent into shapes the builder does not know.
 */
class UnsupportedConstructTest {

    private static ParseFailure failureOf(String sql, net.sf.jsqlparser.statement.Statement statement) {
        UnsupportedConstruct e = assertThrows(UnsupportedConstruct.class, () -> TreeBuilder.build(sql, statement));
        return ParseErrors.unsupported(sql, e);
    }

    private static void assertNoJavaWords(ParseFailure failure) {
        for (String word : new String[] {"Exception", "cannot be cast", "java.", "null"}) {
            assertFalse(failure.message().contains(word), () -> "Java's words in: " + failure.message());
        }
    }

    @Test
    void aCteHoldingAStatementOfAnUnknownKindIsNamed() throws JSQLParserException {
        String sql = "WITH w AS (SELECT 1) SELECT * FROM w";
        PlainSelect select = (PlainSelect) CCJSqlParserUtil.parse(sql);
        @SuppressWarnings({"unchecked", "rawtypes"})
        WithItem<ParenthesedStatement> item = (WithItem) select.getWithItemsList().get(0);
        item.setStatement(new ForeignStatement());
        ParseFailure failure = failureOf(sql, select);
        assertEquals(ParseFailure.Kind.UNSUPPORTED, failure.kind());
        assertEquals("nlguard cannot analyse the statement inside the WITH query w", failure.message());
        assertNoJavaWords(failure);
    }

    @Test
    void anUnexpectedShapeIsReportedNearWhereTheBuilderStopped() throws JSQLParserException {
        String sql = "SELECT a FROM t JOIN u ON true";
        PlainSelect select = (PlainSelect) CCJSqlParserUtil.parse(sql);
        select.getJoins().get(0).setRightItem(null);
        ParseFailure failure = failureOf(sql, select);
        assertEquals(ParseFailure.Kind.UNSUPPORTED, failure.kind());
        assertEquals("nlguard cannot analyse a construct of this SELECT statement near 1:17", failure.message());
        assertEquals("1:17", failure.position(), "the JOIN whose item is missing");
        assertNoJavaWords(failure);
    }

    @Test
    void theParserReportsSyntaxOnlyForWhatDidNotParse() {
        ParseFailure failure = (ParseFailure) new SqlParser().parse("WITH x AS (TABLE t) SELECT * FROM x");
        assertEquals(ParseFailure.Kind.SYNTAX, failure.kind());
        assertNoJavaWords(failure);
    }

    /** A parenthesised statement of a kind JSqlParser does not have: what a future parser version might add. */
    private static final class ForeignStatement implements ParenthesedStatement {

        @Override
        public <T, S> T accept(StatementVisitor<T> visitor, S context) {
            return null;
        }

        @Override
        public Alias getAlias() {
            return null;
        }

        @Override
        public void setAlias(Alias alias) {
        }
    }
}
