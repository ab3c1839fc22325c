package io.nlguard.guard.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Types;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;

import net.sf.jsqlparser.parser.CCJSqlParserConstants;
import net.sf.jsqlparser.parser.CCJSqlParserTokenManager;
import net.sf.jsqlparser.parser.CCJSqlParserUtil;
import net.sf.jsqlparser.parser.ParseException;
import net.sf.jsqlparser.parser.SimpleCharStream;
import net.sf.jsqlparser.parser.StringProvider;

class DataTypeWordsTest {

    /** Every word JSqlParser 5.4 lexes as its DATA_TYPE token; PostgreSQL 15 takes each as a bare column name. */
    static final List<String> WORDS = List.of("bigint", "bistring", "blob", "bool", "bpchar", "bytea", "decimal",
            "double", "enum", "float", "float4", "float64", "float8", "hugeint", "int", "int1", "int2", "int4", "int8",
            "integer", "long", "map", "nchar", "number", "numeric", "nvarchar", "precision", "real", "short",
            "smallint", "timestamp_ms", "timestamp_ns", "timestamp_s", "timetz", "tinyint", "ubigint", "uhugeint",
            "uinteger", "usmallint", "utinyint", "uuid", "varbinary", "varchar", "varying");

    /** Statements with {@code @} where a name stands: select item, WHERE, ORDER BY, GROUP BY, qualified, DML, later lines. */
    private static final List<String> PLACES = List.of(
            "SELECT @ FROM t",
            "SELECT a, @ AS x FROM t WHERE @ = 1",
            "SELECT a FROM t WHERE @ IN (SELECT @ FROM u) ORDER BY @ DESC, a",
            "SELECT @, count(*) FROM t GROUP BY @ HAVING max(@) > 1",
            "SELECT t.@, @ FROM t JOIN u USING (@) WHERE u.@ IS NOT NULL",
            "SELECT a FROM @ AS @ WHERE @.a BETWEEN 1 AND 2",
            "UPDATE t SET @ = 1 WHERE @ <> 2",
            "INSERT INTO t (a, @) SELECT a, @ FROM u",
            "SELECT @\nFROM t\n  WHERE a = 1 AND @ + 1 > 2\nORDER BY @",
            "SELECT @ FROM t; SELECT a FROM u ORDER BY @");

    private final SqlParser parser = new SqlParser();

    static Stream<String> words() {
        // mixed case too: the tree keeps a bare name as written, PostgreSQL folds it
        return Stream.concat(WORDS.stream(), Stream.of("UUID", "Number", "nUmBeR", "INT"));
    }

