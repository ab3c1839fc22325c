package io.nlguard.compare.instances;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What {@link LiteralHarvester} found in the queries: values bound to the column a predicate compares
 * them with, every value (bound or not, for the type-compatible columns), and pairs of columns the
 * queries compare with each other (a join on columns no foreign key links), whose generated values
 * should overlap. Insertion-ordered, so the same queries give the same pools in the same order.
 */
final class Literals {

    private final Map<ColumnKey, Set<HarvestedLiteral>> byColumn = new LinkedHashMap<>();
    private final Map<ColumnKey, Set<HarvestedLiteral>> exactByColumn = new LinkedHashMap<>();
    private final Set<HarvestedLiteral> all = new LinkedHashSet<>();
    private final Map<ColumnKey, Set<ColumnKey>> equated = new LinkedHashMap<>();

    /**
     * Binds values to a column; {@code exact} are those the query itself spells (the constant, a
     * string its LIKE pattern matches), the rest are variants around them.
     */
    void bind(ColumnKey column, Collection<HarvestedLiteral> exact, Collection<HarvestedLiteral> variants) {
        exactByColumn.computeIfAbsent(column, k -> new LinkedHashSet<>()).addAll(exact);
        byColumn.computeIfAbsent(column, k -> new LinkedHashSet<>()).addAll(exact);
        byColumn.get(column).addAll(variants);
        all.addAll(exact);
        all.addAll(variants);
    }

    void add(Collection<HarvestedLiteral> values) {
        all.addAll(values);
    }

    void equate(ColumnKey a, ColumnKey b) {
        if (!a.equals(b)) {
            equated.computeIfAbsent(a, k -> new LinkedHashSet<>()).add(b);
            equated.computeIfAbsent(b, k -> new LinkedHashSet<>()).add(a);
        }
    }

    /** The values bound to this column, exact and variants, in the order they were found. */
    List<HarvestedLiteral> of(ColumnKey column) {
        return new ArrayList<>(byColumn.getOrDefault(column, Set.of()));
    }

    /** The values bound to this column that the queries spell themselves. */
    List<HarvestedLiteral> exactOf(ColumnKey column) {
        return new ArrayList<>(exactByColumn.getOrDefault(column, Set.of()));
    }

    List<HarvestedLiteral> all() {
        return new ArrayList<>(all);
    }

    Set<ColumnKey> equatedWith(ColumnKey column) {
        return equated.getOrDefault(column, Set.of());
    }

    Set<ColumnKey> boundColumns() {
        return byColumn.keySet();
    }
}
