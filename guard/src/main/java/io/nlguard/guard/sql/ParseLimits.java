package io.nlguard.guard.sql;

import java.time.Duration;

/**
 * Bounds on one parse, so that pathological input cannot hang or exhaust the caller's thread. Text over
 * any of them is refused whatever {@code nlguard.on-error} says: an attacker can shape length, nesting and
 * parse time at will, so running it unchecked would let him choose to go unchecked.
 *
 * @param maxLength longest SQL text parsed, in characters ({@code nlguard.parse.max-length})
 * @param timeout   longest a parse may run before it is stopped ({@code nlguard.parse.timeout})
 * @param maxDepth  deepest nesting of brackets parsed ({@code nlguard.parse.max-depth}), counted by
 *                  {@link NestingDepth} before the parser sees the text
 */
public record ParseLimits(int maxLength, Duration timeout, int maxDepth) {

    /**
     * 200 levels: no gold query of the Spider or BIRD dev sets nests brackets deeper than 4, and generated
     * SQL rarely passes 30; JSqlParser's time grows steeply with depth (about 30 ms at 200 levels, 1.2 s at
     * 1,000, where it overflows a default stack).
     */
    public static final int DEFAULT_MAX_DEPTH = 200;

    public static final ParseLimits DEFAULT = new ParseLimits(1_000_000, Duration.ofSeconds(2), DEFAULT_MAX_DEPTH);

    public ParseLimits(int maxLength, Duration timeout) {
        this(maxLength, timeout, DEFAULT_MAX_DEPTH);
    }

    public ParseLimits {
        if (maxLength <= 0 || maxDepth <= 0 || timeout.isNegative() || timeout.isZero()) {
            throw new IllegalArgumentException("parse limits must be positive: " + maxLength + ", " + timeout + ", " + maxDepth);
        }
    }
}
