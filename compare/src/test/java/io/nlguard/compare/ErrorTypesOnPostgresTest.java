package io.nlguard.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.score.Severity;
import io.nlguard.compare.validate.ErrorCategory;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/** Every Error Taxonomy category surfaces in {@code error_types} of the whole comparison. */
@RealPostgres
class ErrorTypesOnPostgresTest {

    private static final RestrictedRole ROLE = new RestrictedRole("nlguard_compare_report_reader");

    @BeforeAll
    static void schema(TestDatabase db) throws SQLException {
        Shop.create(db);
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("create table secret(code text)");
        }
        ROLE.create(db, "customer");
    }

    @AfterAll
    static void dropRole(TestDatabase db) throws SQLException {
        ROLE.drop(db);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "select * from customers                                    | missing_table",
            "select c.nme from customer c                               | missing_column",
            "select name + 1 from customer                              | type_mismatch",
            "select id / (id - id) from customer                        | division_by_zero",
            "select name, count(*) from customer                        | invalid_aggregation",
            "select id from customer join orders on customer.id = orders.customer_id | ambiguous_reference",
            "select 'abc'::int                                          | unknown_error",
            "delete from customer                                       | unknown_error"})
    void theFailingQuerysCategoryIsReported(String actual, String category, TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ComparisonReport report = new SqlComparator(c).compare(Shop.request(actual, "select name from customer"));
            assertEquals(List.of(categoryOf(category)), report.errorTypes(), report.explanations().toString());
            assertEquals("execution_failure", report.blockedReason());
            assertEquals(Severity.CRITICAL_FAILURE, report.severity());
            assertEquals(category, report.validity().executionErrorActual().category().label());
        }
    }

    @Test
    void aRelationTheUserMayNotReadIsAPermissionError(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ComparisonReport report = ROLE.actAs(c, () -> new SqlComparator(c).compare(Shop.request(
                    "select code from secret", "select name from customer")));
            assertEquals(List.of(ErrorCategory.PERMISSION_ERROR), report.errorTypes());
        }
    }

    @Test
    void aTimeoutIsAnUnknownErrorAndBothSidesCount(TestDatabase db) throws SQLException {
        try (Connection c = db.connect()) {
            ComparisonReport report = new SqlComparator(c).compare(Shop.request("select pg_sleep(2)",
                    "select nme from customer", ComparisonConfig.builder().queryTimeoutMs(200).build()));
            assertEquals(List.of(ErrorCategory.UNKNOWN_ERROR, ErrorCategory.MISSING_COLUMN), report.errorTypes());
            assertTrue(report.explanations().stream().anyMatch(e -> e.startsWith("actual_sql timed out")),
                    report.explanations().toString());
        }
    }

    private static ErrorCategory categoryOf(String value) {
        for (ErrorCategory category : ErrorCategory.values()) {
            if (category.label().equals(value)) {
                return category;
            }
        }
        throw new IllegalArgumentException(value);
    }
}
