package io.nlguard.compare.result;

import io.nlguard.compare.label.Label;

/** How a column of the actual result was paired with one of the expected result. */
public enum AlignedBy implements Label {
    /** Same position (the only rule when column order is required, and the fallback for what is left). */
    POSITION,
    /** Same name, case-insensitive. */
    NAME,
    /** Same multiset of values. */
    VALUES;
}
