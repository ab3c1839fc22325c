package io.nlguard.cli.boundary;

/** A WHERE comparison of a column with a literal: {@code country = 'France'}, {@code year > 2010}. */
public record Filter(ColumnUse column, String operator, String value, boolean text) {
}
