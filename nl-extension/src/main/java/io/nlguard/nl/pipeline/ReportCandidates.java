package io.nlguard.nl.pipeline;

import io.nlguard.guard.nl.TranslationReport;
import io.nlguard.nl.evaluate.EvaluatedCandidate;
import io.nlguard.nl.evaluate.Evaluation;
import io.nlguard.nl.generate.Candidate;
import io.nlguard.nl.generate.Failures;
import io.nlguard.nl.generate.Generation;
import io.nlguard.nl.repair.Repair;
import io.nlguard.nl.repair.RepairRound;

import java.util.ArrayList;
import java.util.List;

/** Every candidate of a translation for its report: judged ones best first, then replies without a query, then repairs. */
final class ReportCandidates {

    private ReportCandidates() {
    }

    static List<TranslationReport.Candidate> of(Generation generation, Evaluation evaluation, Repair repair,
            EvaluatedCandidate chosen) {
        List<TranslationReport.Candidate> candidates = new ArrayList<>();
        if (evaluation != null) {
            evaluation.ranked().forEach(c -> candidates.add(judged(c, c == chosen, "")));
        }
        for (Candidate failed : generation.failed()) {
            candidates.add(new TranslationReport.Candidate("", 0, false, "candidate " + failed.index() + ": "
                    + Failures.of(failed.extraction())));
        }
        int round = 0;
        for (RepairRound r : repair.rounds()) {
            round++;
            String prefix = "repair " + round + ": ";
            if (r.result().isPresent()) {
                candidates.add(judged(r.result().get(), r.result().get() == chosen, prefix));
            } else {
                candidates.add(new TranslationReport.Candidate("", 0, false, prefix + r.failure()));
            }
        }
        return candidates;
    }

    private static TranslationReport.Candidate judged(EvaluatedCandidate c, boolean chosen, String prefix) {
        String note = prefix + (c.passes() ? "passes" : c.error()) + (c.score().reasons().isEmpty() ? ""
                : "; " + String.join("; ", c.score().reasons()));
        return new TranslationReport.Candidate(c.sql(), c.score().points(), chosen, note);
    }
}
