package io.nlguard.nl.boundary;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.nl.select.CandidateSignals;
import io.nlguard.nl.select.ResultStatus;

/**
 * How a question's candidates split into readings: each reading is one result cluster of candidates that may be
 * chosen and ran (OK or empty), its support their votes. Failures, timeouts, blocked and unrun candidates are no
 * reading: they say the model was unsure, not what else the question could mean (and with execution off there is no
 * result to compare, so no split).
 *
 * @param readings the readings, most support first; equal support keeps the order of the candidates given
 * @param votes    the votes of all readings together
 */
public record ResultSplit(List<Reading> readings, int votes) {

    /** Shares closer than this are equal (a margin of exactly a threshold must meet it). */
    static final double TIE = 1e-9;

    /**
     * One reading.
     *
     * @param votes   how many candidates (votes) return it
     * @param members the positions of its candidates in the list given, in that order: the first is its representative
     */
    public record Reading(int votes, List<Integer> members) {

        public Reading {
            members = List.copyOf(members);
        }

        /** Its representative: the first of its candidates in the order given (the best ranked, for an evaluation). */
        public int first() {
            return members.get(0);
        }
    }

    /**
     * One candidate as the split sees it.
     *
     * @param cluster  its result cluster ({@link CandidateSignals#cluster()})
     * @param votes    how many candidates wrote it
     * @param readable it may be chosen and returned rows or none (so it is a reading)
     */
    public record Member(int cluster, int votes, boolean readable) {

        public static Member of(CandidateSignals c) {
            return of(c.cluster(), c.votes(), c.passes(), c.result());
        }

        /** A reading when it may be chosen and ran to a result others can agree with (an unknown cluster is none). */
        public static Member of(int cluster, int votes, boolean passes, ResultStatus result) {
            return new Member(cluster, votes, passes && cluster >= 0
                    && (result == ResultStatus.OK || result == ResultStatus.EMPTY));
        }
    }

    public ResultSplit {
        readings = List.copyOf(readings);
    }

    /**
     * @param candidates one question's candidates' signals (their {@link CandidateSignals#cluster()} groups them), best
     *                   ranked first so that each reading's representative is its best candidate
     */
    public static ResultSplit of(List<CandidateSignals> candidates) {
        return ofMembers(candidates.stream().map(Member::of).toList());
    }

    /** The split of candidates already reduced to their cluster, votes and whether each is a reading. */
    public static ResultSplit ofMembers(List<Member> candidates) {
        Map<Integer, List<Integer>> byCluster = new LinkedHashMap<>();
        for (int i = 0; i < candidates.size(); i++) {
            if (candidates.get(i).readable()) {
                byCluster.computeIfAbsent(candidates.get(i).cluster(), c -> new ArrayList<>()).add(i);
            }
        }
        List<Reading> readings = new ArrayList<>();
        int votes = 0;
        for (List<Integer> members : byCluster.values()) {
            int support = members.stream().mapToInt(i -> candidates.get(i).votes()).sum();
            readings.add(new Reading(support, members));
            votes += support;
        }
        // stable: equal support keeps the first-seen (best ranked) reading first
        readings.sort(Comparator.comparingInt(r -> -r.votes()));
        return new ResultSplit(readings, votes);
    }

    /** The leading reading's share of the readings' votes, 0 to 1; 0 without any. */
    public double leadShare() {
        return share(0);
    }

    /** The runner-up's share, 0 without one. */
    public double runnerUpShare() {
        return share(1);
    }

    /** The leading reading's share minus the runner-up's: 0 when tied, the lead's share when it stands alone. */
    public double margin() {
        return leadShare() - runnerUpShare();
    }

    /** The {@code k}-th reading's share of the votes, 0 when there is none. */
    public double share(int k) {
        return k < readings.size() && votes > 0 ? (double) readings.get(k).votes() / votes : 0;
    }
}
