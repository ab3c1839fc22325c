package io.nlguard.nl.select;

/**
 * One candidate as clustering sees it.
 *
 * @param key      its canonical text (the SQL that would run): the order members are visited in, so that
 *                 the clusters do not depend on the order candidates came in
 * @param result   what running it gave
 * @param ordered  its outermost query has ORDER BY
 * @param votes    how many generated candidates wrote it
 * @param eligible it passed the guard and EXPLAIN
 */
public record ClusterMember(String key, CandidateResult result, boolean ordered, int votes, boolean eligible) {

    /** Its weight in its cluster: {@link ClusterWeights} per vote. */
    public double weight() {
        return votes * ClusterWeights.of(result, eligible);
    }

    /** May be chosen: passed the guard and EXPLAIN, and running it did not fail. */
    public boolean passes() {
        return eligible && result.status() != ResultStatus.ERROR;
    }
}
