package io.nlguard.guard.rewrite.autocorrect;

import static io.nlguard.guard.rewrite.autocorrect.AutocorrectFixture.assertDeclines;
import static io.nlguard.guard.rewrite.autocorrect.AutocorrectFixture.assertSilent;
import static io.nlguard.guard.rewrite.autocorrect.AutocorrectFixture.assertUnchanged;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rewrite.Declined;

class ForeignKeyHintTest {

    private static final ForeignKeyHint PASS = new ForeignKeyHint();

    @Test
    void aColumnOfTheQualifiersNeighbourGetsTheExactJoin() {
        Declined declined = assertDeclines(PASS,
                "SELECT T2.cost FROM event AS T1 JOIN expense AS T2 ON T1.event_id = T2.link_to_event WHERE T1.event_name = 'Posters'",
                "add JOIN budget ON T2.link_to_budget = budget.budget_id and write budget.link_to_event");
        assertEquals("expense (T2) has no column link_to_event; budget has it, which the query does not join: add JOIN budget"
                + " ON T2.link_to_budget = budget.budget_id and write budget.link_to_event", declined.reason());
        assertEquals(1, declined.line());
        assertEquals(69, declined.column());
    }

    @Test
    void theKeyIsFollowedInEitherDirection() {
        assertDeclines(PASS, "SELECT budget.cost FROM budget WHERE budget.category = 'Food'",
                "add JOIN expense ON budget.budget_id = expense.link_to_budget and write expense.cost");
    }

    @Test
    void anUnqualifiedColumnLooksAtTheNeighboursOfEveryTableInScope() {
        assertDeclines(PASS, "SELECT count(*) FROM laboratory WHERE sex = 'F'",
                "no table in scope (laboratory) has a column sex; patient has it, which the query does not join:"
                        + " add JOIN patient ON laboratory.id = patient.id and write patient.sex");
    }

    @Test
    void aQualifierNamingATableMissingFromFromGetsItsJoin() {
        assertDeclines(PASS, "SELECT count(patient.id) FROM patient JOIN examination ON patient.id = examination.id WHERE laboratory.igg < 900",
                "table laboratory is not in the FROM clause: add JOIN laboratory ON patient.id = laboratory.id");
    }

    @Test
    void aCompositeKeyJoinsOnAllItsColumns() {
        assertDeclines(PASS, "SELECT r.lap FROM race_driver AS r",
                "add JOIN lap ON r.race_id = lap.race_id AND r.driver_id = lap.driver_id and write lap.lap");
    }

    @Test
    void severalNeighboursAreAllOffered() {
        assertDeclines(PASS, "SELECT atom.atom_id2 FROM atom",
                "connected has it, which the query does not join: add one of JOIN connected ON atom.atom_id = connected.atom_id;"
                        + " JOIN connected ON atom.atom_id = connected.atom_id2");
    }

    @Test
    void aTableNoKeyReachesIsNamedWithoutAJoin() {
        assertDeclines(PASS, "SELECT event_name FROM expense",
                "it is on event, which no foreign key links directly to the tables of this query: join it");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT T1.cdscode FROM satscores AS T1 JOIN schools AS T2 ON T1.cds = T2.cdscode",
            "SELECT creationdate FROM posts",
            "SELECT T1.\"first date\" FROM patient AS T1",
            "SELECT T2.cost FROM event AS T1 JOIN budget AS B ON B.link_to_event = T1.event_id JOIN expense AS T2 ON T2.link_to_budget = B.budget_id"})
    void saysNothingWhenAnotherPassFixesItOrNothingIsWrong(String sql) {
        assertSilent(PASS, sql);
    }

    @Test
    void neverChangesTheQuery() {
        assertUnchanged(PASS, "SELECT count(*) FROM laboratory WHERE sex = 'F'");
    }
}
