package io.nlguard.compare.instances;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import io.nlguard.guard.schema.TableName;

/**
 * Chooses the value of one cell of an instance, by the instance's {@link InstanceProfile}: NULL (in
 * a nullable column), a literal of the queries (mostly those bound to this column, half of these
 * times the constant as the query spells it, else a literal of a compatible kind), a value of a column the queries compare this one with, a value this column
 * already holds (a duplicate), an edge value of the type, or a fresh value. One per instance; it
 * remembers the values inserted so far.
 */
final class CellValues {

    private static final double JOIN_PARTNER_RATE = 0.5;

    private final Literals literals;
    private final InstanceProfile profile;
    private final Random random;
    private final Map<ColumnKey, Column> columns = new HashMap<>();

    CellValues(Literals literals, InstanceProfile profile, Random random) {
        this.literals = literals;
        this.profile = profile;
        this.random = random;
    }

    /** What a column draws from; built on first use. */
    private final class Column {
        final ValueGenerator generator;
        final List<String> exact;
        final List<String> bound;
        final List<String> pool;
        final List<String> history = new ArrayList<>();

        Column(ColumnKey key, ColumnSpec spec) {
            generator = ValueGenerators.of(spec);
            exact = generator == null ? List.of() : accepted(literals.exactOf(key), generator);
            bound = generator == null ? List.of() : accepted(literals.of(key), generator);
            pool = generator == null ? List.of()
                    : accepted(literals.all().stream().filter(l -> spec.family().accepts(l.kind())).toList(), generator);
        }
    }

    /** Whether the generator can make values for this column's type. */
    static boolean supported(ColumnSpec column) {
        return ValueGenerators.of(column) != null;
    }

    /** The next value of the column, or null for NULL. */
    String choose(TableName table, ColumnSpec spec) {
        ColumnKey key = new ColumnKey(table, spec.name());
        Column column = column(key, spec);
        if (spec.nullable() && random.nextDouble() < profile.nullRate()) {
            return null;
        }
        if (column.generator == null) {
            return null;
        }
        if (random.nextDouble() < profile.literalRate() && !(column.bound.isEmpty() && column.pool.isEmpty())) {
            if (column.bound.isEmpty() || (!column.pool.isEmpty() && random.nextInt(4) == 0)) {
                return pick(column.pool);
            }
            // half the time the query's own constant, so that conjunctions of predicates hold together
            return pick(!column.exact.isEmpty() && random.nextBoolean() ? column.exact : column.bound);
        }
        List<String> partners = partnerValues(key, column.generator);
        if (!partners.isEmpty() && random.nextDouble() < JOIN_PARTNER_RATE) {
            return pick(partners);
        }
        if (!column.history.isEmpty() && random.nextDouble() < profile.duplicateRate()) {
            return pick(column.history);
        }
        if (random.nextDouble() < profile.boundaryRate()) {
            return pick(column.generator.boundaries());
        }
        return column.generator.random(random);
    }

    /** Records the values of an inserted row, for duplicates and join partners. */
    void remember(TableSpec table, Map<String, String> row) {
        for (ColumnSpec spec : table.columns()) {
            String value = row.get(spec.name());
            if (value != null) {
                column(new ColumnKey(table.name(), spec.name()), spec).history.add(value);
            }
        }
    }

    private Column column(ColumnKey key, ColumnSpec spec) {
        return columns.computeIfAbsent(key, k -> new Column(k, spec));
    }

    private List<String> partnerValues(ColumnKey key, ValueGenerator generator) {
        List<String> values = new ArrayList<>();
        for (ColumnKey partner : literals.equatedWith(key)) {
            Column other = columns.get(partner);
            if (other != null) {
                for (String value : other.history) {
                    String fitted = generator.accept(value);
                    if (fitted != null) {
                        values.add(fitted);
                    }
                }
            }
        }
        return values;
    }

    private String pick(List<String> values) {
        return values.get(random.nextInt(values.size()));
    }

    private static List<String> accepted(List<HarvestedLiteral> values, ValueGenerator generator) {
        Set<String> accepted = new LinkedHashSet<>();
        for (HarvestedLiteral value : values) {
            String fitted = generator.accept(value.text());
            if (fitted != null) {
                accepted.add(fitted);
            }
        }
        return new ArrayList<>(accepted);
    }
}
