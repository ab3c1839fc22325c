package io.nlguard.nl.linking;

import java.util.ArrayList;
import java.util.List;

/**
 * The scores of many questions, averaged: SRR (share of questions with every gold item retrieved), NSR,
 * NSP and NSF (per-question means), all in percent, and the schema context's tokens (mean, median).
 */
public final class LinkingTally {

    private int questions;
    private int strict;
    private double recall;
    private double precision;
    private double f1;
    private final List<Integer> tokens = new ArrayList<>();

    public void add(LinkingScore score, int contextTokens) {
        questions++;
        strict += score.strict() ? 1 : 0;
        recall += score.recall();
        precision += score.precision();
        f1 += score.f1();
        tokens.add(contextTokens);
    }

    public int questions() {
        return questions;
    }

    public double srr() {
        return percent(strict);
    }

    public double nsr() {
        return percent(recall);
    }

    public double nsp() {
        return percent(precision);
    }

    public double nsf() {
        return percent(f1);
    }

    public double meanTokens() {
        return tokens.stream().mapToInt(Integer::intValue).average().orElse(0);
    }

    public double medianTokens() {
        if (tokens.isEmpty()) {
            return 0;
        }
        List<Integer> sorted = new ArrayList<>(tokens);
        sorted.sort(null);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2.0;
    }

    private double percent(double sum) {
        return questions == 0 ? 0 : 100.0 * sum / questions;
    }
}
