package io.nlguard.compare.instances;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.InstanceOptions;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/** Generated instances on a real server: constraints in force, literals in the data, cycles filled. */
@RealPostgres
class InstanceGeneratorOnPostgresTest {

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        SpiderSchema.create(db);
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create type mood as enum ('sad', 'ok', 'happy')");
            s.execute("create table department(dept_id int primary key, title varchar(12) not null, head_id int)");
            s.execute("create table employee(emp_id bigint primary key, name text not null, badge varchar(8) unique,"
                    + " salary numeric(7,2), code uuid, feeling mood, hired timestamptz, start_time time,"
                    + " manager_id bigint references employee, dept_id int not null references department)");
            s.execute("alter table department add foreign key (head_id) references employee");
        }
    }

    private static InstancePlan plan(Connection c, String actual, String expected) throws SQLException {
        Catalog catalog = new CatalogLoader().load(c);
        SqlParser parser = new SqlParser();
        Scopes a = Scopes.resolve(((ParsedSql) parser.parse(actual)).first(), catalog);
        Scopes e = Scopes.resolve(((ParsedSql) parser.parse(expected)).first(), catalog);
        QueryTables tables = QueryTables.of(catalog, List.of(a, e));
        assertTrue(tables.problems().isEmpty(), tables.problems().toString());
        return InstanceEquivalenceChecker.plan(c, tables, a, e);
    }

    /** Generates every instance, hands each to {@code check} while it exists, and drops it. */
    private static List<GeneratedInstance> generateAll(Connection c, InstancePlan plan, long seed, InstanceCheck check)
            throws Exception {
        InstanceGenerator generator = new InstanceGenerator(c, plan, seed, InstanceOptions.DEFAULT_MAX_ROWS);
        List<GeneratedInstance> instances = new ArrayList<>();
        for (int i = 0; i < InstanceOptions.DEFAULT_INSTANCES; i++) {
            String schema = InstanceSchema.newName(i);
            try {
                GeneratedInstance instance = generator.generate(i, schema);
                assertTrue(c.getAutoCommit(), "the connection is back in autocommit mode");
                check.accept(instance);
                instances.add(instance);
            } finally {
                InstanceSchema.drop(c, schema);
            }
        }
        return instances;
    }

    private interface InstanceCheck {
        void accept(GeneratedInstance instance) throws Exception;
    }

    @Test
    void instancesKeepEveryConstraintAndHoldTheQueriesLiterals(TestDatabase db) throws Exception {
        String actual = "SELECT name FROM singer WHERE age > 30 AND name LIKE 'Jo%'";
        String expected = "SELECT s.name FROM singer s JOIN singer_in_concert sic ON s.singer_id = sic.singer_id"
                + " JOIN concert c ON c.concert_id = sic.concert_id WHERE c.year = 2014";
        try (Connection c = db.connect()) {
            InstancePlan plan = plan(c, actual, expected);
            List<String> order = plan.order().tables().stream().map(t -> t.name().name()).toList();
            assertEquals(4, order.size(), "stadium comes along: concert references it");
            assertTrue(order.indexOf("stadium") < order.indexOf("concert"), order.toString());
            assertTrue(order.indexOf("concert") < order.indexOf("singer_in_concert"), order.toString());
            assertTrue(order.indexOf("singer") < order.indexOf("singer_in_concert"), order.toString());
            long[] found = new long[8];
            generateAll(c, plan, 3, instance -> {
                String s = SqlNames.quote(instance.schema());
                assertEquals(4, count(c, "select count(*) from information_schema.tables where table_schema = ?",
                        instance.schema()));
                assertEquals(4, constraints(c, instance.schema(), "p"));
                assertEquals(3, constraints(c, instance.schema(), "f"));
                assertEquals(1, constraints(c, instance.schema(), "c"), "the CHECK on age is copied");
                for (Map.Entry<String, Integer> table : instance.rowCounts().entrySet()) {
                    assertEquals(table.getValue().longValue(), count(c, "select count(*) from " + s + "."
                            + SqlNames.quote(table.getKey())), table.getKey());
                }
                if (instance.index() == 0) {
                    assertTrue(instance.rowCounts().values().stream().allMatch(n -> n == 0), "the empty instance");
                } else if (!instance.profile().name().equals("mixed")) {
                    assertTrue(instance.rowCounts().get("singer") > 0, "instance " + instance.index());
                }
                assertEquals(0, count(c, "select count(*) from " + s + ".singer where name is null or age < 0"));
                found[0] += count(c, "select count(*) from " + s + ".singer where age = 30");
                found[1] += count(c, "select count(*) from " + s + ".singer where age = 31");
                found[2] += count(c, "select count(*) from " + s + ".singer where age = 29");
                found[3] += count(c, "select count(*) from " + s + ".singer where name like 'Jo%'");
                found[4] += count(c, "select count(*) from " + s + ".concert where year = 2014");
                found[5] += count(c, "select count(*) from " + s + ".singer where country is null");
                found[6] += count(c, "select count(*) - count(distinct age) from " + s + ".singer");
                found[7] += count(c, "select count(*) from " + s + ".singer_in_concert sic join " + s + ".concert c"
                        + " using (concert_id) join " + s + ".singer using (singer_id) where c.year = 2014");
            });
            String[] what = {"age 30", "age 31", "age 29", "a name LIKE 'Jo%'", "year 2014", "a NULL country",
                    "a repeated age", "a singer in a 2014 concert"};
            for (int i = 0; i < found.length; i++) {
                assertTrue(found[i] > 0, "some instance holds " + what[i]);
            }
        }
    }

    @Test
    void selfReferencesAndACycleOfForeignKeysAreFilled(TestDatabase db) throws Exception {
        try (Connection c = db.connect()) {
            InstancePlan plan = plan(c, "SELECT e.name FROM employee e JOIN department d ON e.dept_id = d.dept_id",
                    "SELECT name FROM employee WHERE feeling = 'happy' AND salary > 100.5");
            assertNull(plan.order().problem());
            assertEquals(List.of("department", "employee"), plan.order().tables().stream().map(t -> t.name().name()).toList());
            assertEquals(2, plan.order().deferred().size(), "employee.manager_id and department.head_id are set late");
            long[] found = new long[3];
            List<GeneratedInstance> instances = generateAll(c, plan, 8, instance -> {
                String s = SqlNames.quote(instance.schema());
                if (instance.index() > 0) {
                    assertTrue(instance.rowCounts().get("employee") > 0 || instance.rowCounts().get("department") == 0);
                }
                assertEquals(0, count(c, "select count(badge) - count(distinct badge) from " + s + ".employee"));
                assertEquals(0, count(c, "select count(*) from " + s + ".employee where salary <> round(salary, 2)"
                        + " or length(badge) > 8"));
                found[0] += count(c, "select count(*) from " + s + ".employee where manager_id is not null");
                found[1] += count(c, "select count(*) from " + s + ".department where head_id is not null");
                found[2] += count(c, "select count(*) from " + s + ".employee where feeling = 'happy'"
                        + " and code is not null and hired is not null and start_time is not null");
            });
            assertEquals(InstanceOptions.DEFAULT_INSTANCES, instances.size(), "no instance is skipped");
            assertTrue(found[0] > 0, "some employee has a manager");
            assertTrue(found[1] > 0, "some department has a head");
            assertTrue(found[2] > 0, "enum, uuid, timestamptz and time values are generated");
        }
    }

    @Test
    void foreignKeysHoldSoAJoinOnThemEqualsANotNullTest(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            InstanceEquivalence result = new InstanceEquivalenceChecker().check(c,
                    "SELECT e.name FROM employee e JOIN employee m ON e.manager_id = m.emp_id",
                    "SELECT name FROM employee WHERE manager_id IS NOT NULL", ComparisonConfig.defaults(),
                    InstanceOptions.withSeed(21));
            assertEquals(InstanceVerdict.EQUIVALENT_ON_ALL, result.verdict(), String.valueOf(result.distinguishingInstance()));
            assertTrue(result.instances().stream().anyMatch(o -> o.actualRows() > 0));
        }
    }

    private static long constraints(Connection c, String schema, String type) throws SQLException {
        return count(c, "select count(*) from pg_constraint where connamespace = to_regnamespace(?) and contype = '"
                + type + "' and convalidated", SqlNames.quote(schema));
    }

    private static long count(Connection c, String sql, String... parameters) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                ps.setString(i + 1, parameters[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }
}
