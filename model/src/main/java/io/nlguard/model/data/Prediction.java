package io.nlguard.model.data;

/**
 * The SQL one system predicted for one gold question.
 *
 * @param system the prediction file's system, qualified by its source ({@code nl2sql360/DAILSQL})
 * @param index  the gold question's index in the benchmark
 * @param dbId   the gold question's database
 */
public record Prediction(Benchmark benchmark, String system, int index, String dbId, String sql) {
}
