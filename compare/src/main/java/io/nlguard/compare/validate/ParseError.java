package io.nlguard.compare.validate;

import java.util.Locale;

import com.fasterxml.jackson.annotation.JsonProperty;

import io.nlguard.guard.sql.ParseFailure;

/**
 * Why a query did not parse ({@code parse_error_actual} / {@code parse_error_expected}).
 *
 * @param kind    {@code syntax}, {@code too_long}, {@code timeout}, {@code too_deep}, {@code unsupported} (parsed,
 *                but holding a construct the guard's tree cannot represent), or {@code empty} for a text without
 *                a statement
 * @param message the guard parser's message, in plain words
 * @param line    1-based line of the offending token; 0 when there is none
 * @param column  1-based column of the offending token; 0 when there is none
 */
public record ParseError(
        @JsonProperty("kind") String kind,
        @JsonProperty("message") String message,
        @JsonProperty("line") int line,
        @JsonProperty("column") int column) {

    static ParseError of(ParseFailure failure) {
        return new ParseError(failure.kind().name().toLowerCase(Locale.ROOT), failure.message(), failure.line(), failure.column());
    }

    static ParseError empty() {
        return new ParseError("empty", "the text holds no SQL statement", 0, 0);
    }
}
