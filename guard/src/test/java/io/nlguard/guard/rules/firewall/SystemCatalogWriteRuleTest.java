package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SystemCatalogWriteRuleTest {

    private static final String RULE = "system-catalog-write";

    @Test
    void writesToCatalogTablesAreCitedAtTheTarget() {
        assertFires(RULE, "UPDATE pg_catalog.pg_authid SET rolsuper = true WHERE rolname = 'bob'", "Table(pg_authid) at 1:8");
        assertFires(RULE, "INSERT INTO pg_catalog.pg_proc VALUES (1)", "target of INSERT");
        assertFires(RULE, "DELETE FROM pg_shadow WHERE usename = 'x'", "Table(pg_shadow) at 1:13");
        assertFires(RULE, "TRUNCATE pg_class", "Table(pg_class) at 1:10");
        assertFires(RULE, "DROP TABLE information_schema.tables", "the system relation information_schema.tables");
        assertFires(RULE, "CREATE TABLE pg_catalog.evil (a int)", "Table(evil) at 1:14");
    }

    @Test
    void writesInsideAWithQueryOrIntoACatalogSchemaCount() {
        assertFires(RULE, "WITH d AS (DELETE FROM pg_catalog.pg_authid WHERE rolname = 'x' RETURNING *) SELECT * FROM d",
                "Table(pg_authid) at 1:24");
        assertFires(RULE, "SELECT * INTO pg_catalog.evil FROM singer", "the target of SELECT ... INTO");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT * FROM pg_catalog.pg_class",
            "WITH c AS (SELECT * FROM pg_catalog.pg_class) SELECT * FROM c",
            "SELECT relname INTO TEMP classes FROM pg_catalog.pg_class",
            "INSERT INTO audit SELECT relname FROM pg_catalog.pg_class",
            "UPDATE singer SET age = 1 WHERE singer_id IN (SELECT oid FROM pg_class)",
            "DELETE FROM public.sessions WHERE id = ?",
            "CREATE TABLE reports (id int)"})
    void readingCatalogsOrWritingUserTablesPasses(String sql) {
        assertQuiet(RULE, sql);
    }
}
