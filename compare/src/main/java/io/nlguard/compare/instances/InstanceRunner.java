package io.nlguard.compare.instances;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.request.ComparisonMode;
import io.nlguard.compare.result.ResultComparator;
import io.nlguard.compare.result.ResultComparison;
import io.nlguard.compare.validate.ErrorCause;
import io.nlguard.compare.validate.ExecutionError;
import io.nlguard.compare.validate.ExecutionResult;
import io.nlguard.compare.validate.PostgresSandbox;
import io.nlguard.guard.sql.ParseResult;

/**
 * Runs both queries on one generated instance and compares their results. The session's
 * {@code search_path} is set to the instance's schema followed by the original path, so that
 * unqualified table names find the copies while functions and types still resolve; it is put back
 * afterwards. A schema-qualified table name is not redirected (the checker refuses such queries
 * before any instance is made). Each query runs through the read-only {@link PostgresSandbox} with
 * the configured timeout and row limit; an error is recorded on the instance, never thrown.
 */
final class InstanceRunner {

    private final Connection connection;
    private final ComparisonConfig config;
    private final PostgresSandbox sandbox;
    private final ResultComparator comparator;

    /** @param config the comparison's options; NULL is compared strictly whatever they say (see the checker) */
    InstanceRunner(Connection connection, ComparisonConfig config, PostgresSandbox sandbox) {
        this.connection = connection;
        this.config = config;
        this.sandbox = sandbox;
        this.comparator = new ResultComparator(config);
    }

    /** Runs the two parsed queries on the instance; the sandbox checks them on these parses, not on new ones. */
    InstanceOutcome run(GeneratedInstance instance, ParseResult actualQuery, ParseResult expectedQuery) throws SQLException {
        String original = currentSearchPath();
        ExecutionResult actual;
        ExecutionResult expected;
        setSearchPath(original.isBlank() ? SqlNames.quote(instance.schema()) : SqlNames.quote(instance.schema()) + ", " + original);
        try {
            actual = sandbox.execute(actualQuery);
            expected = sandbox.execute(expectedQuery);
        } finally {
            setSearchPath(original);
        }
        return outcome(instance, actual, expected);
    }

    private InstanceOutcome outcome(GeneratedInstance instance, ExecutionResult actual, ExecutionResult expected) {
        Integer actualRows = actual.success() ? actual.table().rowCount() : null;
        Integer expectedRows = expected.success() ? expected.table().rowCount() : null;
        if (!actual.success() || !expected.success()) {
            OutcomeStatus status = !actual.success() && !expected.success() || notRun(actual) || notRun(expected)
                    ? OutcomeStatus.INCONCLUSIVE : OutcomeStatus.DIFFER;
            return new InstanceOutcome(instance.index(), instance.profile().name(), status, failure(actual, expected),
                    instance.rowCounts(), instance.digest(), actualRows, expectedRows, null, null, actual.error(),
                    expected.error());
        }
        ResultComparison comparison = comparator.compare(actual.table(), expected.table());
        if (comparison.modePass()) {
            return new InstanceOutcome(instance.index(), instance.profile().name(), OutcomeStatus.AGREE,
                    "both returned " + actualRows + (actualRows == 1 ? " row" : " rows") + ", equal under "
                            + config.comparisonMode().label(),
                    instance.rowCounts(), instance.digest(), actualRows, expectedRows, null, null, null, null);
        }
        boolean orderOnly = config.comparisonMode() != ComparisonMode.ORDER_INSENSITIVE && Boolean.TRUE.equals(
                comparison.resultEqualityFamily().modeDetails().get(ComparisonMode.ORDER_INSENSITIVE.label()));
        RowDifference first = DifferenceDescriber.firstDifference(actual.table(), expected.table());
        return new InstanceOutcome(instance.index(), instance.profile().name(), OutcomeStatus.DIFFER,
                DifferenceDescriber.describe(actual.table(), expected.table(), first), instance.rowCounts(),
                instance.digest(), actualRows, expectedRows, first, orderOnly, null, null);
    }

    /**
     * A failure that says nothing about the data: a timeout, or a statement nlguard refused to run.
     * Only the database rejecting a query on this data (division by zero, a failed cast...) tells the
     * queries apart.
     */
    private static boolean notRun(ExecutionResult result) {
        return !result.success() && result.error().cause() != ErrorCause.DATABASE_ERROR;
    }

    private static String failure(ExecutionResult actual, ExecutionResult expected) {
        if (!actual.success() && !expected.success()) {
            return "both queries failed: actual " + brief(actual.error()) + "; expected " + brief(expected.error());
        }
        return actual.success() ? "expected query failed where actual ran: " + brief(expected.error())
                : "actual query failed where expected ran: " + brief(actual.error());
    }

    private static String brief(ExecutionError error) {
        return error.category().label() + " (" + error.rawMessage() + ")";
    }

    private String currentSearchPath() throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT current_setting('search_path')");
             ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getString(1);
        }
    }

    private void setSearchPath(String path) throws SQLException {
        try (PreparedStatement ps = connection.prepareStatement("SELECT set_config('search_path', ?, false)")) {
            ps.setString(1, path);
            ps.executeQuery().close();
        }
    }
}
