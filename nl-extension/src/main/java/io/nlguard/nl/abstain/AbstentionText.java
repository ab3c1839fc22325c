package io.nlguard.nl.abstain;

import java.util.List;

import io.nlguard.nl.boundary.BoundaryFinding;
import io.nlguard.nl.boundary.DisagreementFinding;
import io.nlguard.nl.boundary.ReadingOption;

/**
 * The words of the {@code 42NL1} and {@code 42NL2} messages the boundary findings make: what is missing or what to
 * choose, the numbered options with their SQL and how to re-ask, and one evidence bullet per finding.
 */
public final class AbstentionText {

    private AbstentionText() {
    }

    /**
     * What the schema lacks, for {@code 42NL2}: the rejecting findings' phrases ({@code nothing in the schema for
     * "phone, loyalty"}), then every standing finding's bullet saying why.
     */
    public static String rejection(BoundaryVerdict verdict) {
        return "nothing in the schema for " + String.join(" or ", verdict.rejections().stream()
                .map(f -> "\"" + f.evidence() + "\"").toList()) + evidence(verdict.standing());
    }

    /**
     * What to ask, for {@code 42NL1}: the first standing clarification's question, its numbered options each with
     * its SQL, how to re-ask without retyping, then every standing finding's bullet.
     *
     * @param question the bare question, and the choices already made, to show the re-ask
     */
    public static String clarification(BoundaryVerdict verdict, ReAsk question, List<OptionSql> options) {
        BoundaryFinding finding = verdict.clarification().orElseThrow();
        StringBuilder text = new StringBuilder(ask(finding));
        for (int i = 0; i < options.size(); i++) {
            text.append("\n").append(i + 1).append(". ").append(options.get(i).line());
        }
        for (int i = options.size(); i < finding.options().size(); i++) {
            text.append("\n").append(i + 1).append(". ").append(finding.options().get(i));
        }
        List<String> made = verdict.answered().stream().map(Answered::answer).toList();
        String example = finding.options().isEmpty() ? "your answer" : "1";
        text.append("\nRe-ask with your choice in brackets at the end, e.g. NL: ")
                .append(ReAsk.reAsked(question.question(), concat(made, example)));
        if (!verdict.unmatched().isEmpty()) {
            text.append("\n(choices that answered nothing: ").append(String.join(", ", verdict.unmatched()))
                    .append(")");
        }
        return text + evidence(verdict.standing());
    }

    /**
     * What to ask, for {@code 42NL1}, when the candidates' results split: the readings, each with its SQL, and how to
     * answer (run a reading's SQL, or re-ask with what was meant in brackets: a reading's number would not survive a
     * new round of candidates), then the split as evidence.
     */
    public static String disagreement(DisagreementFinding split, ReAsk question) {
        StringBuilder text = new StringBuilder(split.finding().message());
        for (int i = 0; i < split.options().size(); i++) {
            ReadingOption option = split.options().get(i);
            text.append("\n").append(i + 1).append(". ").append(option.description()).append(" → ")
                    .append(option.sql().strip().replaceAll("\\s+", " "));
        }
        text.append("\nRun the SQL of the reading you mean, or re-ask with what you mean in brackets at the end, e.g. NL: ")
                .append(ReAsk.reAsked(question.question(), List.of("the total per customer")));
        return text + evidence(List.of(split.finding()));
    }

    /** One bullet per finding: the detector, the question's phrase, why. */
    public static String evidence(List<BoundaryFinding> findings) {
        if (findings.isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder("\nEvidence:");
        findings.forEach(f -> text.append("\n- ").append(f.kind()).append(" \"").append(f.evidence()).append("\": ")
                .append(f.message()));
        return text.toString();
    }

    /** The finding's question without the options its sentence may list ("\"top\" by which measure?"). */
    private static String ask(BoundaryFinding finding) {
        String message = finding.message();
        int mark = message.indexOf('?');
        return mark < 0 ? message : message.substring(0, mark + 1);
    }

    private static List<String> concat(List<String> made, String next) {
        return java.util.stream.Stream.concat(made.stream(), java.util.stream.Stream.of(next)).toList();
    }
}
