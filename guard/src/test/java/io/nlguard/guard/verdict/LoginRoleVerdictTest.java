package io.nlguard.guard.verdict;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.features.Question;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogSource;

/** The login role reaches the rules through the context, and verdicts are cached per login. */
class LoginRoleVerdictTest {

    private final GuardEngine engine = new GuardEngine(GuardSettings.DEFAULT.withModel("off"));
    private final Catalog catalog = Catalog.empty();
    private final CatalogSource source = () -> catalog;

    private Decision as(String login, String sql) {
        return engine.inspect(sql, new GuardContext(EntryPoint.EXECUTE, source, Question.NONE, login));
    }

    @Test
    void setRoleToOneselfRunsAndToAnotherIsBlockedWithTheSameTextAndSnapshot() {
        String sql = "SET ROLE 'app_owner'";
        assertFalse(as("app_owner", sql).blocked());
        assertTrue(as("intruder", sql).blocked(), "a verdict cached for app_owner must not serve another login");
        assertTrue(as(null, sql).blocked(), "an unknown login allows no named role");
        assertFalse(as("app_owner", sql).blocked());
    }
}
