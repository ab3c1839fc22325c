package io.nlguard.guard.rules.firewall;

import static io.nlguard.guard.rules.firewall.Firewall.READ_ONLY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RulePolicy;

/**
 * What JDBC drivers and database tools send on their own: connection setup and catalog queries.
 * None may draw any finding from the firewall, on a normal or a read-only connection.
 */
class ToolQueriesTest {

    @ParameterizedTest
    @ValueSource(strings = {
            // pgjdbc: connection setup, type lookup, getTables()
            "SET extra_float_digits = 3",
            "SET application_name = 'PostgreSQL JDBC Driver'",
            "SELECT pg_type.oid, typname FROM pg_catalog.pg_type LEFT JOIN (select ns.oid as nspoid, ns.nspname, r.r from pg_namespace as ns"
                    + " join ( select s.r, (current_schemas(false))[s.r] as nspname from generate_series(1, array_upper(current_schemas(false), 1))"
                    + " as s(r) ) as r using ( nspname ) ) as sp ON sp.nspoid = typnamespace WHERE typname = $1 ORDER BY sp.r, pg_type.oid DESC LIMIT 1",
            "SELECT NULL AS TABLE_CAT, n.nspname AS TABLE_SCHEM, c.relname AS TABLE_NAME, CASE n.nspname ~ '^pg_' OR n.nspname = 'information_schema'"
                    + " WHEN true THEN CASE WHEN n.nspname = 'pg_catalog' OR n.nspname = 'information_schema' THEN CASE c.relkind WHEN 'r'"
                    + " THEN 'SYSTEM TABLE' WHEN 'v' THEN 'SYSTEM VIEW' ELSE NULL END ELSE NULL END WHEN false THEN CASE c.relkind WHEN 'r'"
                    + " THEN 'TABLE' WHEN 'p' THEN 'PARTITIONED TABLE' WHEN 'v' THEN 'VIEW' ELSE NULL END ELSE NULL END AS TABLE_TYPE,"
                    + " d.description AS REMARKS, '' as TYPE_CAT, '' AS REF_GENERATION FROM pg_catalog.pg_namespace n, pg_catalog.pg_class c"
                    + " LEFT JOIN pg_catalog.pg_description d ON (c.oid = d.objoid AND d.objsubid = 0 and d.classoid = 'pg_class'::regclass)"
                    + " WHERE c.relnamespace = n.oid AND c.relname LIKE '%' AND (false OR ( c.relkind IN ('r','p') AND n.nspname !~ '^pg_'"
                    + " AND n.nspname <> 'information_schema' ) ) ORDER BY TABLE_TYPE,TABLE_SCHEM,TABLE_NAME",
            "SELECT t.typname,t.oid FROM pg_catalog.pg_type t JOIN pg_catalog.pg_namespace n ON (t.typnamespace = n.oid) WHERE n.nspname != 'pg_toast'"
                    + " AND (t.typrelid = 0 OR (SELECT c.relkind = 'c' FROM pg_catalog.pg_class c WHERE c.oid = t.typrelid))",
            "SHOW TRANSACTION ISOLATION LEVEL",
            "SELECT current_schema(), version()",
            "select current_database()",
            "SHOW search_path",
            "SET search_path TO public",
            "SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL READ COMMITTED",
            // DBeaver: navigator, metadata and keyword queries
            "SET application_name = 'DBeaver 24.0.0 - Main <postgres>'",
            "SELECT n.nspname, c.relname FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace"
                    + " WHERE c.relkind IN ('r','v') AND 1=1",
            "SELECT n.oid,n.*,d.description FROM pg_catalog.pg_namespace n LEFT OUTER JOIN pg_catalog.pg_description d ON d.objoid=n.oid"
                    + " AND d.objsubid=0 AND d.classoid='pg_namespace'::regclass ORDER BY nspname",
            "SELECT c.oid,c.*,d.description,pg_catalog.pg_get_expr(c.relpartbound, c.oid) as partition_expr,"
                    + " pg_catalog.pg_get_partkeydef(c.oid) as partition_key FROM pg_catalog.pg_class c LEFT OUTER JOIN pg_catalog.pg_description d"
                    + " ON d.objoid=c.oid AND d.objsubid=0 AND d.classoid='pg_class'::regclass WHERE c.relnamespace=$1 AND c.relkind not in ('i','I','c')",
            "SELECT db.oid,db.* FROM pg_catalog.pg_database db WHERE datallowconn AND NOT datistemplate OR db.datname =$1 ORDER BY db.datname",
            "select string_agg(word, ',') from pg_catalog.pg_get_keywords() where word <> ALL ('{a,abs,absolute,action}'::text[])",
            "SELECT current_schema(),session_user",
            "select * from pg_catalog.pg_settings where name='max_index_keys'",
            // information_schema, psql, pg_dump
            "SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = 'public'"
                    + " ORDER BY table_name, ordinal_position",
            "SELECT e.extname AS \"Name\", e.extversion AS \"Version\", n.nspname AS \"Schema\", c.description AS \"Description\""
                    + " FROM pg_catalog.pg_extension e LEFT JOIN pg_catalog.pg_namespace n ON n.oid = e.extnamespace"
                    + " LEFT JOIN pg_catalog.pg_description c ON c.objoid = e.oid AND c.classoid = 'pg_catalog.pg_extension'::pg_catalog.regclass ORDER BY 1",
            "SELECT pg_catalog.set_config('search_path', '', false)",
            "SELECT a.attname, format_type(a.atttypid, a.atttypmod) FROM pg_catalog.pg_attribute a WHERE a.attrelid = 'public.users'::regclass"
                    + " AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum",
            "SELECT 1"})
    void toolQueriesDrawNoFinding(String sql) {
        for (RulePolicy policy : List.of(RulePolicy.DEFAULT, READ_ONLY)) {
            List<Finding> findings = Firewall.check(sql, policy);
            assertTrue(findings.isEmpty(), () -> sql + "\n drew " + findings.get(0).describe());
        }
        // the list is only meaningful if the rules ran: every rule must at least have had the chance
        assertEquals(15, FirewallRules.all().size());
    }
}
