package io.nlguard.nl.select;

import java.util.List;
import java.util.Objects;

/**
 * What running one candidate gave, up to the row cap.
 *
 * @param status   how it ended
 * @param rows     the rows read, each cell normalized by {@link Cells}; empty unless {@link ResultStatus#OK}
 * @param columns  the number of columns; 0 unless it ran
 * @param cut      more rows than {@link ResultReader#ROW_CAP} came back: {@code rows} is a prefix
 * @param sqlState the database's SQLSTATE of an error or timeout, else null
 * @param message  the database's message of an error or timeout, why it was not run, else ""
 * @param labels   the columns' labels as the database named them, for describing the result to a person (never
 *                 compared: results are equal by their cells); empty when unknown
 */
public record CandidateResult(ResultStatus status, List<List<Object>> rows, int columns, boolean cut, String sqlState,
                              String message, List<String> labels) {

    /** Not run, for no reason worth reporting ({@code nlguard.nl.execute-candidates=off}). */
    public static final CandidateResult NOT_RUN = notRun("not run");

    public CandidateResult {
        Objects.requireNonNull(status, "status");
        // each cell as results compare it; Stream.toList keeps NULLs, which List.copyOf refuses
        rows = rows.stream().map(row -> row.stream().map(Cells::value).toList()).toList();
        message = message == null ? "" : message;
        labels = labels == null ? List.of() : List.copyOf(labels);
    }

    /** Without column labels. */
    public CandidateResult(ResultStatus status, List<List<Object>> rows, int columns, boolean cut, String sqlState,
                           String message) {
        this(status, rows, columns, cut, sqlState, message, List.of());
    }

    /** Rows read: OK with at least one, else EMPTY. */
    public static CandidateResult rows(List<List<Object>> rows, int columns, boolean cut) {
        return rows(rows, columns, cut, List.of());
    }

    /** Rows read, with the columns' labels. */
    public static CandidateResult rows(List<List<Object>> rows, int columns, boolean cut, List<String> labels) {
        return new CandidateResult(rows.isEmpty() ? ResultStatus.EMPTY : ResultStatus.OK, rows, columns, cut, null, "",
                labels);
    }

    public static CandidateResult error(String sqlState, String message) {
        return new CandidateResult(ResultStatus.ERROR, List.of(), 0, false, sqlState, message);
    }

    public static CandidateResult timeout(String sqlState, String message) {
        return new CandidateResult(ResultStatus.TIMEOUT, List.of(), 0, false, sqlState, message);
    }

    public static CandidateResult notRun(String why) {
        return new CandidateResult(ResultStatus.NOT_RUN, List.of(), 0, false, null, why);
    }

    /** Whether it ran to the end or to the cap (OK or EMPTY): a result others can agree with. */
    public boolean ran() {
        return status == ResultStatus.OK || status == ResultStatus.EMPTY;
    }

    /** {@code 3 rows × 2 columns}, {@code 1000+ rows × 1 column (cut)}, {@code error SQLSTATE 22012: ...}. */
    public String describe() {
        return switch (status) {
            case OK, EMPTY -> rows.size() + (cut ? "+" : "") + (rows.size() == 1 && !cut ? " row × " : " rows × ")
                    + columns + (columns == 1 ? " column" : " columns") + (cut ? " (cut)" : "");
            case ERROR -> "error" + (sqlState == null ? "" : " SQLSTATE " + sqlState) + ": " + message;
            case TIMEOUT -> "timed out: " + message;
            case NOT_RUN -> message;
        };
    }
}
