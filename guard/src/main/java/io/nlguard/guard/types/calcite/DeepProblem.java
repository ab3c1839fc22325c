package io.nlguard.guard.types.calcite;

/**
 * One finding of the deep validator, or for an unsupported statement the place where Calcite gave up.
 * Positions are 1-based and the end is inclusive, as Calcite reports them; all four are 0 when Calcite
 * gave no position.
 *
 * @param message   plain words, without Calcite's "From line 1, column 8 to line 1, column 12:" prefix
 * @param line      first line of the offending text
 * @param column    first column of the offending text
 * @param endLine   last line of the offending text
 * @param endColumn last column of the offending text
 */
public record DeepProblem(String message, int line, int column, int endLine, int endColumn) {

    /** A problem Calcite could not place in the text. */
    static DeepProblem unplaced(String message) {
        return new DeepProblem(message, 0, 0, 0, 0);
    }

    @Override
    public String toString() {
        return line == 0 ? message : line + ":" + column + "-" + endLine + ":" + endColumn + " " + message;
    }
}
