package io.nlguard.nl.select;

import java.util.ArrayList;
import java.util.List;

/**
 * The signals of a question's candidates: their results clustered, their costs compared with the cheapest,
 * their text read once ({@link QueryFacts}) for the question's shape, the contract and the join plan, and
 * where each stands against the others ({@link RelativeSignals}).
 */
public final class SignalGathering {

    /** Plans cheaper than this count as this cheap: a cost of 0.01 against 0.02 is no real difference. */
    private static final double FLOOR = 1;

    private SignalGathering() {
    }

    public static List<CandidateSignals> of(List<JudgedCandidate> candidates, SelectionContext context) {
        List<QueryFacts> queries = candidates.stream().map(c -> QueryFacts.of(c.sql(), context.catalog())).toList();
        List<ClusterMember> members = new ArrayList<>(candidates.size());
        for (int i = 0; i < candidates.size(); i++) {
            JudgedCandidate c = candidates.get(i);
            members.add(new ClusterMember(c.sql(), c.result(), queries.get(i).ordered(), c.votes(), c.eligible()));
        }
        ResultClusters clusters = ResultClusters.of(members, context.failedVotes());
        double cheapest = candidates.stream().filter(JudgedCandidate::eligible).mapToDouble(JudgedCandidate::cost)
                .filter(cost -> !Double.isNaN(cost)).min().orElse(Double.NaN);
        QuestionShape shape = QuestionShape.of(context.question());
        List<RelativeSignals> relative = RelativeSignals.of(candidates, members, clusters);
        List<CandidateSignals> signals = new ArrayList<>(candidates.size());
        for (int i = 0; i < candidates.size(); i++) {
            JudgedCandidate c = candidates.get(i);
            QueryFacts query = queries.get(i);
            signals.add(new CandidateSignals(c.sql(), c.blocked(), c.warnings(), c.maxRisk(), c.meanRisk(),
                    c.explainOk(), relative(c, cheapest), c.result().status(), c.result().cut(), clusters.share(i),
                    clusters.clusterOf(i).size(), shape.fit(query, c.result()),
                    SchemaAdherence.of(query, context.contract()), JoinMatch.of(query, context.plan()), c.votes(),
                    relative.get(i), clusters.indexOf(i)));
        }
        return signals;
    }

    /** Cost over the cheapest's, both at least {@value #FLOOR}. */
    private static double relative(JudgedCandidate c, double cheapest) {
        if (!c.eligible() || Double.isNaN(c.cost()) || Double.isNaN(cheapest)) {
            return Double.NaN;
        }
        return Math.max(c.cost(), FLOOR) / Math.max(cheapest, FLOOR);
    }
}
