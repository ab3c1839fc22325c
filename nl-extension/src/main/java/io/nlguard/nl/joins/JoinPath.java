package io.nlguard.nl.joins;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import io.nlguard.guard.schema.Table;

/** A loopless walk over foreign keys from one table to another. */
public record JoinPath(Table start, List<JoinEdge> edges) {

    public JoinPath {
        edges = List.copyOf(edges);
    }

    /** The tables along the path, {@code start} first. */
    public List<Table> tables() {
        List<Table> tables = new ArrayList<>(edges.size() + 1);
        tables.add(start);
        edges.forEach(e -> tables.add(e.to()));
        return tables;
    }

    public Table end() {
        return edges.isEmpty() ? start : edges.get(edges.size() - 1).to();
    }

    public int length() {
        return edges.size();
    }

    /** {@code orders → customers → cities}. */
    public String describe() {
        return tables().stream().map(t -> t.name().name()).collect(Collectors.joining(" → "));
    }
}
