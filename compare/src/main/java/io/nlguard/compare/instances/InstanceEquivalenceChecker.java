package io.nlguard.compare.instances;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonRequest;
import io.nlguard.compare.request.InstanceOptions;
import io.nlguard.compare.request.NullEqualityMode;
import io.nlguard.compare.validate.PostgresSandbox;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableName;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.ParseFailure;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;

/**
 * Checks whether two queries agree on several generated databases of the schema they are asked on,
 * not only on the one database at hand, where empty tables or lucky data can make wrong SQL look
 * right (the idea of Spider's test-suite evaluation, Zhong et al. 2020).
 *
 * <p>For each instance: a fresh schema {@code nlguard_inst_<n>_<random>} with copies of the tables
 * the queries read (and those their foreign keys reference), filled with rows that honour keys,
 * foreign keys, NOT NULL, CHECK constraints and column types and that contain the queries' literals
 * and their neighbours ({@link LiteralHarvester}); both queries run on it through the read-only
 * {@link PostgresSandbox} with the schema first on the {@code search_path}; the results are compared
 * with the configured mode, tolerances and column options; the schema is dropped in any case.
 *
 * <p><b>NULLs.</b> Instances compare NULL strictly (NULL equals NULL) whatever
 * {@code null_equality_mode} says: under {@code sql_semantic} a result holding a NULL equals nothing,
 * not even itself, and every instance with a NULL in the output would tell two identical queries apart.
 *
 * <p><b>What is not checked.</b> Queries that name a schema ({@code public.singer}) would read the real
 * tables, and views are not copied: such queries get {@code not_checked} with the reason. Column
 * types the generator knows: integers, numeric, real/double, text/varchar/char, boolean,
 * date/timestamp/timestamptz/time, uuid, enums (and empty arrays); another type gets NULL where
 * nullable, and an instance that would need a value of it in a NOT NULL column is skipped. A cycle of
 * NOT NULL foreign keys leaves only the empty instance ({@link FillOrder}).
 *
 * <p><b>Ties.</b> Generated data repeats values on purpose. Where a query's result depends on how
 * PostgreSQL breaks ties ({@code ORDER BY age LIMIT 1} with two singers of that age), two queries
 * that agree on the intent may pick different rows on an instance and are reported as differing;
 * the distinguishing instance shows the rows so that a reader can tell.
 *
 * <p>The connection must be in autocommit mode (like the sandbox's); the generator writes each
 * instance in a transaction of its own. Nothing is thrown for a query's error: it is recorded on the
 * instance.
 */
public final class InstanceEquivalenceChecker {

    private final SqlParser parser;
    private final CatalogLoader catalogLoader;

    public InstanceEquivalenceChecker() {
        this(new SqlParser(), new CatalogLoader());
    }

    public InstanceEquivalenceChecker(SqlParser parser, CatalogLoader catalogLoader) {
        this.parser = parser;
        this.catalogLoader = catalogLoader;
    }

    /** Checks the request's actual_sql against its expected_sql with its config. */
    public InstanceEquivalence check(Connection connection, ComparisonRequest request, InstanceOptions options)
            throws SQLException {
        return check(connection, request.actualSql(), request.expectedSql(), request.config(), options);
    }

    /**
     * @throws IllegalStateException when the connection is not in autocommit mode
     * @throws SQLException          when the connection fails outside of a query (reading the schema, writing or
     *                               dropping an instance's schema)
     */
    public InstanceEquivalence check(Connection connection, String actualSql, String expectedSql,
                                     ComparisonConfig config, InstanceOptions options) throws SQLException {
        return check(connection, parser.parse(actualSql), parser.parse(expectedSql), config, options);
    }

    /**
     * The check on two texts the caller has already parsed with the guard's parser (Layer 1 has), so that
     * neither the literal harvest nor the runs on each instance parse them again.
     *
     * @throws IllegalStateException when the connection is not in autocommit mode
     * @throws SQLException          when the connection fails outside of a query
     */
    public InstanceEquivalence check(Connection connection, ParseResult actual, ParseResult expected,
                                     ComparisonConfig config, InstanceOptions options) throws SQLException {
        if (!connection.getAutoCommit()) {
            throw new IllegalStateException("the instance check needs a connection in autocommit mode");
        }
        List<String> notes = new ArrayList<>();
        if (config.nullEqualityMode() == NullEqualityMode.SQL_SEMANTIC) {
            notes.add("instances compare NULL as equal to NULL: under sql_semantic no result holding a NULL would"
                    + " equal even itself");
        }
        ComparisonConfig instanceConfig = config.toBuilder().nullEqualityMode(NullEqualityMode.STRICT).build();
        String unparsed = unparsed("actual", actual) != null ? unparsed("actual", actual) : unparsed("expected", expected);
        if (unparsed != null) {
            return InstanceEquivalence.notChecked(options.seed(), options.instances(), unparsed, notes);
        }
        Catalog catalog = catalogLoader.load(connection);
        Scopes actualScopes = Scopes.resolve(((ParsedSql) actual).first(), catalog);
        Scopes expectedScopes = Scopes.resolve(((ParsedSql) expected).first(), catalog);
        QueryTables tables = QueryTables.of(catalog, List.of(actualScopes, expectedScopes));
        if (!tables.problems().isEmpty()) {
            return InstanceEquivalence.notChecked(options.seed(), options.instances(),
                    "a query " + String.join("; a query ", tables.problems()), notes);
        }
        InstancePlan plan = plan(connection, tables, actualScopes, expectedScopes);
        if (plan.order().problem() != null) {
            notes.add(plan.order().problem() + ": only instances with empty tables can be generated");
        }
        InstanceGenerator generator = new InstanceGenerator(connection, plan, options.seed(), options.maxRowsPerTable());
        InstanceRunner runner = new InstanceRunner(connection, instanceConfig, PostgresSandbox.of(connection, instanceConfig));
        List<InstanceOutcome> outcomes = new ArrayList<>();
        for (int index = 0; index < options.instances(); index++) {
            String schema = InstanceSchema.newName(index);
            try {
                GeneratedInstance instance = generator.generate(index, schema);
                outcomes.add(runner.run(instance, actual, expected));
            } catch (InstanceSkipped skipped) {
                outcomes.add(InstanceOutcome.skipped(index, InstanceProfile.forIndex(index), skipped.getMessage()));
            } finally {
                InstanceSchema.drop(connection, schema);
            }
        }
        return InstanceEquivalence.of(options.seed(), outcomes, notes);
    }

    private static String unparsed(String side, ParseResult result) {
        if (result instanceof ParseFailure failure) {
            return "the " + side + " query does not parse: " + failure.message();
        }
        if (((ParsedSql) result).statements().size() != 1) {
            return "the " + side + " SQL is not a single statement";
        }
        return null;
    }

    /** The tables' specs in fill order and the literals of both queries. */
    static InstancePlan plan(Connection connection, QueryTables tables, Scopes actual, Scopes expected)
            throws SQLException {
        List<TableName> copied = tables.tables().stream().map(Table::name).toList();
        List<TableSpec> specs = new ArrayList<>();
        for (Table table : tables.tables()) {
            specs.add(TableSpecReader.read(connection, table, copied));
        }
        Literals literals = new Literals();
        LiteralHarvester.harvest(actual, literals);
        LiteralHarvester.harvest(expected, literals);
        return new InstancePlan(FillOrder.of(specs), literals);
    }
}
