package io.nlguard.guard.types.calcite;

import io.nlguard.guard.schema.Catalog;
import org.apache.calcite.jdbc.CalciteSchema;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.rel.type.RelDataTypeSystem;
import org.apache.calcite.runtime.CalciteContextException;
import org.apache.calcite.sql.SqlKind;
import org.apache.calcite.sql.SqlNode;
import org.apache.calcite.sql.SqlNodeList;
import org.apache.calcite.sql.parser.SqlParseException;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.calcite.sql.type.SqlTypeFactoryImpl;
import org.apache.calcite.sql.validate.SqlValidator;
import org.apache.calcite.sql.validate.SqlValidatorUtil;

import java.util.List;
import java.util.Objects;

/**
 * Validates queries with Calcite against one catalog snapshot: unknown tables and columns, type
 * errors, wrong function arity, ungrouped columns. The Calcite schema is built once, in the
 * constructor, and only read afterwards; each {@link #validate} call parses and validates with its
 * own parser, type factory and validator, so one instance serves any number of threads.
 *
 * <p>Meant for prepare time or background checks, not for every execution: a typical query takes a
 * few milliseconds. Obtain instances through {@link DeepValidators#forCatalog}.
 */
public final class DeepValidator {

    private final Catalog catalog;
    private final CalciteSchema root;
    private final List<List<String>> schemaPaths;

    public DeepValidator(Catalog catalog) {
        this.catalog = Objects.requireNonNull(catalog, "catalog");
        this.root = CatalogSchemas.rootOf(catalog);
        this.schemaPaths = SearchPathCatalogReader.schemaPaths(catalog.searchPath());
    }

    /** The {@link Catalog#version()} this validator was built from. */
    public long catalogVersion() {
        return catalog.version();
    }

    /** Parses and validates one statement; never throws for anything Calcite makes of the SQL. */
    public DeepValidation validate(String sql) {
        SourceText text = new SourceText(Objects.requireNonNull(sql, "sql"));
        try {
            return check(text);
        } catch (RuntimeException | AssertionError | LinkageError | StackOverflowError e) {
            // An optional second opinion must never fail the statement it was asked about. Validation
            // errors come as CalciteContextException; anything else is Calcite tripping over itself.
            return internalFailure(e);
        }
    }

    private DeepValidation check(SourceText text) {
        SqlNode statement;
        try {
            statement = parseOne(text);
        } catch (SqlParseException e) {
            return ParseFailures.explain(e, text);
        }
        if (statement == null) {
            return DeepValidation.unsupported("Deep validation checks one statement at a time.");
        }
        if (!statement.getKind().belongsTo(SqlKind.QUERY)) {
            return ParseFailures.notAQuery(text.firstKeyword());
        }
        boolean castsTrusted = !text.sql().contains("::") || InfixCastRepair.repair(statement, text);
        try {
            newValidator().validate(statement);
            return DeepValidation.valid();
        } catch (CalciteContextException e) {
            return ValidationFailures.classify(e, catalog, text, castsTrusted);
        }
    }

    /** The statement, or null when the text holds none or several (a trailing semicolon is fine). */
    private static SqlNode parseOne(SourceText text) throws SqlParseException {
        SqlNodeList statements = SqlParser.create(text.sql(), PostgresDialect.PARSER).parseStmtList();
        return statements.size() == 1 ? statements.get(0) : null;
    }

    /** Validators keep per-statement state, so each call gets its own; the schema is shared. */
    private SqlValidator newValidator() {
        RelDataTypeFactory types = new SqlTypeFactoryImpl(RelDataTypeSystem.DEFAULT);
        SearchPathCatalogReader reader = new SearchPathCatalogReader(root, schemaPaths, types);
        return SqlValidatorUtil.newValidator(PostgresDialect.OPERATORS, reader, types, PostgresDialect.VALIDATOR);
    }

    private static DeepValidation internalFailure(Throwable e) {
        String what = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage().lines().findFirst().orElse("");
        return DeepValidation.unsupported("Calcite failed on this statement (" + what + "); deep validation skipped.");
    }
}
