package io.nlguard.compare.judge;

import io.nlguard.compare.label.Label;

/** {@code acceptable_deviation_judgment}: how much the deviation between the results matters. */
public enum AcceptableDeviation implements Label {
    /** The results do not deviate. */
    NONE,
    /** E.g. the order of rows only. */
    HARMLESS,
    /** E.g. minor rounding. */
    ACCEPTABLE,
    /** Wrong data. */
    CRITICAL;
}
