package io.nlguard.guard.rules.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.Rule;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.RuleSet;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;

/**
 * A Spider-like catalog (concert_singer, with keys) and helpers that run the lint rules on SQL and
 * check what they report.
 */
final class LintFixture {

    /**
     * stadium, singer, concert (FK stadium_id), singer_in_concert (composite PK; FKs to concert and
     * singer), performance (composite FK to singer_in_concert), ticket (FK concert_ref to concert; an
     * undeclared venue_stadium_id), and archive.old_concert off the search path.
     */
    static final Catalog SPIDER = Catalog.of(List.of("public"), List.of(
            table("stadium", List.of("stadium_id"), List.of(),
                    "stadium_id int4", "location text", "name text", "capacity int4", "highest int4", "lowest int4", "average int4"),
            table("singer", List.of("singer_id"), List.of(),
                    "singer_id int4", "name text", "country text", "song_name text", "song_release_year text", "age int4",
                    "is_male bool", "net_worth numeric"),
            table("concert", List.of("concert_id"), List.of(fk("concert", "stadium_id", "stadium", "stadium_id")),
                    "concert_id int4", "concert_name text", "theme text", "stadium_id int4", "year int4", "concert_date date",
                    "starts_at timestamptz"),
            table("singer_in_concert", List.of("concert_id", "singer_id"),
                    List.of(fk("singer_in_concert", "concert_id", "concert", "concert_id"),
                            fk("singer_in_concert", "singer_id", "singer", "singer_id")),
                    "concert_id int4", "singer_id int4"),
            table("performance", List.of("performance_id"),
                    List.of(new ForeignKey(name("performance"), List.of("concert_id", "singer_id"),
                            name("singer_in_concert"), List.of("concert_id", "singer_id"))),
                    "performance_id int4", "concert_id int4", "singer_id int4", "minutes int4"),
            table("ticket", List.of("ticket_id"), List.of(fk("ticket", "concert_ref", "concert", "concert_id")),
                    "ticket_id int4", "concert_ref int4", "venue_stadium_id int4", "price numeric"),
            new Table(new TableName("archive", "old_concert"), TableKind.TABLE,
                    List.of(new Column("concert_id", 1, Types.INTEGER, "int4", false)), List.of("concert_id"), List.of())));

    private static final RuleSet RULES = RuleSet.configure(LintRules.all(), Map.of());

    private LintFixture() {
    }

    static Table table(String name, List<String> primaryKey, List<ForeignKey> keys, String... columns) {
        List<Column> list = new ArrayList<>();
        for (String column : columns) {
            String[] parts = column.split(" ");
            list.add(new Column(parts[0], list.size() + 1, jdbcType(parts[1]), parts[1], true));
        }
        return new Table(name(name), TableKind.TABLE, list, primaryKey, keys);
    }

    private static int jdbcType(String nativeType) {
        return switch (nativeType) {
            case "int4" -> Types.INTEGER;
            case "numeric" -> Types.NUMERIC;
            case "text" -> Types.VARCHAR;
            case "bool" -> Types.BIT;
            case "date" -> Types.DATE;
            case "timestamptz" -> Types.TIMESTAMP_WITH_TIMEZONE;
            default -> Types.OTHER;
        };
    }

    static ForeignKey fk(String from, String fromColumn, String to, String toColumn) {
        return new ForeignKey(name(from), List.of(fromColumn), name(to), List.of(toColumn));
    }

    private static TableName name(String table) {
        return new TableName("public", table);
    }

    /** Every lint finding on {@code sql} against {@code catalog}. */
    static List<Finding> findings(String sql, Catalog catalog) {
        ParsedSql parsed = assertInstanceOf(ParsedSql.class, new SqlParser().parse(sql), sql);
        return RULES.check(new RuleContext(sql, parsed, catalog, RulePolicy.DEFAULT));
    }

    static List<Finding> findings(String ruleId, String sql) {
        return findings(sql, SPIDER).stream().filter(f -> f.ruleId().equals(ruleId)).toList();
    }

    /**
     * Asserts that the rule fires on {@code sql} at {@code position} with its default severity, that
     * the message names that position, and that the message and fix together hold every fragment.
     */
    static Finding assertFires(String ruleId, String sql, String position, String... fragments) {
        List<Finding> found = findings(ruleId, sql);
        assertFalse(found.isEmpty(), ruleId + " should fire on: " + sql);
        Finding finding = found.stream().filter(f -> (f.line() + ":" + f.column()).equals(position)).findFirst()
                .orElseThrow(() -> new AssertionError(ruleId + " fired, but not at " + position + ": " + found));
        assertEquals(rule(ruleId).defaultSeverity(), finding.severity());
        assertTrue(finding.message().contains(" at " + position + ": "), finding.message());
        String text = finding.describe();
        for (String fragment : fragments) {
            assertTrue(text.contains(fragment), "expected '" + fragment + "' in: " + text);
        }
        return finding;
    }

    static void assertSilent(String ruleId, String sql) {
        List<Finding> found = findings(ruleId, sql);
        assertTrue(found.isEmpty(), ruleId + " should not fire on: " + sql + "\n" + found);
    }

    static Rule rule(String ruleId) {
        return LintRules.all().stream().filter(r -> r.id().equals(ruleId)).findFirst()
                .orElseThrow(() -> new AssertionError("no rule " + ruleId));
    }
}
