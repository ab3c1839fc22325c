package io.nlguard.compare.instances;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * Writes one instance: a fresh schema with copies of the tables, filled by {@link TableFiller} in
 * foreign-key order, all in one transaction of its own that is committed at the end (or rolled
 * back, which also removes the schema, when something fails). Everything drawn comes from a
 * {@link Random} seeded by the check's seed and the instance's index, so a seed gives the same
 * instances on the same schema.
 */
final class InstanceGenerator {

    private final Connection connection;
    private final InstancePlan plan;
    private final long seed;
    private final int maxRowsPerTable;

    InstanceGenerator(Connection connection, InstancePlan plan, long seed, int maxRowsPerTable) {
        this.connection = connection;
        this.plan = plan;
        this.seed = seed;
        this.maxRowsPerTable = maxRowsPerTable;
    }

    /**
     * The random source of one instance. The seed and the index go through SplitMix64 first: the
     * first draws of {@link Random}s seeded with nearby numbers are correlated.
     */
    static Random randomFor(long seed, int index) {
        return new Random(new SplittableRandom(seed + index * 0x9E3779B97F4A7C15L).nextLong());
    }

    /**
     * Generates instance {@code index} into schema {@code schema}; the connection must be in
     * autocommit mode and is left so.
     *
     * @throws InstanceSkipped when the tables cannot be filled (the reason says why)
     * @throws SQLException    when the connection itself fails
     */
    GeneratedInstance generate(int index, String schema) throws InstanceSkipped, SQLException {
        InstanceProfile profile = InstanceProfile.forIndex(index);
        Random random = randomFor(seed, index);
        Map<TableSpec, Integer> planned = new LinkedHashMap<>();
        for (TableSpec table : plan.order().tables()) {
            planned.put(table, profile.rows(random, maxRowsPerTable));
        }
        whyNotFillable(planned);

        DataDigest digest = new DataDigest();
        CellValues cells = new CellValues(plan.literals(), profile, random);
        TableFiller filler = new TableFiller(connection, schema, random, profile, cells, digest, plan.order().deferred());
        Map<String, Integer> rowCounts = new LinkedHashMap<>();
        connection.setAutoCommit(false);
        try {
            InstanceSchema.create(connection, schema, plan.order().tables());
            for (Map.Entry<TableSpec, Integer> table : planned.entrySet()) {
                rowCounts.put(table.getKey().name().name(), filler.fill(table.getKey(), table.getValue()));
            }
            for (TableSpec table : plan.order().tables()) {
                filler.link(table);
            }
            connection.commit();
        } catch (SQLException e) {
            connection.rollback();
            throw new InstanceSkipped("the instance could not be written: " + e.getMessage());
        } finally {
            connection.setAutoCommit(true);
        }
        return new GeneratedInstance(index, schema, profile, rowCounts, digest.hex());
    }

    private void whyNotFillable(Map<TableSpec, Integer> planned) throws InstanceSkipped {
        boolean anyRows = planned.values().stream().anyMatch(n -> n > 0);
        if (anyRows && plan.order().problem() != null) {
            throw new InstanceSkipped(plan.order().problem());
        }
        for (Map.Entry<TableSpec, Integer> table : planned.entrySet()) {
            if (table.getValue() == 0) {
                continue;
            }
            for (ColumnSpec column : table.getKey().columns()) {
                if (!column.nullable() && !CellValues.supported(column) && !isReferencing(table.getKey(), column)) {
                    throw new InstanceSkipped("column " + table.getKey().name().name() + "." + column.name() + " is NOT NULL"
                            + " and of type " + column.typeName() + ", which nlguard generates no values for");
                }
            }
        }
    }

    /** A foreign-key column takes referenced keys, whatever its type. */
    private static boolean isReferencing(TableSpec table, ColumnSpec column) {
        return table.foreignKeys().stream().anyMatch(fk -> fk.fromColumns().contains(column.name()));
    }
}
