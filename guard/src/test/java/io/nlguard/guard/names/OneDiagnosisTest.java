package io.nlguard.guard.names;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.nlguard.guard.names.Diagnosis.Kind;
import io.nlguard.guard.rewrite.Change;
import io.nlguard.guard.rewrite.Declined;
import io.nlguard.guard.rewrite.RewriteFixture;
import io.nlguard.guard.rewrite.RewritePass;
import io.nlguard.guard.rewrite.RewritePasses;
import io.nlguard.guard.rewrite.RewriteResult;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.RuleSet;
import io.nlguard.guard.rules.lint.LintRules;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TestCatalogs;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;

/**
 * One unresolved reference, one answer: the lint finding and the autocorrect pass that speaks (applying
 * or declining) both say what its {@link Diagnosis} says, and only one pass speaks about it.
 */
class OneDiagnosisTest {

    /** concert_singer, and an event table whose status column carries the table's name. */
    private static final Catalog CATALOG = withEvent();

    private static final List<RewritePass> AUTOCORRECT = RewritePasses.all().stream()
            .filter(pass -> pass.stage() == RewriteStage.AUTOCORRECT).toList();

    private static final RuleSet LINT = RuleSet.configure(LintRules.all(), Map.of());

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            select nmae from singer                    | MISSPELLED               | false | name          | autocorrect.column
            select status from event                   | MISSPELLED               | true  | event_status  | autocorrect.column
            select singer.nme from singer              | MISSPELLED               | false | name          | autocorrect.column
            select "Name" from singer                  | MISSPELLED               | true  | name          | autocorrect.column
            select * from "Singer"                     | MISSPELLED               | true  | singer        | autocorrect.table
            select * from singers                      | MISSPELLED               | true  | singer        | autocorrect.table
            select singer.name from singer as s        | IN_OTHER_SOURCE          | true  |               | autocorrect.alias
            select T1.year from singer as T1 join concert as T2 on T1.singer_id = T2.concert_id | IN_OTHER_SOURCE | true | | autocorrect.alias
            select theme from singer_in_concert        | IN_FOREIGN_KEY_NEIGHBOUR | false |               | autocorrect.foreign-key-hint
            select stadium.name from concert           | IN_FOREIGN_KEY_NEIGHBOUR | false |               | autocorrect.foreign-key-hint
            select theme from singer                   | IN_UNLINKED_TABLE        | false |               | autocorrect.foreign-key-hint
            select division from singer                | IN_NO_TABLE              | false |               | autocorrect.phantom-column
            select * from old_concert                  | IN_OTHER_SCHEMA          | false |               | autocorrect.table
            """)
    void lintAndAutocorrectGiveTheDiagnosisAnswer(String sql, Kind kind, boolean sure, String candidate, String pass) {
        Diagnosis diagnosis = onlyDiagnosis(sql);
        assertEquals(kind, diagnosis.kind(), diagnosis.reason());
        assertEquals(sure, diagnosis.sure(), diagnosis.reason());
        if (candidate != null) {
            assertEquals(candidate, diagnosis.candidates().get(0).name(), diagnosis.reason());
        }

        Finding finding = onlyLintFinding(sql);
        String said = finding.describe();
        assertTrue(said.contains(diagnosis.problem()), said);
        if (diagnosis.advice() != null) {
            assertTrue(said.contains(diagnosis.advice()), said);
        }
        assertEquals(sure, finding.fix() != null && (finding.fix().startsWith("did you mean") || finding.fix().startsWith("write ")), said);

        RewriteResult rewrite = RewriteFixture.rewrite(AUTOCORRECT, sql, CATALOG);
        List<String> speakers = new ArrayList<>();
        for (Declined declined : rewrite.declined()) {
            speakers.add(declined.pass());
            assertEquals(diagnosis.reason(), declined.reason());
        }
        List<Change> first = rewrite.applied().stream().filter(c -> c.reason().equals(diagnosis.reason())).toList();
        first.stream().map(Change::pass).distinct().forEach(speakers::add);
        assertEquals(List.of(pass), speakers, rewrite.declined() + " " + rewrite.applied());
        assertEquals(sure, rewrite.changed(), rewrite.sql());
    }

    @Test
    void aSureSpellingIsWhatLintProposesAndAutocorrectWrites() {
        Finding finding = onlyLintFinding("select status from event");
        assertEquals("did you mean event.event_status?", finding.fix());
        assertTrue(finding.message().contains("the closest is event.event_status (0.90)"), finding.message());
        assertEquals("select event_status from event", RewriteFixture.rewrite(AUTOCORRECT, "select status from event", CATALOG).sql());
    }

    @Test
    void anUnsureSpellingIsNamedByBothWithoutAClaim() {
        Finding finding = onlyLintFinding("select nmae from singer");
        assertTrue(finding.fix().startsWith("not sure which was meant: singer.name (0.71)"), finding.fix());
        Declined declined = RewriteFixture.rewrite(AUTOCORRECT, "select nmae from singer", CATALOG).declined().get(0);
        assertEquals("autocorrect.column", declined.pass());
        assertTrue(declined.reason().contains("not sure which was meant: singer.name (0.71)"), declined.reason());
    }

    @Test
    void aShortNameOneEditFromAColumnIsNotAPhantom() {
        Diagnosis diagnosis = onlyDiagnosis("select singer.nme from singer");
        assertEquals(NameCandidates.SHORT, diagnosis.candidates().get(0).score());
        assertTrue(diagnosis.reason().contains("not sure which was meant: singer.name (0.75)"), diagnosis.reason());
        assertTrue(RewriteFixture.rewrite(AUTOCORRECT, "select singer.nme from singer", CATALOG).declined().stream()
                .noneMatch(d -> d.pass().equals("autocorrect.phantom-column")));
    }

    @Test
    void theDiagnosesOfATreeAreComputedOnceAndSharedWithItsScopes() {
        Scopes scopes = Scopes.resolve(tree("select nmae from singer"), CATALOG);
        assertTrue(Diagnoses.of(scopes) == Diagnoses.of(scopes));
        assertNull(Diagnoses.of(scopes).of(scopes.tree().root()));
    }

    @Test
    void aDerivedTableColumnIsLeftToItsQueryAndNamedByLintOnly() {
        String sql = "select s.nmae from (select name from singer) as s";
        Diagnosis diagnosis = onlyDiagnosis(sql);
        assertEquals(Kind.IN_DERIVED_TABLE, diagnosis.kind());
        assertTrue(onlyLintFinding(sql).describe().contains("name (0.71)"), onlyLintFinding(sql).describe());
        assertEquals(List.of(), RewriteFixture.rewrite(AUTOCORRECT, sql, CATALOG).declined());
    }

    private static Diagnosis onlyDiagnosis(String sql) {
        List<Diagnosis> all = Diagnoses.of(Scopes.resolve(tree(sql), CATALOG)).all();
        assertEquals(1, all.size(), all.toString());
        return all.get(0);
    }

    private static Finding onlyLintFinding(String sql) {
        ParsedSql parsed = assertInstanceOf(ParsedSql.class, new SqlParser().parse(sql));
        List<Finding> names = LINT.check(new RuleContext(sql, parsed, CATALOG, RulePolicy.DEFAULT)).stream()
                .filter(f -> f.category() == RuleCategory.LINT && f.ruleId().startsWith("lint.unknown-")).toList();
        assertEquals(1, names.size(), names.toString());
        return names.get(0);
    }

    private static SqlTree tree(String sql) {
        ParsedSql parsed = assertInstanceOf(ParsedSql.class, new SqlParser().parse(sql));
        return parsed.first();
    }

    private static Catalog withEvent() {
        List<Table> tables = new ArrayList<>(TestCatalogs.CONCERT_SINGER.tables());
        tables.add(TestCatalogs.table("event", List.of("event_id"), List.of(), "event_id int4", "event_status text", "event_name text"));
        return Catalog.of(List.of("public"), tables);
    }
}