    @Test
    void everyListedWordIsOneDataTypeTokenToTheParser() {
        for (String word : WORDS) {
            CCJSqlParserTokenManager lexer = new CCJSqlParserTokenManager(new SimpleCharStream(new StringProvider(word)));
            assertEquals(CCJSqlParserConstants.DATA_TYPE, lexer.getNextToken().kind, word);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("words")
    void aTypeWordStandingForANameGivesTheTreeAnyBareNameGives(String word) {
        // a plain name of the same length: every position, text and the parser's rendering must match
        String plain = "z".repeat(word.length());
        for (String place : PLACES) {
            String expected = shape(parsed(place.replace("@", plain))).replace(plain, word);
            assertEquals(expected, shape(parsed(place.replace("@", word))), place);
        }
    }

    @Test
    void columnsNamedUuidAndNumberAreBareNamesWhereTheTextHasThem() {
        String sql = "SELECT uuid, number FROM cards WHERE number = 4 ORDER BY uuid";
        SqlTree tree = parsed(sql).first();
        List<SqlNode> columns = tree.nodesOf(NodeType.COLUMN);
        assertEquals(List.of("uuid", "number", "number", "uuid"), columns.stream().map(SqlNode::name).toList());
        assertEquals(List.of(at(sql, "uuid", 1), at(sql, "number", 1), at(sql, "number", 2), at(sql, "uuid", 2)),
                columns.stream().map(SqlNode::position).toList());
        for (SqlNode column : columns) {
            assertFalse(column.quoted(), column::toString);
            assertFalse(column.child(Role.THIS).quoted(), column::toString);
            assertEquals(column.name(), column.text());
        }
        assertEquals("cards", tree.nodesOf(NodeType.TABLE).get(0).name());
        assertEquals(at(sql, "cards", 1), tree.nodesOf(NodeType.TABLE).get(0).position());
        // the parser's own objects hold the bare words: what a rewrite renders from them is the text as written
        assertEquals(sql, String.valueOf(tree.root().ast()));
    }

    @Test
    void aBareTypeWordInAnyCaseResolvesAsPostgresFoldsIt() {
        Catalog catalog = Catalog.of(List.of("public"), List.of(table("cards", "uuid", "number")));
        assertEquals(List.of(ColumnRef.Status.RESOLVED, ColumnRef.Status.RESOLVED, ColumnRef.Status.RESOLVED),
                statuses("SELECT UUID, Number FROM cards WHERE NUMBER > 1", catalog));
        assertEquals(List.of(ColumnRef.Status.UNKNOWN_COLUMN), statuses("SELECT \"UUID\" FROM cards", catalog));
    }

    @Test
    void typedLiteralsStayTypedLiteralsBesideTheNames() {
        String sql = "SELECT uuid, uuid 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11' AS u FROM t\n"
                + "WHERE number = int '5' AND x > numeric '1.5'";
        SqlTree tree = parsed(sql).first();
        assertEquals(List.of("uuid", "number", "x"), tree.nodesOf(NodeType.COLUMN).stream().map(SqlNode::name).toList());
        assertEquals(List.of("uuid", "int", "numeric"), tree.nodesOf(NodeType.DATA_TYPE).stream().map(SqlNode::name).toList());
        assertEquals(List.of(at(sql, "uuid '", 1), at(sql, "int", 1), at(sql, "numeric", 1)),
                tree.nodesOf(NodeType.CAST).stream().map(SqlNode::position).toList());
        assertEquals("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", tree.nodesOf(NodeType.LITERAL).get(0).name());
    }

    @Test
    void aTypedLiteralAloneIsNotRetried() {
        SqlTree tree = parsed("SELECT uuid 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', number '7'").first();
        assertTrue(tree.nodesOf(NodeType.COLUMN).isEmpty());
        assertEquals(List.of("uuid", "number"), tree.nodesOf(NodeType.DATA_TYPE).stream().map(SqlNode::name).toList());
    }

    @Test
    void theWordsInStringsAndCommentsAreLeftAsWritten() {
        String sql = "SELECT number, 'uuid number' AS s /* uuid, number */ FROM t -- number uuid\nWHERE uuid = 'number'";
        SqlTree tree = parsed(sql).first();
        assertEquals(sql, tree.sql());
        assertEquals(List.of("number", "uuid"), tree.nodesOf(NodeType.COLUMN).stream().map(SqlNode::name).toList());
        List<SqlNode> literals = tree.nodesOf(NodeType.LITERAL);
        assertEquals(List.of("uuid number", "number"), literals.stream().map(SqlNode::name).toList());
        assertEquals("'uuid number'", literals.get(0).text());
        assertEquals(at(sql, "t --", 1), tree.nodesOf(NodeType.TABLE).get(0).position());
        assertEquals("2:7", tree.nodesOf(NodeType.COLUMN).get(1).position());
        assertEquals("2:14", literals.get(1).position());
    }

    @Test
    void nodesAfterTheWordKeepTheirPositionsOnItsLineAndLaterLines() {
        String sql = "SELECT uuid, a, number AS n\n  FROM t JOIN u\n    ON t.uuid = u.uuid\n"
                + "WHERE number > 1 AND b = 'x'\nGROUP BY uuid, number";
        SqlTree tree = parsed(sql).first();
        assertEquals("1:14", find(tree, NodeType.COLUMN, "a").position());
        assertEquals("1:17", find(tree, NodeType.ALIAS, "n").position());
        assertEquals("2:8", find(tree, NodeType.TABLE, "t").position());
        assertEquals("2:15", find(tree, NodeType.TABLE, "u").position());
        assertEquals("4:22", find(tree, NodeType.COLUMN, "b").position());
        assertEquals("4:26", find(tree, NodeType.LITERAL, "x").position());
        List<SqlNode> columns = tree.nodesOf(NodeType.COLUMN);
        assertEquals(List.of("1:8", "1:14", "1:17", "3:8", "3:17", "4:7", "4:22", "5:10", "5:16"),
                columns.stream().map(SqlNode::position).toList());
        assertEquals(List.of("uuid", "a", "number", "t.uuid", "u.uuid", "number", "b", "uuid", "number"),
                columns.stream().map(SqlNode::text).toList());
    }

    @Test
    void aTypeWordAfterANameIsItsAliasAsInPostgres() {
        SqlTree tree = parsed("SELECT uuid uuid, number number FROM cards").first();
        assertEquals(List.of("uuid", "number"), tree.nodesOf(NodeType.ALIAS).stream().map(SqlNode::name).toList());
        assertEquals(List.of("uuid", "number"), tree.nodesOf(NodeType.COLUMN).stream().map(SqlNode::name).toList());
    }

    @Test
    void aSyntaxErrorElsewhereIsReportedAsForAnyOtherName() {
        ParseFailure failure = failed("SELECT uuid, a\nFROM t WHERE a = = 1");
        ParseFailure plain = failed("SELECT zzzz, a\nFROM t WHERE a = = 1");
        assertEquals(plain.position(), failure.position());
        assertEquals(plain.message(), failure.message());
        assertEquals(plain.expected(), failure.expected());
        assertEquals("2:18", failure.position());
        // the parser alone stops at AS, taking number for a type; PostgreSQL and the retry stop at FROM
        assertEquals("1:28", failed("SELECT CAST(number AS uuid FROM cards").position());
    }

    @Test
    void anErrorTheWordDoesNotExplainKeepsTheParsersOwnReport() {
        // PostgreSQL too stops at FROM, at the third uuid, at the comma and at the end
        for (String sql : List.of("SELECT CAST(a AS uuid FROM cards", "SELECT uuid uuid uuid FROM cards",
                "SELECT , uuid FROM t", "SELECT a FROM t WHERE (a = 1")) {
            ParseFailure failure = failed(sql);
            ParseFailure first = firstParse(sql);
            assertEquals(first.position(), failure.position(), sql);
            assertEquals(first.message(), failure.message(), sql);
        }
        assertEquals("1:23", failed("SELECT CAST(a AS uuid FROM cards").position());
    }

    @Test
    void theRetriesShareTheParsesTimeBound() {
        // each of 2000 type words costs a retry of a few milliseconds: together far over the 50 ms bound
        StringBuilder sql = new StringBuilder("SELECT a");
        for (int i = 0; i < 2000; i++) {
            sql.append(", uuid");
        }
        SqlParser bounded = new SqlParser(new ParseLimits(1_000_000, Duration.ofMillis(50)));
        assertEquals(ParseFailure.Kind.TIMEOUT, failed(bounded, sql.append(" FROM t").toString()).kind());
    }

    private ParsedSql parsed(String sql) {
        return assertInstanceOf(ParsedSql.class, parser.parse(sql), sql);
    }

    private ParseFailure failed(String sql) {
        return failed(parser, sql);
    }

    private static ParseFailure failed(SqlParser parser, String sql) {
        return assertInstanceOf(ParseFailure.class, parser.parse(sql), sql);
    }

    /** What a single run of the parser reports, with no retry. */
    private static ParseFailure firstParse(String sql) {
        try {
            CCJSqlParserUtil.newParser(sql).Statements();
            throw new AssertionError("parses: " + sql);
        } catch (ParseException e) {
            return ParseErrors.syntax(sql, e);
        }
    }

    /** Every node's type, role, name, quoting, span, depth and source text, and each statement as the parser renders it. */
    private static String shape(ParsedSql parsed) {
        StringBuilder out = new StringBuilder();
        for (SqlTree tree : parsed.statements()) {
            for (SqlNode node : tree.nodes()) {
                out.append(node.type()).append(' ').append(node.role()).append(' ').append(node.name())
                        .append(node.quoted() ? " quoted " : " bare ")
                        .append(node.line()).append(':').append(node.column()).append('-')
                        .append(node.endLine()).append(':').append(node.endColumn())
                        .append(" depth ").append(node.depth()).append(" [").append(node.text()).append("]\n");
            }
            out.append(tree.root().ast()).append('\n');
        }
        return out.toString();
    }

    private static SqlNode find(SqlTree tree, NodeType type, String name) {
        return tree.nodes().stream().filter(n -> n.type() == type && name.equals(n.name())).findFirst().orElseThrow();
    }

    /** {@code line:column} of the {@code occurrence}th (1-based) {@code part} in {@code sql}, counted from the text. */
    private static String at(String sql, String part, int occurrence) {
        int index = -1;
        for (int i = 0; i < occurrence; i++) {
            index = sql.indexOf(part, index + 1);
        }
        assertTrue(index >= 0, part);
        int line = (int) sql.substring(0, index).chars().filter(c -> c == '\n').count() + 1;
        return line + ":" + (index - sql.lastIndexOf('\n', index - 1));
    }

    private List<ColumnRef.Status> statuses(String sql, Catalog catalog) {
        return Scopes.resolve(parsed(sql).first(), catalog).columns().stream().map(ColumnRef::status).toList();
    }

    private static Table table(String name, String... columns) {
        List<Column> list = new ArrayList<>();
        for (int i = 0; i < columns.length; i++) {
            list.add(new Column(columns[i].toLowerCase(Locale.ROOT), i + 1, Types.INTEGER, "int4", true));
        }
        return new Table(new TableName("public", name), TableKind.TABLE, list, List.of(), List.of());
    }
}
