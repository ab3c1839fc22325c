package io.nlguard.guard.rewrite.autocorrect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.rewrite.Declined;
import io.nlguard.guard.rewrite.RewriteFixture;
import io.nlguard.guard.rewrite.RewritePass;
import io.nlguard.guard.rewrite.RewriteResult;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TestCatalogs;

/**
 * A catalog shaped like a few BIRD databases as PostgreSQL stores them (plain words in lower case, other
 * names quoted verbatim), and assertions for one autocorrect pass over it.
 */
final class AutocorrectFixture {

    /**
     * frpm and schools (spaced, mixed-case column names), satscores; posts with BIRD's {@code creaiondate}
     * next to users' and comments' {@code creationdate}; expense → budget → event; atom and connected
     * ({@code atom_id}, {@code atom_id2}); patient with laboratory and examination; match; person (with a
     * reserved word for a column); and a composite key from lap to race_driver.
     */
    static final Catalog CATALOG = Catalog.of(List.of("public"), List.of(
            table("frpm", List.of(), "cdscode", "Free Meal Count (K-12)", "Free Meal Count (Ages 5-17)",
                    "Enrollment (K-12)", "Enrollment (Ages 5-17)", "Charter Funding Type", "School Name"),
            table("schools", List.of(), "cdscode", "school", "city", "zip"),
            table("satscores", List.of(fk("satscores", "cds", "schools", "cdscode")), "cds", "sname", "avgscrmath"),
            table("users", List.of(), "id", "creationdate", "displayname"),
            table("posts", List.of(fk("posts", "owneruserid", "users", "id")), "id", "creaiondate", "owneruserid", "score"),
            table("comments", List.of(fk("comments", "postid", "posts", "id")), "id", "postid", "creationdate", "text"),
            table("event", List.of(), "event_id", "event_name", "status"),
            table("budget", List.of(fk("budget", "link_to_event", "event", "event_id")), "budget_id", "link_to_event", "category"),
            table("expense", List.of(fk("expense", "link_to_budget", "budget", "budget_id")), "expense_id", "link_to_budget",
                    "link_to_member", "cost"),
            table("atom", List.of(), "atom_id", "molecule_id", "element"),
            table("connected", List.of(fk("connected", "atom_id", "atom", "atom_id"), fk("connected", "atom_id2", "atom", "atom_id")),
                    "atom_id", "atom_id2", "bond_id"),
            table("patient", List.of(), "id", "sex", "First Date"),
            table("laboratory", List.of(fk("laboratory", "id", "patient", "id")), "id", "igg", "T-BIL"),
            table("examination", List.of(fk("examination", "id", "patient", "id")), "id", "diagnosis"),
            table("match", List.of(), "id", "season"),
            table("person", List.of(), "person_id", "first_name", "last_name", "order"),
            table("race_driver", List.of(), "race_id", "driver_id", "points"),
            table("lap", List.of(new ForeignKey(TestCatalogs.name("lap"), List.of("race_id", "driver_id"), TestCatalogs.name("race_driver"),
                    List.of("race_id", "driver_id"))), "race_id", "driver_id", "lap", "position")));

    private AutocorrectFixture() {
    }

    /** Asserts that {@code pass} turns {@code sql} into exactly {@code expected}. */
    static RewriteResult assertRewrites(RewritePass pass, String sql, String expected) {
        return RewriteFixture.assertRewrites(pass, sql, expected, CATALOG);
    }

    /** Asserts that {@code pass} leaves {@code sql} byte for byte, and returns what it said. */
    static RewriteResult assertUnchanged(RewritePass pass, String sql) {
        return RewriteFixture.assertUnchanged(pass, sql, CATALOG);
    }

    /** Asserts that {@code pass} leaves {@code sql} alone and that it declined with a reason containing {@code fragment}. */
    static Declined assertDeclines(RewritePass pass, String sql, String fragment) {
        RewriteResult result = assertUnchanged(pass, sql);
        for (Declined declined : result.declined()) {
            if (declined.pass().equals(pass.id()) && declined.reason().contains(fragment)) {
                return declined;
            }
        }
        throw new AssertionError("no decline containing '" + fragment + "' in " + result.declined());
    }

    /** Asserts that {@code pass} neither changes {@code sql} nor says anything about it. */
    static void assertSilent(RewritePass pass, String sql) {
        RewriteResult result = assertUnchanged(pass, sql);
        assertEquals(List.of(), result.declined().stream().filter(d -> d.pass().equals(pass.id())).toList());
    }

    static RewriteResult run(RewritePass pass, String sql) {
        return RewriteFixture.rewrite(pass, sql, CATALOG);
    }

    private static Table table(String name, List<ForeignKey> keys, String... columns) {
        List<Column> list = new ArrayList<>();
        for (String column : columns) {
            list.add(new Column(column, list.size() + 1, Types.VARCHAR, "text", true));
        }
        return new Table(TestCatalogs.name(name), TableKind.TABLE, list, List.of(columns[0]), keys);
    }

    private static ForeignKey fk(String from, String fromColumn, String to, String toColumn) {
        return TestCatalogs.fk(from, fromColumn, to, toColumn);
    }
}
