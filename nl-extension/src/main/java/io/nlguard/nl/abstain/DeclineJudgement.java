package io.nlguard.nl.abstain;

import java.util.List;

import io.nlguard.nl.boundary.BoundaryFinding;

/**
 * Whether the model's own decline ({@code CLARIFY:} / {@code CANNOT ANSWER:} replies) stands, judged against the
 * detectors' evidence at the lower bar (a measure word with any reading, a time word, two unsupported words):
 * <ul>
 *   <li>every reply declines and there is evidence: the decline stands, with the evidence in its message;</li>
 *   <li>every reply declines, no evidence, not yet challenged: ask once more, naming what the question matched;</li>
 *   <li>every reply declines again after that: honour it (SQL is never forced), saying the detectors found no gap;</li>
 *   <li>more than half decline and there is evidence: the decline stands (the replies with SQL are a guess at a
 *       question both the model and the detectors find open);</li>
 *   <li>otherwise (no reply, a minority, or a majority without evidence): the replies with SQL go on to
 *       evaluation, the declines count as candidates without a query.</li>
 * </ul>
 * With abstention off every unanimous decline stands, as the model said it.
 *
 * @param on       whether abstention is on ({@code nlguard.nl.abstain})
 * @param evidence the detectors' findings at the lower bar, less the clarifications the person answered
 * @param matched  the schema items the question's words matched ({@link MatchedItems}), for the re-prompt
 */
public record DeclineJudgement(boolean on, List<BoundaryFinding> evidence, String matched) {

    /** What becomes of a round of replies. */
    public enum Decision {
        /** The decline is the answer, backed by the evidence. */
        ACCEPT,
        /** The decline has no evidence: re-prompt once. */
        CHALLENGE,
        /** Declined again without evidence: honoured, said to be unsupported. */
        HONOUR,
        /** Go on with the replies that hold SQL. */
        PROCEED
    }

    /** Abstention off: the model's unanimous declines stand as they are. */
    public static final DeclineJudgement OFF = new DeclineJudgement(false, List.of(), "");

    public DeclineJudgement {
        evidence = List.copyOf(evidence);
    }

    /** What the message of a decline says after the model's reason: the evidence, or that there was none. */
    public String backing(Decision decision) {
        return switch (decision) {
            case ACCEPT -> AbstentionText.evidence(evidence);
            case HONOUR -> "\n(the boundary detectors found no gap: the question's words matched " + matched
                    + "; the model declined twice)";
            default -> "";
        };
    }

    /**
     * @param declining  replies that declined
     * @param replies    replies of the round
     * @param challenged whether this round answers the re-prompt of an unsupported decline
     */
    public Decision decide(int declining, int replies, boolean challenged) {
        if (declining == 0 || replies == 0) {
            return Decision.PROCEED;
        }
        boolean all = declining == replies;
        if (!on) {
            return all ? Decision.ACCEPT : Decision.PROCEED;
        }
        if (!evidence.isEmpty() && (all || 2 * declining > replies)) {
            return Decision.ACCEPT;
        }
        if (!all) {
            return Decision.PROCEED;
        }
        return challenged ? Decision.HONOUR : Decision.CHALLENGE;
    }
}
