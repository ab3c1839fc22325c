package io.nlguard.nl.llm;

import java.util.Objects;

/**
 * What a caller hands to each call besides the request: the trace id that ties the call's log lines
 * to the question, and the {@link Cancellation} that can stop it.
 */
public record CallContext(String traceId, Cancellation cancellation) {

    public CallContext {
        Objects.requireNonNull(traceId, "traceId");
        Objects.requireNonNull(cancellation, "cancellation");
    }

    /** A context with its own cancellation, which nobody else holds. */
    public static CallContext of(String traceId) {
        return new CallContext(traceId, new Cancellation());
    }
}
