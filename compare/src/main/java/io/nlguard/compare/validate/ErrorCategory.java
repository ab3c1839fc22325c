package io.nlguard.compare.validate;

import io.nlguard.compare.label.Label;

/**
 * The design's Error Taxonomy of execution errors, mapped from PostgreSQL's SQLSTATE by
 * {@link ErrorTaxonomy}. The taxonomy has no category for a timeout or for a statement the sandbox
 * refused: both are {@link #UNKNOWN_ERROR}, told apart by {@link ExecutionError#cause()}.
 */
public enum ErrorCategory implements Label {
    /** 42P01 undefined_table. */
    MISSING_TABLE,
    /** 42703 undefined_column. */
    MISSING_COLUMN,
    /** 42804 datatype_mismatch, 42883 undefined_function (no operator or function for these types), 42846 cannot_coerce. */
    TYPE_MISMATCH,
    /** 22012 division_by_zero. */
    DIVISION_BY_ZERO,
    /** 42803 grouping_error. */
    INVALID_AGGREGATION,
    /** 42702 ambiguous_column. */
    AMBIGUOUS_REFERENCE,
    /** 42501 insufficient_privilege. */
    PERMISSION_ERROR,
    /** Anything else; the raw message and SQLSTATE are kept. */
    UNKNOWN_ERROR;
}
