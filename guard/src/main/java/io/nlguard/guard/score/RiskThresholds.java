package io.nlguard.guard.score;

/**
 * When a node's probability of being wrong becomes a warning (01NG1) and when it blocks the statement
 * (42NG1). A threshold above 1 turns its action off.
 */
public record RiskThresholds(double warn, double block) {

    /** The defaults, argued in the README from the evaluation report. */
    public static final RiskThresholds DEFAULT = new RiskThresholds(0.8, 0.9);

    public RiskThresholds {
        if (!(warn >= 0) || !(block >= 0)) {
            throw new IllegalArgumentException("risk thresholds are probabilities: warn " + warn + ", block " + block);
        }
    }
}
