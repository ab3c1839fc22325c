package io.nlguard.driver.config;

/** What the driver does when the guard fails internally on a statement ({@code nlguard.on-error}). */
public enum OnError {
    /** Run the statement unchecked and say so with warning 01NG9. */
    OPEN,
    /** Refuse the statement with 58NG9. */
    CLOSED
}
