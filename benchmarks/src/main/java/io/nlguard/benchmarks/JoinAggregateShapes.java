package io.nlguard.benchmarks;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;

import java.sql.Types;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Distinct ad-hoc SELECTs with joins and aggregates, as a BI tool sends them: generated along the foreign
 * keys of the gold corpus's catalogs (a two-table join grouped and filtered with HAVING, ORDER BY and LIMIT;
 * a three-table chain summed; a LEFT JOIN counting distinct values under an IN subquery), every text made
 * new by its constants. Each is analysed against the catalog it was generated from.
 */
final class JoinAggregateShapes {

    private static final Pattern PLAIN_NAME = Pattern.compile("[a-z_][a-z0-9_]*");
    private static final Set<Integer> NUMERIC = Set.of(Types.INTEGER, Types.BIGINT, Types.SMALLINT, Types.TINYINT,
            Types.NUMERIC, Types.DECIMAL, Types.DOUBLE, Types.REAL, Types.FLOAT);
    private static final int VARIANTS = 2;

    private JoinAggregateShapes() {
    }

    /** The shapes over every catalog the gold workload uses, at most {@code limit} statements. */
    static List<GoldWorkload.Statement> of(GoldWorkload gold, int limit) {
        // in the corpus's order, so that every run generates the same statements in the same order
        Set<Catalog> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Catalog> catalogs = new ArrayList<>();
        for (GoldWorkload.Statement s : gold.statements()) {
            if (s.catalog() != null && seen.add(s.catalog())) {
                catalogs.add(s.catalog());
            }
        }
        return of(catalogs, limit);
    }

    /** The shapes over these catalogs, in their order, at most {@code limit} statements. */
    static List<GoldWorkload.Statement> of(List<Catalog> catalogs, int limit) {
        List<GoldWorkload.Statement> shapes = new ArrayList<>();
        int n = 0;
        for (int variant = 0; variant < VARIANTS; variant++) {
            for (Catalog catalog : catalogs) {
                for (String sql : shapesOf(catalog, variant)) {
                    shapes.add(new GoldWorkload.Statement("shape#" + n++, sql, catalog));
                    if (shapes.size() == limit) {
                        return List.copyOf(shapes);
                    }
                }
            }
        }
        return List.copyOf(shapes);
    }

    private static List<String> shapesOf(Catalog catalog, int variant) {
        List<String> out = new ArrayList<>();
        int k = 7 * variant + 3;
        for (Table from : catalog.tables()) {
            for (ForeignKey key : from.foreignKeys()) {
                Optional<Table> to = catalog.table(key.toTable().schema(), key.toTable().name(), false);
                if (to.isEmpty() || key.fromColumns().isEmpty() || to.get() == from) {
                    continue;
                }
                Table target = to.get();
                String on = "a." + quote(key.fromColumns().get(0)) + " = b." + quote(key.toColumns().get(0));
                String label = label(target);
                String measure = measure(from);
                out.add("SELECT b." + label + ", COUNT(*) AS n, AVG(a." + measure + ") AS mean FROM " + name(from)
                        + " AS a JOIN " + name(target) + " AS b ON " + on + " WHERE a." + measure + " > " + k
                        + " GROUP BY b." + label + " HAVING COUNT(*) > " + (k % 5 + 1) + " ORDER BY n DESC LIMIT " + (10 + k));
                out.add("SELECT b." + label + ", COUNT(DISTINCT a." + measure + ") FROM " + name(target) + " AS b LEFT JOIN "
                        + name(from) + " AS a ON " + on + " WHERE b." + quote(key.toColumns().get(0)) + " IN (SELECT a2."
                        + quote(key.fromColumns().get(0)) + " FROM " + name(from) + " AS a2 WHERE a2." + measure + " >= " + (k * 2)
                        + ") GROUP BY b." + label + " ORDER BY 2 DESC, 1");
                for (ForeignKey next : target.foreignKeys()) {
                    Optional<Table> third = catalog.table(next.toTable().schema(), next.toTable().name(), false);
                    if (third.isPresent() && third.get() != target && third.get() != from && !next.fromColumns().isEmpty()) {
                        out.add("SELECT c." + label(third.get()) + ", SUM(a." + measure + ") AS total, MAX(b." + label
                                + ") FROM " + name(from) + " AS a INNER JOIN " + name(target) + " AS b ON " + on
                                + " INNER JOIN " + name(third.get()) + " AS c ON b." + quote(next.fromColumns().get(0))
                                + " = c." + quote(next.toColumns().get(0)) + " WHERE b." + label + " IS NOT NULL AND a."
                                + measure + " BETWEEN " + k + " AND " + (k * 100) + " GROUP BY c." + label(third.get())
                                + " ORDER BY total DESC LIMIT " + (5 + k));
                        break;
                    }
                }
            }
        }
        return out;
    }

    /** A column to group by: the first that is not numeric, else the first. */
    private static String label(Table table) {
        return quote(table.columns().stream().filter(c -> !NUMERIC.contains(c.jdbcType())).findFirst()
                .orElse(table.columns().get(0)).name());
    }

    /** A column to aggregate: the last numeric one, else the first column. */
    private static String measure(Table table) {
        Column found = table.columns().get(0);
        for (Column column : table.columns()) {
            if (NUMERIC.contains(column.jdbcType())) {
                found = column;
            }
        }
        return quote(found.name());
    }

    private static String name(Table table) {
        return quote(table.name().name());
    }

    private static String quote(String name) {
        return PLAIN_NAME.matcher(name).matches() ? name : '"' + name.replace("\"", "\"\"") + '"';
    }
}
