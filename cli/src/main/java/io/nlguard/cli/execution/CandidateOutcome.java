package io.nlguard.cli.execution;

/**
 * One candidate SQL of a question, run and compared with the gold.
 *
 * @param system      the system that wrote it
 * @param status      how its execution ended
 * @param rows        its row count when it returned rows, else -1
 * @param resultClass the candidates of the question that returned equal results share this number (0, 1, ... in
 *                    the order of the candidates' first appearance); -1 for a candidate without rows to compare
 * @param right       whether its result equals the gold's
 */
public record CandidateOutcome(String system, Execution.Status status, int rows, int resultClass, boolean right) {
}
