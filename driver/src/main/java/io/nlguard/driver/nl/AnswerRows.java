package io.nlguard.driver.nl;

import java.sql.ResultSet;

/**
 * The result of an answer's query: read into memory and positioned before its first row, at most
 * {@code max-rows + 1} rows; the extra one, when it came, only tells that the limit was reached. Its
 * statement closes with it.
 *
 * @param count how many rows {@code resultSet} holds
 */
public record AnswerRows(ResultSet resultSet, int count) {
}
