package io.nlguard.compare.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import io.nlguard.compare.request.ComparisonConfig;
import io.nlguard.compare.table.ResultTable;
import io.nlguard.guard.sql.ParseResult;

/** Layer 1 parses a text once and hands that parse on, to the adapter as to the later layers. */
class ValidatorParsesOnceTest {

    /** Records the parses it is handed and answers one row; a call with bare text fails the test. */
    private static final class RecordingAdapter implements ExecutionAdapter {
        final List<ParseResult> executed = new ArrayList<>();
        final List<ParseResult> explained = new ArrayList<>();

        @Override
        public ExecutionResult execute(String sql) {
            throw new AssertionError("the adapter was given bare text to parse again: " + sql);
        }

        @Override
        public Optional<PlanMetadata> explain(String sql) {
            throw new AssertionError("the adapter was given bare text to parse again: " + sql);
        }

        @Override
        public ExecutionResult execute(ParseResult parsed) {
            executed.add(parsed);
            return ExecutionResult.succeeded(ResultTable.builder("n").row(1).build(), 1.0);
        }

        @Override
        public Optional<PlanMetadata> explain(ParseResult parsed) {
            explained.add(parsed);
            return Optional.empty();
        }
    }

    @Test
    void theAdapterAndTheCanonicalFormShareLayerOnesParse() {
        RecordingAdapter adapter = new RecordingAdapter();
        QueryValidation query = new Validator().validate("SELECT s.name FROM singer s WHERE s.age > 20",
                ComparisonConfig.builder().enablePerformanceMetrics(true).build(), adapter);

        assertSame(query.query().parsed(), adapter.executed.get(0));
        assertSame(query.query().parsed(), adapter.explained.get(0));
        assertEquals("select name from singer where age > 20", query.normalizedSql());
    }

    @Test
    void withPostgresNormalizationTheParseOfTheRewrittenTextRuns() {
        RecordingAdapter adapter = new RecordingAdapter();
        QueryValidation query = new Validator().validate("select ifnull(age, 0) from singer",
                ComparisonConfig.builder().normalizeToPostgres(true).build(), adapter);

        ParseResult ran = adapter.executed.get(0);
        assertSame(query.query().parsed(), ran);
        assertEquals(query.executedSql(), ran.sql());
        assertEquals("select coalesce(age, 0) from singer", query.normalizedSql());
    }
}
