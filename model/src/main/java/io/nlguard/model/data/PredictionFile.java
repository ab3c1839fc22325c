package io.nlguard.model.data;

import java.nio.charset.Charset;
import java.util.List;

/**
 * One system's predictions for one benchmark, in gold order.
 *
 * @param problems entries that could not be aligned and gold questions left without a prediction
 * @param charset  how the file was decoded (UTF-8, or ISO-8859-1 for files that are not valid UTF-8)
 */
public record PredictionFile(String system, Benchmark benchmark, List<Prediction> predictions,
                             List<AlignmentProblem> problems, Charset charset) {

    public PredictionFile {
        predictions = List.copyOf(predictions);
        problems = List.copyOf(problems);
    }

    /** One line for reports: {@code nl2sql360/DAILSQL spider_dev: 1034 aligned, 0 problems (UTF-8)}. */
    public String summary() {
        return system + " " + benchmark.id() + ": " + predictions.size() + " aligned, " + problems.size() + " problems (" + charset + ")";
    }

    /** Whether every gold question has exactly one prediction and nothing was left over. */
    public boolean fullyAligned() {
        return problems.isEmpty();
    }
}
