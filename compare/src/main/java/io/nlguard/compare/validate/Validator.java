package io.nlguard.compare.validate;

import java.util.EnumSet;
import java.util.List;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonRequest;
import io.nlguard.compare.structure.AnalyzedQuery;
import io.nlguard.guard.rewrite.Change;
import io.nlguard.guard.rewrite.RewritePasses;
import io.nlguard.guard.rewrite.RewriteResult;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.Rewriter;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.sql.ParseFailure;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;

/**
 * Layer 1, Validation: parses both queries with the guard's parser, optionally normalizes them to
 * PostgreSQL with the guard's normalize passes ({@code normalize_to_postgres}), canonicalizes them
 * with the library's one canonical form, and runs both through the {@link ExecutionAdapter}, which
 * refuses what may write. Each text is parsed and canonicalized once ({@link AnalyzedQuery}): the
 * adapter's read-only check, Layer 2 and the instance check reuse that work. A query that
 * does not parse is not run (the adapter cannot tell that it only reads): its execution error says
 * so with cause {@code refused}. With {@code enable_performance_metrics} the queries that ran are
 * also EXPLAINed. Thread-safe; the adapter is the caller's.
 */
public final class Validator {

    private final SqlParser parser;
    private final Catalog catalog;
    private final Rewriter normalizer;

    /**
     * @param catalog the schema the normalize passes and the canonical form resolve names against;
     *                load it with the guard's {@code CatalogLoader} from the comparison's connection, or pass
     *                {@link Catalog#unavailable()} when the schema is not known
     */
    public Validator(SqlParser parser, Catalog catalog) {
        this.parser = parser;
        this.catalog = catalog;
        this.normalizer = new Rewriter(parser, RewritePasses.all().stream()
                .filter(pass -> pass.stage() == RewriteStage.NORMALIZE).toList(), EnumSet.of(RewriteStage.NORMALIZE));
    }

    public Validator() {
        this(new SqlParser(), Catalog.unavailable());
    }

    public ValidationResult validate(ComparisonRequest request, ExecutionAdapter adapter) {
        ComparisonConfig config = request.config();
        return new ValidationResult(validate(request.actualSql(), config, adapter),
                validate(request.expectedSql(), config, adapter), config.includeIntermediates());
    }

    /** Layer 1 for one query. */
    public QueryValidation validate(String sql, ComparisonConfig config, ExecutionAdapter adapter) {
        ParseResult parsed = parser.parse(sql);
        List<String> changes = List.of();
        if (config.normalizeToPostgres() && parsed instanceof ParsedSql statements && statements.statements().size() == 1) {
            RewriteResult rewrite = normalizer.rewrite(statements, catalog);
            parsed = rewrite.parsed();
            changes = rewrite.applied().stream().map(Change::describe).toList();
        }
        ParseError error = parsed instanceof ParseFailure failure ? ParseError.of(failure)
                : ((ParsedSql) parsed).statements().isEmpty() ? ParseError.empty() : null;
        // the one parse of the text that runs serves the sandbox's read-only check, Layer 2 and the instance check
        AnalyzedQuery query = AnalyzedQuery.of(parsed, catalog);
        ExecutionResult execution = adapter.execute(parsed);
        PlanMetadata plan = config.enablePerformanceMetrics() && execution.success()
                ? adapter.explain(parsed).orElse(null) : null;
        return new QueryValidation(error, query, changes, execution, plan);
    }
}
