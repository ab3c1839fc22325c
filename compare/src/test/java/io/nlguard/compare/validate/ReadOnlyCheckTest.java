package io.nlguard.compare.validate;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.sql.SqlParser;

/** The sandbox's gate, decided from the guard's statement tree before anything runs. */
class ReadOnlyCheckTest {

    private final SqlParser parser = new SqlParser();

    private String why(String sql) {
        return ReadOnlyCheck.whyRefused(parser.parse(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "select 1",
            "select a, count(*) from t group by a having count(*) > 1 order by 2 desc limit 3",
            "with q as (select 1 as k) select * from q",
            "select 1 union all select 2",
            "values (1), (2)",
            "table t",
            "(select 1)",
            "select pg_advisory_xact_lock(1)",
            "select * from t where a in (select b from u)"})
    void queriesThatOnlyReadPass(String sql) {
        assertNull(why(sql), sql);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "insert into t values (1)",
            "update t set a = 1",
            "delete from t",
            "merge into t using u on t.id = u.id when matched then delete",
            "create table x as select 1",
            "drop table t",
            "truncate t",
            "set role postgres",
            "explain analyze delete from t",
            "SELECT * INTO x FROM t",
            "select a from t for update",
            "select a from t for share",
            "select 1 union select a from t for update",
            "with d as (delete from t returning *) select * from d",
            "with d as (insert into t values (1) returning *) select * from d",
            "select nextval('s')",
            "select pg_catalog.setval('s', 1)",
            "select pg_advisory_lock(1)",
            "select dblink_exec('host=x', 'delete from t')",
            "select 1; select 2",
            "select from where",
            ""})
    void anythingThatMayWriteOrCannotBeShownToReadIsRefused(String sql) {
        String why = why(sql);
        assertNotNull(why, sql);
        assertTrue(!why.isBlank(), sql);
    }
}
