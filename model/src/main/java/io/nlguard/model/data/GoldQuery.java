package io.nlguard.model.data;

/**
 * One gold question of a benchmark.
 *
 * @param index      position in the benchmark's dev file (0-based); predictions align on it
 * @param evidence   BIRD's external-knowledge hint; empty for Spider
 * @param difficulty BIRD's simple/moderate/challenging label; empty where the file has none
 */
public record GoldQuery(Benchmark benchmark, int index, String dbId, String question, String sql, String evidence,
                        String difficulty) {
}
