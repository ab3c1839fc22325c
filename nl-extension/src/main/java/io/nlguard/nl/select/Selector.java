package io.nlguard.nl.select;

import java.util.List;

/**
 * Chooses one of a question's candidates from their signals, or none. An implementation must not depend
 * on the order of the list: the same candidates in another order give the same choice.
 */
public interface Selector {

    Selection select(List<CandidateSignals> candidates);

    /** What turns this selector's raw score into a probability. */
    Calibration calibration();
}
