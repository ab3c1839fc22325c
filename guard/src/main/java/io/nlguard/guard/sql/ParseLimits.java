package io.nlguard.guard.sql;

import java.time.Duration;

/**
 * Bounds on one parse, so that pathological input cannot hang or exhaust the caller's thread.
 *
 * @param maxLength longest SQL text parsed, in characters ({@code nlguard.parse.max-length})
 * @param timeout   longest a parse may run before it is stopped ({@code nlguard.parse.timeout})
 */
public record ParseLimits(int maxLength, Duration timeout) {

    public static final ParseLimits DEFAULT = new ParseLimits(1_000_000, Duration.ofSeconds(2));

    public ParseLimits {
        if (maxLength <= 0 || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("parse limits must be positive: " + maxLength + ", " + timeout);
        }
    }
}
