package io.nlguard.nl.evilink;

/**
 * An item's credibility from its votes: with a uniform Beta(1,1) prior on the item's selection tendency and
 * {@code support} of {@code hypotheses} paths selecting it, the posterior is Beta(1 + k, 1 + N − k) and the
 * credibility its mean (k + 1) / (N + 2). The prior keeps a unanimous vote of few paths short of certainty:
 * 2 of 2 is 0.75, 3 of 3 is 0.80, 4 of 4 is 0.83, while 3 of 4 is 0.67.
 *
 * @param required the least credibility of a required item; EviLink sets it so that, with four hypotheses,
 *                 three supporting stay uncertain. 0.75 is the smallest value that does so while any
 *                 unanimous vote of 2 to 4 paths is still required (0.80 would make two paths never agree
 *                 enough; the paper's exact number did not survive in our copy of it).
 */
public record Credibility(double required) {

    public static final Credibility DEFAULT = new Credibility(0.75);

    public Credibility {
        if (!(required > 0 && required <= 1)) {
            throw new IllegalArgumentException("required credibility must be in (0, 1]: " + required);
        }
    }

    public static double of(int support, int hypotheses) {
        if (support < 0 || support > hypotheses) {
            throw new IllegalArgumentException(support + " of " + hypotheses);
        }
        return (support + 1.0) / (hypotheses + 2.0);
    }

    /** Required at or above the threshold; uncertain with some support below it; candidate with none. */
    public LinkingBucket bucket(int support, int hypotheses) {
        if (support == 0) {
            return LinkingBucket.CANDIDATE;
        }
        // a small tolerance so that a threshold written as a fraction (3/4) is met by the same fraction
        return of(support, hypotheses) >= required - 1e-9 ? LinkingBucket.REQUIRED : LinkingBucket.UNCERTAIN;
    }
}
