package io.nlguard.nl.select;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Table;
import io.nlguard.nl.contract.SchemaContract;

/**
 * The seed's schema adherence: the share of what a candidate uses that the schema contract allows, tables
 * weighted {@value #TABLES} and columns {@value #COLUMNS} (each column reference counted once per use, allowed
 * when its table is one the contract requires). NaN when there is no contract or the candidate uses no
 * catalog table: nothing to judge by.
 */
public final class SchemaAdherence {

    static final double TABLES = 0.4;
    static final double COLUMNS = 0.6;

    private SchemaAdherence() {
    }

    public static double of(QueryFacts query, SchemaContract contract) {
        if (contract.required().isEmpty() || query.tables().isEmpty()) {
            return Double.NaN;
        }
        Set<Table> allowed = new HashSet<>(contract.required());
        allowed.addAll(contract.columns().keySet());
        double tables = share(List.copyOf(query.tables()), allowed);
        double columns = query.columnTables().isEmpty() ? tables : share(query.columnTables(), allowed);
        return TABLES * tables + COLUMNS * columns;
    }

    private static double share(List<Table> used, Set<Table> allowed) {
        return (double) used.stream().filter(allowed::contains).count() / used.size();
    }
}
