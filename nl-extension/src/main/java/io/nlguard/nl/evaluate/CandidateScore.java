package io.nlguard.nl.evaluate;

import java.util.ArrayList;
import java.util.List;

/**
 * A candidate's score out of 100 (the selector's raw score × 100, less what later checks take off) and why.
 *
 * @param reasons its signals, then what changed the points afterwards
 */
public record CandidateScore(double points, List<String> reasons) {

    public CandidateScore {
        reasons = List.copyOf(reasons);
    }

    /** The same reasons and one more, with points changed by {@code delta}. */
    public CandidateScore plus(double delta, String reason) {
        List<String> more = new ArrayList<>(reasons);
        more.add(reason);
        return new CandidateScore(points + delta, more);
    }
}
