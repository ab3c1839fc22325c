package io.nlguard.guard.score;

/**
 * Bayes' rule with people's base rate in place of the training data's: the node model's probabilities are
 * calibrated on text-to-SQL systems' predictions, where about one node in six is wrong; in SQL people
 * wrote and committed on purpose, wrong nodes are far rarer. If what makes a wrong node look wrong is the
 * same whoever wrote it, only the prior differs, and the posterior odds move by the ratio of the prior
 * odds: one offset in log-odds for every node (README, "Node risk"; docs/model-selection.md, thirteenth round).
 */
public final class PeoplePrior {

    /**
     * The share of wrong nodes the shipped model was calibrated on: its training pairs' labelled nodes, 18.3%
     * of Spider dev's and 14.8% of BIRD dev's, each benchmark weighing the same (docs/uncertainty.md, "Data").
     */
    public static final double MACHINE_WRONG_SHARE = 0.165;

    /**
     * The share assumed for people's SQL: one node in a hundred, about one wrong node in every third statement
     * the size of the corpus's gold queries (30 nodes on average). Pessimistic about people on purpose: a lower
     * share would silence the model further.
     */
    public static final double PEOPLE_WRONG_SHARE = 0.01;

    /** The log-odds offset from the machine prior to people's (about -2.97). */
    public static final double OFFSET = logit(PEOPLE_WRONG_SHARE) - logit(MACHINE_WRONG_SHARE);

    private PeoplePrior() {
    }

    /** A machine-calibrated probability moved to people's prior. */
    public static double shift(double machineProbability) {
        if (machineProbability <= 0 || machineProbability >= 1) {
            return machineProbability; // certainty stays certainty whatever the prior
        }
        return 1 / (1 + Math.exp(-(logit(machineProbability) + OFFSET)));
    }

    private static double logit(double p) {
        return Math.log(p / (1 - p));
    }
}
