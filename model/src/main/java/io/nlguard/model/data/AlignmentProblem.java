package io.nlguard.model.data;

/**
 * An entry of a prediction file that could not be paired with a gold question, or a gold question
 * the file has no prediction for. Such entries are left out of the predictions and reported here.
 *
 * @param index the gold index (line or key) concerned, or -1 when the entry has no usable index
 */
public record AlignmentProblem(int index, String reason) {
}
