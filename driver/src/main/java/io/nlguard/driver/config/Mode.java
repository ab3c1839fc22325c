package io.nlguard.driver.config;

/** How much of the guard's decision the driver enforces ({@code nlguard.mode}). */
public enum Mode {
    /** The driver hands out the real connection: nothing is analyzed. */
    OFF,
    /** Statements are analyzed and decisions logged; everything runs as written. */
    OBSERVE,
    /** Findings become SQLWarnings, rewrites apply, blocks are reported as warnings and run. */
    ANNOTATE,
    /** As annotate, but blocked statements throw and never reach the database. */
    BLOCK
}
