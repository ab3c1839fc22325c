package io.nlguard.compare.structure;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.nlguard.guard.schema.Catalog;
import org.apache.calcite.avatica.util.Casing;
import org.apache.calcite.avatica.util.Quoting;
import org.apache.calcite.config.CalciteConnectionConfig;
import org.apache.calcite.config.CalciteConnectionConfigImpl;
import org.apache.calcite.config.CalciteConnectionProperty;
import org.apache.calcite.config.NullCollation;
import org.apache.calcite.jdbc.CalciteSchema;
import org.apache.calcite.plan.RelOptCluster;
import org.apache.calcite.plan.RelOptTable;
import org.apache.calcite.plan.hep.HepPlanner;
import org.apache.calcite.plan.hep.HepProgram;
import org.apache.calcite.prepare.CalciteCatalogReader;
import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.RelFactories;
import org.apache.calcite.rel.metadata.DefaultRelMetadataProvider;
import org.apache.calcite.rel.metadata.ProxyingMetadataHandlerProvider;
import org.apache.calcite.rel.metadata.RelMetadataQuery;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rel.type.RelDataTypeSystem;
import org.apache.calcite.rex.RexBuilder;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.fun.SqlLibrary;
import org.apache.calcite.sql.fun.SqlLibraryOperatorTableFactory;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.calcite.sql.parser.babel.SqlBabelParserImpl;
import org.apache.calcite.sql.type.SqlTypeFactoryImpl;
import org.apache.calcite.sql.util.SqlOperatorTables;
import org.apache.calcite.sql.validate.SqlConformanceEnum;
import org.apache.calcite.sql.validate.SqlNameMatchers;
import org.apache.calcite.sql.validate.SqlValidator;
import org.apache.calcite.sql.validate.SqlValidatorUtil;
import org.apache.calcite.sql2rel.SqlToRelConverter;
import org.apache.calcite.sql2rel.StandardConvertletTable;
import org.apache.calcite.tools.RelBuilder;

import java.util.List;
import java.util.Properties;

/**
 * Turns a query into its canonical relational plan text over one catalog snapshot: Calcite's Babel
 * parser (PostgreSQL-leaning settings, like the guard's deep validator), validation, conversion to
 * relational algebra, {@link PlanRewrites}, {@link PlanText}. The schema is built once per catalog
 * version; every call has its own validator, planner and cluster, so one instance serves any thread.
 *
 * <p>Calcite's metadata is served through proxies rather than generated code, and its expression
 * executor is replaced by one that reduces nothing, so planning runs without a Java compiler.
 */
final class RelationalPlanner {

    /** Why a query has no plan: what Calcite said. */
    static final class PlanningException extends Exception {
        PlanningException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private static final Cache<Long, RelationalPlanner> BY_CATALOG_VERSION = Caffeine.newBuilder().maximumSize(16).build();

    private static final SqlParser.Config PARSER = SqlParser.config()
            .withParserFactory(SqlBabelParserImpl.FACTORY)
            .withConformance(SqlConformanceEnum.BABEL)
            .withQuoting(Quoting.DOUBLE_QUOTE)
            .withUnquotedCasing(Casing.UNCHANGED)
            .withQuotedCasing(Casing.UNCHANGED)
            .withCaseSensitive(false);

    private static final SqlOperatorTable OPERATORS = SqlOperatorTables.chain(SqlStdOperatorTable.instance(),
            SqlLibraryOperatorTableFactory.INSTANCE.getOperatorTable(SqlLibrary.POSTGRESQL));

    private static final SqlValidator.Config VALIDATOR = SqlValidator.Config.DEFAULT
            .withConformance(SqlConformanceEnum.BABEL)
            .withDefaultNullCollation(NullCollation.HIGH);

    private static final SqlToRelConverter.Config CONVERTER = SqlToRelConverter.config()
            .withExpand(false)
            .withTrimUnusedFields(false);

