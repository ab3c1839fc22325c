package io.nlguard.guard.rewrite.autocorrect;

import static io.nlguard.guard.rewrite.autocorrect.AutocorrectFixture.assertDeclines;
import static io.nlguard.guard.rewrite.autocorrect.AutocorrectFixture.assertSilent;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rewrite.Declined;

class PhantomColumnTest {

    private static final PhantomColumn PASS = new PhantomColumn();

    @Test
    void aColumnNoTableHasIsSaidToExistNowhere() {
        Declined declined = assertDeclines(PASS, "SELECT count(*) FROM match WHERE division = 'B1'", "division");
        assertEquals("no table in scope (match) has a column division; no table of the schema has it either: remove it, or ask which column holds what it stands for",
                declined.reason());
    }

    @Test
    void qualifiedToo() {
        assertDeclines(PASS, "SELECT m.season FROM match AS m WHERE m.division = 'B1'", "match (m) has no column division; no table of the schema has it either");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
            "SELECT season FROM match WHERE id = 1",
            "SELECT season FROM match WHERE season = \"2009/2010\"",
            "SELECT count(*) AS n FROM match HAVING n > 1",
            "SELECT seasn FROM match",
            "SELECT count(*) FROM match WHERE strftime(\"%Y\", season) = '2010'",
            "SELECT d.division FROM (SELECT id AS division FROM match) AS d",
            "SELECT sex FROM laboratory"})
    void saysNothingAboutStringsAliasesNearMissesOrColumnsOfOtherTables(String sql) {
        assertSilent(PASS, sql);
    }
}
