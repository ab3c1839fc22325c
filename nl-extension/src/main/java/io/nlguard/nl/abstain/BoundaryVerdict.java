package io.nlguard.nl.abstain;

import java.util.List;
import java.util.Optional;

import io.nlguard.nl.boundary.BoundaryFinding;
import io.nlguard.nl.boundary.BoundaryFinding.Outcome;
import io.nlguard.nl.prompt.PromptSection;

/**
 * The boundary detectors' word on a question, after the person's choices: what still stands, what was answered,
 * and the lower-bar evidence a model's decline is judged against.
 *
 * @param standing findings the choices did not answer: any reject refuses, else any clarification asks
 * @param answered clarifications the choices answered
 * @param unmatched choices that answered nothing (a number beyond the options, more choices than questions)
 * @param evidence the findings at the lower bar ({@link DeclineJudgement}), less the answered ones
 */
public record BoundaryVerdict(List<BoundaryFinding> standing, List<Answered> answered, List<String> unmatched,
                              List<BoundaryFinding> evidence) {

    /** Abstention is off: nothing stands and no evidence backs a decline. */
    public static final BoundaryVerdict OFF = new BoundaryVerdict(List.of(), List.of(), List.of(), List.of());

    public BoundaryVerdict {
        standing = List.copyOf(standing);
        answered = List.copyOf(answered);
        unmatched = List.copyOf(unmatched);
        evidence = List.copyOf(evidence);
    }

    /** The findings that refuse the question, when any does (asking to choose is pointless then). */
    public List<BoundaryFinding> rejections() {
        return standing.stream().filter(f -> f.outcome() == Outcome.REJECT).toList();
    }

    /** The first clarification still to ask, when nothing rejects. */
    public Optional<BoundaryFinding> clarification() {
        if (!rejections().isEmpty()) {
            return Optional.empty();
        }
        return standing.stream().filter(f -> f.outcome() == Outcome.CLARIFY).findFirst();
    }

    /**
     * The prompt's {@code Clarification} section: the person's answers, and the choices that answered no finding of
     * these detectors (what was meant when the candidates' readings split, or words the person added), empty when none.
     */
    public PromptSection section() {
        PromptSection answers = section(answered);
        StringBuilder body = new StringBuilder(answers.body());
        unmatched.forEach(choice -> body.append("- The person added: ").append(choice).append('\n'));
        return new PromptSection(answers.title(), body.toString());
    }

    /** The section with these answers, e.g. an option not yet chosen, to show the SQL it would run. */
    public static PromptSection section(List<Answered> answers) {
        StringBuilder body = new StringBuilder();
        answers.forEach(a -> body.append(a.promptLine()).append('\n'));
        return new PromptSection("Clarification", body.toString());
    }

    /** For the report: {@code 1 standing (vague-time), 1 answered, 2 evidence}. */
    public String summary() {
        return standing.size() + " standing" + (standing.isEmpty() ? ""
                : " (" + String.join(", ", standing.stream().map(BoundaryFinding::kind).toList()) + ")")
                + ", " + answered.size() + " answered, " + evidence.size() + " evidence"
                + (unmatched.isEmpty() ? "" : ", unmatched choices " + unmatched);
    }
}