    private static final CalciteConnectionConfig CONNECTION = caseInsensitive();

    private static final RelOptTable.ViewExpander NO_VIEWS = (rowType, queryString, schemaPath, viewPath) -> {
        throw new UnsupportedOperationException("views are not expanded");
    };

    private final CalciteSchema root;
    private final List<List<String>> schemaPaths;

    private RelationalPlanner(Catalog catalog) {
        this.root = PlanSchema.rootOf(catalog);
        this.schemaPaths = PlanSchema.schemaPaths(catalog);
    }

    static RelationalPlanner forCatalog(Catalog catalog) {
        return BY_CATALOG_VERSION.get(catalog.version(), version -> new RelationalPlanner(catalog));
    }

    /** The canonical plan text of one query. */
    String plan(String sql) throws PlanningException {
        SqlNode statement;
        try {
            SqlNodeList statements = SqlParser.create(sql, PARSER).parseStmtList();
            if (statements.size() != 1 || !statements.get(0).getKind().belongsTo(SqlKind.QUERY)) {
                throw new PlanningException("Calcite does not read it as a single query", null);
            }
            statement = statements.get(0);
        } catch (SqlParseException e) {
            throw new PlanningException("Calcite cannot parse it: " + firstLine(e), e);
        }
        try {
            RelDataTypeFactory types = new SqlTypeFactoryImpl(RelDataTypeSystem.DEFAULT);
            CalciteCatalogReader reader = new SearchPathReader(root, schemaPaths, types);
            SqlValidator validator = SqlValidatorUtil.newValidator(OPERATORS, reader, types, VALIDATOR);
            SqlNode valid = validator.validate(statement);
            RelOptCluster cluster = cluster(types);
            SqlToRelConverter converter = new SqlToRelConverter(NO_VIEWS, validator, reader, cluster,
                    StandardConvertletTable.INSTANCE, CONVERTER);
            RelNode plan = converter.convertQuery(valid, false, true).project();
            RelBuilder builder = RelFactories.LOGICAL_BUILDER.create(cluster, reader);
            return PlanText.of(PlanRewrites.rewrite(plan, builder));
        } catch (RuntimeException | AssertionError | LinkageError | StackOverflowError e) {
            // validation errors arrive as CalciteContextException; anything else is Calcite tripping over itself
            throw new PlanningException("Calcite cannot plan it: " + firstLine(e), e);
        }
    }

    private static RelOptCluster cluster(RelDataTypeFactory types) {
        // the planner only hosts the cluster; the rewrites run their own
        HepPlanner host = new HepPlanner(HepProgram.builder().build());
        host.setExecutor((rexBuilder, constants, reduced) -> reduced.addAll(constants));
        RelOptCluster cluster = RelOptCluster.create(host, new RexBuilder(types));
        cluster.setMetadataProvider(DefaultRelMetadataProvider.INSTANCE);
        cluster.setMetadataQuerySupplier(() -> new RelMetadataQuery(
                new ProxyingMetadataHandlerProvider(DefaultRelMetadataProvider.INSTANCE)));
        return cluster;
    }

    private static String firstLine(Throwable e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return e.getClass().getSimpleName();
        }
        return message.lines().findFirst().orElse(message);
    }

    private static CalciteConnectionConfig caseInsensitive() {
        Properties properties = new Properties();
        properties.setProperty(CalciteConnectionProperty.CASE_SENSITIVE.camelName(), "false");
        return new CalciteConnectionConfigImpl(properties);
    }

    /** Resolves unqualified names through every search-path schema, then the root. */
    private static final class SearchPathReader extends CalciteCatalogReader {
        SearchPathReader(CalciteSchema root, List<List<String>> schemaPaths, RelDataTypeFactory types) {
            super(root, SqlNameMatchers.withCaseSensitive(false), schemaPaths, types, CONNECTION);
        }
    }
}
