package io.nlguard.compare.validate;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * The design's Error Taxonomy of execution errors, mapped from PostgreSQL's SQLSTATE by
 * {@link ErrorTaxonomy}. The taxonomy has no category for a timeout or for a statement the sandbox
 * refused: both are {@link #UNKNOWN_ERROR}, told apart by {@link ExecutionError#cause()}.
 */
public enum ErrorCategory {
    /** 42P01 undefined_table. */
    MISSING_TABLE("missing_table"),
    /** 42703 undefined_column. */
    MISSING_COLUMN("missing_column"),
    /** 42804 datatype_mismatch, 42883 undefined_function (no operator or function for these types), 42846 cannot_coerce. */
    TYPE_MISMATCH("type_mismatch"),
    /** 22012 division_by_zero. */
    DIVISION_BY_ZERO("division_by_zero"),
    /** 42803 grouping_error. */
    INVALID_AGGREGATION("invalid_aggregation"),
    /** 42702 ambiguous_column. */
    AMBIGUOUS_REFERENCE("ambiguous_reference"),
    /** 42501 insufficient_privilege. */
    PERMISSION_ERROR("permission_error"),
    /** Anything else; the raw message and SQLSTATE are kept. */
    UNKNOWN_ERROR("unknown_error");

    private final String value;

    ErrorCategory(String value) {
        this.value = value;
    }

    @JsonValue
    public String value() {
        return value;
    }

    @Override
    public String toString() {
        return value;
    }
}
