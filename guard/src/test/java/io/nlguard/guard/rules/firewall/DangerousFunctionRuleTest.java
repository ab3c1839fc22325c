package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.assertFires;
import static io.nlguard.guard.rules.firewall.Firewall.assertQuiet;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rules.Finding;

class DangerousFunctionRuleTest {

    private static final String RULE = "dangerous-function";

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
            "SELECT pg_sleep(10)                                        | Anonymous(pg_sleep) at 1:8",
            "SELECT * FROM t WHERE id = 1 AND pg_sleep_for('5 min') IS NULL | Anonymous(pg_sleep_for) at 1:34",
            "SELECT pg_catalog.pg_read_file('/etc/passwd')              | Anonymous(pg_catalog.pg_read_file) at 1:8",
            "SELECT pg_read_binary_file('x')                            | calls pg_read_binary_file()",
            "SELECT * FROM pg_ls_dir('.')                               | Anonymous(pg_ls_dir) at 1:15",
            "SELECT pg_stat_file('postgresql.conf')                     | reads or lists files",
            "SELECT lo_import('/etc/passwd')                            | calls lo_import()",
            "SELECT lo_export(16384, '/tmp/x')                          | calls lo_export()",
            "SELECT * FROM dblink('host=evil', 'SELECT 1') AS t(a int)  | Anonymous(dblink) at 1:15",
            "SELECT dblink_connect('c', 'host=evil')                    | calls dblink_connect()",
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity     | kills or cancels other sessions",
            "SELECT pg_cancel_backend(42)                               | calls pg_cancel_backend()",
            "SELECT pg_reload_conf()                                    | calls pg_reload_conf()",
            "SELECT pg_rotate_logfile()                                 | calls pg_rotate_logfile()",
            "SELECT pg_file_write('x', 'y', false)                      | calls pg_file_write()",
            "SELECT set_config('role', 'postgres', false)               | Anonymous(set_config) at 1:8",
            "SELECT set_config($1, $2, false)                           | calls set_config()"})
    void dangerousCallsAreCitedWhereTheyStart(String sql, String expected) {
        assertFires(RULE, sql.strip(), expected.strip());
    }

    @Test
    void callsHiddenFromTheTreeAreFoundInTokens() {
        Finding finding = assertFires(RULE, "SELECT pg_read_file('/etc/passwd')->>0", "Anonymous(pg_read_file) at 1:8");
        assertEquals(-1, finding.nodeId());
        assertNull(finding.node());
    }

    @Test
    void unparsedStringsAreScannedToo() {
        String sql = "SELECT 1; SELECT pg_sleep(5) FROM t WHERE x ~~~ y";
        assertFalse(Firewall.parses(sql));
        assertFires(RULE, sql, "Anonymous(pg_sleep) at 1:18");
    }

    @Test
    void eachCallIsReportedOnce() {
        assertEquals(2, Firewall.check(RULE, "SELECT pg_sleep(1), pg_catalog.pg_sleep(2)").size());
    }

    @Test
    void everyListedNameIsKnown() {
        for (String name : new String[] {"pg_sleep", "pg_sleep_until", "pg_ls_waldir", "pg_ls_logdir", "dblink_exec", "pg_file_unlink"}) {
            assertTrue(DangerousFunctionRule.danger(name) != null, name);
        }
        assertNull(DangerousFunctionRule.danger("lo_from_bytea"));
        assertNull(DangerousFunctionRule.danger("pg_get_keywords"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT count(*) FROM singer",
            "SELECT pg_size_pretty(pg_total_relation_size('t'))",
            "SELECT set_config('search_path', 'public', false)",
            "SELECT pg_catalog.set_config('search_path', '', false)",
            "SELECT 'pg_sleep(5)' AS text_only, \"pg_sleep\" FROM t",
            "SELECT * FROM t -- pg_sleep(5) as a note",
            "CREATE TABLE dblink (id int)",
            "SELECT sleep_minutes(5) FROM schedule"})
    void harmlessCallsAndMentionsPass(String sql) {
        assertQuiet(RULE, sql);
    }
}
