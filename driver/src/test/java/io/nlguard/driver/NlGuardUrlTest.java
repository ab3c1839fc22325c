package io.nlguard.driver;

import org.junit.jupiter.api.Test;

import java.sql.SQLException;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NlGuardUrlTest {

    @Test
    void targetIsJdbcPlusTheRest() throws SQLException {
        NlGuardUrl url = NlGuardUrl.parse("jdbc:nlguard:postgresql://h/db?x=1");
        assertEquals("jdbc:postgresql://h/db?x=1", url.targetUrl());
        assertEquals(Map.of(), url.settings());
    }

    @Test
    void guardSettingsAreTakenOutOfTheQuery() throws SQLException {
        NlGuardUrl url = NlGuardUrl.parse(
                "jdbc:nlguard:postgresql://h:5432/db?nlguard.mode=annotate&ssl=false&nlguard.on-error=closed&a=%20b");
        assertEquals("jdbc:postgresql://h:5432/db?ssl=false&a=%20b", url.targetUrl());
        assertEquals(Map.of("nlguard.mode", "annotate", "nlguard.on-error", "closed"), url.settings());
    }

    @Test
    void queryWithOnlyGuardSettingsLeavesNoQuestionMark() throws SQLException {
        NlGuardUrl url = NlGuardUrl.parse("jdbc:nlguard:postgresql://h/db?nlguard.mode=off");
        assertEquals("jdbc:postgresql://h/db", url.targetUrl());
        assertEquals("off", url.settings().get("nlguard.mode"));
    }

    @Test
    void queryValuesArePercentDecoded() throws SQLException {
        NlGuardUrl url = NlGuardUrl.parse("jdbc:nlguard:x://h/db?nlguard.target-driver=a%2Eb.C");
        assertEquals("a.b.C", url.settings().get("nlguard.target-driver"));
    }

    @Test
    void semicolonAttributesAreSupported() throws SQLException {
        NlGuardUrl url = NlGuardUrl.parse("jdbc:nlguard:h2:mem:t;DB_CLOSE_DELAY=-1;nlguard.mode=observe");
        assertEquals("jdbc:h2:mem:t;DB_CLOSE_DELAY=-1", url.targetUrl());
        assertEquals("observe", url.settings().get("nlguard.mode"));
    }

    @Test
    void nestedGuardUrlIsRefused() {
        SQLException e = assertThrows(SQLException.class,
                () -> NlGuardUrl.parse("jdbc:nlguard:nlguard:postgresql://h/db"));
        assertEquals("08001", e.getSQLState());
    }

    @Test
    void acceptsOnlyTheGuardPrefix() {
        assertTrue(NlGuardUrl.accepts("jdbc:nlguard:postgresql://h/db"));
        assertFalse(NlGuardUrl.accepts("jdbc:postgresql://h/db"));
        assertFalse(NlGuardUrl.accepts("jdbc:nlguardx:postgresql://h/db"));
        assertFalse(NlGuardUrl.accepts(null));
    }

    @Test
    void redactHidesPasswordsInParametersAndUserInfo() {
        assertEquals("jdbc:postgresql://h/db?user=u&password=***&ssl=true",
                NlGuardUrl.redact("jdbc:postgresql://h/db?user=u&password=s3cret&ssl=true"));
        assertEquals("jdbc:mysql://u:***@h/db", NlGuardUrl.redact("jdbc:mysql://u:s3cret@h/db"));
        assertEquals("jdbc:sqlserver://h;user=u;PWD=***", NlGuardUrl.redact("jdbc:sqlserver://h;user=u;PWD=x"));
    }
}
