package io.nlguard.guard.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code SET name TO value}, PostgreSQL's other spelling of {@code SET name = value}, parses (Liquibase
 * sends {@code SET SEARCH_PATH TO public, "$user","public"} on every connection), and a TO elsewhere is
 * left as it is.
 */
class SetToValueTest {

    private final SqlParser parser = new SqlParser();

    @ParameterizedTest
    @ValueSource(strings = {
            "SET SEARCH_PATH TO public, \"$user\",\"public\"",
            "SET search_path TO DEFAULT",
            "SET LOCAL lock_timeout TO '1s'",
            "SET SESSION statement_timeout TO 5000",
            "SET myapp.tenant TO 'acme'",
            "set role to app_owner",
            "SELECT 1; SET search_path TO s1, s2"})
    void setWithToParsesAsACommand(String sql) {
        ParsedSql parsed = assertInstanceOf(ParsedSql.class, parser.parse(sql), sql);
        SqlTree set = parsed.statements().get(parsed.statements().size() - 1);
        assertEquals(NodeType.COMMAND, set.kind(), sql);
        assertEquals(sql, parsed.sql(), "the text stays as written");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "GRANT SELECT ON t TO public x",
            "SELECT a TO b FROM t"})
    void aToOutsideSetIsNoRepair(String sql) {
        assertInstanceOf(ParseFailure.class, parser.parse(sql), sql);
    }
}
