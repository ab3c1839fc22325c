package io.nlguard.nl.select;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Everything a selector may know about one candidate. No field depends on the order of the candidates:
 * the relative ones compare it with all the others at once.
 *
 * @param sql             the SQL that would run; for deterministic tie-breaking and reports, not a signal
 * @param blocked         the guard refuses it
 * @param warnings        how many warnings the guard gave
 * @param maxRisk         the node model's highest node probability (0 without scores)
 * @param meanRisk        the node model's mean node probability (0 without scores)
 * @param explainOk       the database planned it (or planning was off)
 * @param relativeCost    its estimated cost over the cheapest planned candidate's (1 for the cheapest); NaN when
 *                        the planner gave no cost
 * @param result          how running it ended
 * @param cut             its result was cut at the row cap
 * @param clusterShare    its result cluster's weight over the most all candidates could weigh, 0 to 1
 *                        ({@link ResultClusters})
 * @param clusterSize     how many distinct candidates share its result (itself included)
 * @param shapeFit        how well it fits the shape the question asks for, 0 to 1, 0.5 when nothing says
 *                        ({@link QuestionShape})
 * @param schemaAdherence the share of what it uses that the schema contract allows, 0 to 1; NaN without a
 *                        contract ({@link SchemaAdherence})
 * @param joinMatch       how far its joins follow the planned skeleton, 0 to 1; NaN without a plan
 *                        ({@link JoinMatch})
 * @param votes           how many generated candidates wrote it
 * @param relative        where it stands against the other passing candidates ({@link RelativeSignals})
 * @param cluster         its result cluster's index among the question's: an identity for reports (which
 *                        candidates agree), not a signal; -1 when unknown
 */
public record CandidateSignals(String sql, boolean blocked, int warnings, double maxRisk, double meanRisk,
                               boolean explainOk, double relativeCost, ResultStatus result, boolean cut,
                               double clusterShare, int clusterSize, double shapeFit, double schemaAdherence,
                               double joinMatch, int votes, RelativeSignals relative, int cluster) {

    public CandidateSignals {
        Objects.requireNonNull(relative, "relative");
    }

    /** Signals made without the other candidates at hand: the relative ones unknown. */
    public CandidateSignals(String sql, boolean blocked, int warnings, double maxRisk, double meanRisk,
                            boolean explainOk, double relativeCost, ResultStatus result, boolean cut,
                            double clusterShare, int clusterSize, double shapeFit, double schemaAdherence,
                            double joinMatch, int votes) {
        this(sql, blocked, warnings, maxRisk, meanRisk, explainOk, relativeCost, result, cut, clusterShare,
                clusterSize, shapeFit, schemaAdherence, joinMatch, votes, RelativeSignals.UNKNOWN, -1);
    }

    /** May be chosen: the guard lets it through, the database plans it, and running it did not fail. */
    public boolean passes() {
        return !blocked && explainOk && result != ResultStatus.ERROR;
    }

    /** The signals as a report lists them. */
    public List<String> describe() {
        List<String> out = new ArrayList<>();
        out.add(blocked ? "blocked by the guard" : warnings + (warnings == 1 ? " warning" : " warnings"));
        out.add(String.format(Locale.ROOT, "node risk max %.2f mean %.2f", maxRisk, meanRisk));
        out.add(explainOk ? "EXPLAIN ok" + (Double.isNaN(relativeCost) ? ""
                : String.format(Locale.ROOT, ", cost ×%.1f of the cheapest", relativeCost)) : "EXPLAIN failed");
        out.add("result " + result.name().toLowerCase(Locale.ROOT).replace('_', ' ') + (cut ? " (cut)" : ""));
        out.add(String.format(Locale.ROOT, "cluster of %d, share %.2f", clusterSize, clusterShare));
        out.add(String.format(Locale.ROOT, "shape fit %.2f", shapeFit));
        out.add(Double.isNaN(schemaAdherence) ? "schema adherence n/a"
                : String.format(Locale.ROOT, "schema adherence %.2f", schemaAdherence));
        out.add(Double.isNaN(joinMatch) ? "join match n/a" : String.format(Locale.ROOT, "join match %.2f", joinMatch));
        out.add(votes + (votes == 1 ? " vote" : " votes"));
        if (!Double.isNaN(relative.margin())) {
            out.add(String.format(Locale.ROOT, "cluster margin %+.2f%s of %d results", relative.margin(),
                    relative.largest() ? ", largest" : "", relative.clusters()));
        }
        return out;
    }
}
