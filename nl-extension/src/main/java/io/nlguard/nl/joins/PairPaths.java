package io.nlguard.nl.joins;

import java.util.List;

import io.nlguard.guard.schema.Table;

/** The paths found between two required tables, best (lowest cost) first; empty when none joins them. */
public record PairPaths(Table from, Table to, List<JoinPath> paths, List<Double> costs) {

    public PairPaths {
        paths = List.copyOf(paths);
        costs = List.copyOf(costs);
    }

    public boolean connected() {
        return !paths.isEmpty();
    }
}
