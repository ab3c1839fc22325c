package io.nlguard.compare.validate;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;

import io.nlguard.compare.table.ResultColumn;
import io.nlguard.compare.table.ResultTable;
import io.nlguard.guard.sql.SqlTree;

/**
 * The Validation layer's outputs under the glossary's names. Its external outputs are always written,
 * null when they do not apply (no error, not run); nlguard's additions ({@code parse_error_*},
 * {@code executed_sql_*}, {@code postgres_normalization_*}, {@code plan_*}) only when they apply. The
 * internal intermediates ({@code ast_*}, {@code *_result_table}, {@code *_schema}) are always
 * available from the accessors and are written only when the configuration asks for them
 * ({@code include_intermediates}), as the design has it.
 *
 * @param includeIntermediates whether the JSON carries the intermediates
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"parse_success_actual", "parse_success_expected", "parse_error_actual", "parse_error_expected",
        "normalized_sql_actual", "normalized_sql_expected", "executed_sql_actual", "executed_sql_expected",
        "postgres_normalization_actual", "postgres_normalization_expected",
        "execution_success_actual", "execution_success_expected", "execution_error_actual", "execution_error_expected",
        "execution_time_actual_ms", "execution_time_expected_ms", "plan_actual", "plan_expected"})
public record ValidationResult(@JsonIgnore QueryValidation actual, @JsonIgnore QueryValidation expected,
                               @JsonIgnore boolean includeIntermediates) {

    /** Without the intermediates in JSON. */
    public ValidationResult(QueryValidation actual, QueryValidation expected) {
        this(actual, expected, false);
    }

    /**
     * The glossary's intermediates as JSON: {@code ast_*} is the guard's statement tree, one line per node
     * ({@link SqlTree#print()}); a side that did not parse or run has nulls.
     */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    @JsonPropertyOrder({"ast_actual", "ast_expected", "actual_schema", "expected_schema", "actual_result_table",
            "expected_result_table"})
    public record Intermediates(
            @JsonProperty("ast_actual") String astActual,
            @JsonProperty("ast_expected") String astExpected,
            @JsonProperty("actual_schema") List<ResultColumn> actualSchema,
            @JsonProperty("expected_schema") List<ResultColumn> expectedSchema,
            @JsonProperty("actual_result_table") ResultTable actualResultTable,
            @JsonProperty("expected_result_table") ResultTable expectedResultTable) {
    }

    /** Whether both parsed and both ran: the downstream layers have two results to compare. */
    @JsonIgnore
    public boolean valid() {
        return actual.parseSuccess() && expected.parseSuccess() && actual.executionSuccess() && expected.executionSuccess();
    }

    @JsonProperty("parse_success_actual")
    public boolean parseSuccessActual() {
        return actual.parseSuccess();
    }

    @JsonProperty("parse_success_expected")
    public boolean parseSuccessExpected() {
        return expected.parseSuccess();
    }

    @JsonProperty("parse_error_actual")
    public ParseError parseErrorActual() {
        return actual.parseError();
    }

    @JsonProperty("parse_error_expected")
    public ParseError parseErrorExpected() {
        return expected.parseError();
    }

    @JsonProperty("normalized_sql_actual")
    public String normalizedSqlActual() {
        return actual.normalizedSql();
    }

    @JsonProperty("normalized_sql_expected")
    public String normalizedSqlExpected() {
        return expected.normalizedSql();
    }

    @JsonProperty("executed_sql_actual")
    public String executedSqlActual() {
        return actual.executedSql();
    }

    @JsonProperty("executed_sql_expected")
    public String executedSqlExpected() {
        return expected.executedSql();
    }

    @JsonProperty("postgres_normalization_actual")
    public List<String> postgresNormalizationActual() {
        return actual.postgresNormalization();
    }

    @JsonProperty("postgres_normalization_expected")
    public List<String> postgresNormalizationExpected() {
        return expected.postgresNormalization();
    }

    @JsonProperty("execution_success_actual")
    public boolean executionSuccessActual() {
        return actual.executionSuccess();
    }

    @JsonProperty("execution_success_expected")
    public boolean executionSuccessExpected() {
        return expected.executionSuccess();
    }

    @JsonProperty("execution_error_actual")
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public ExecutionError executionErrorActual() {
        return actual.execution().error();
    }

    @JsonProperty("execution_error_expected")
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public ExecutionError executionErrorExpected() {
        return expected.execution().error();
    }

    @JsonProperty("execution_time_actual_ms")
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public Double executionTimeActualMs() {
        return actual.execution().executionTimeMs();
    }

    @JsonProperty("execution_time_expected_ms")
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public Double executionTimeExpectedMs() {
        return expected.execution().executionTimeMs();
    }

    @JsonIgnore
    public List<ResultColumn> actualSchema() {
        return actual.execution().schema();
    }

    @JsonIgnore
    public List<ResultColumn> expectedSchema() {
        return expected.execution().schema();
    }

    @JsonProperty("plan_actual")
    public PlanMetadata planActual() {
        return actual.plan();
    }

    @JsonProperty("plan_expected")
    public PlanMetadata planExpected() {
        return expected.plan();
    }

    @JsonIgnore
    public SqlTree astActual() {
        return actual.tree();
    }

    @JsonIgnore
    public SqlTree astExpected() {
        return expected.tree();
    }

    @JsonIgnore
    public ResultTable actualResultTable() {
        return actual.resultTable();
    }

    @JsonIgnore
    public ResultTable expectedResultTable() {
        return expected.resultTable();
    }

    /** The intermediates for JSON, written in place (unwrapped); null, so absent, unless asked for. */
    @JsonUnwrapped
    public Intermediates intermediates() {
        if (!includeIntermediates) {
            return null;
        }
        return new Intermediates(printed(astActual()), printed(astExpected()), actualSchema(), expectedSchema(),
                actualResultTable(), expectedResultTable());
    }

    private static String printed(SqlTree tree) {
        return tree == null ? null : tree.print();
    }
}
