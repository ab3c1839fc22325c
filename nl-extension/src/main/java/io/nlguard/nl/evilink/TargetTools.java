package io.nlguard.nl.evilink;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;


import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.verdict.Decision;
import io.nlguard.nl.evaluate.Explainer;
import io.nlguard.nl.linking.SchemaItems;

/**
 * The agent's tools over a question's catalog and target: names from the catalog snapshot; statistics on
 * one connection of their own from {@link io.nlguard.guard.nl.NlTarget#open()} (read-only session, opened
 * at the first call, closed with the tools), never the application's; probes through the connection's
 * guard, then {@code EXPLAIN} by the pipeline's explainer.
 */
public final class TargetTools implements AgentTools, AutoCloseable {

    /** The most table names one answer lists, so a large catalog does not flood the conversation. */
    private static final int MOST_TABLES = 200;

    private final NlRequest request;
    private final Explainer explainer;
    private Connection connection;

    public TargetTools(NlRequest request, Explainer explainer) {
        this.request = request;
        this.explainer = explainer;
    }

    @Override
    public String listTables() {
        List<Table> tables = request.catalog().tables();
        return tables.stream().limit(MOST_TABLES).map(t -> t.name().name()).collect(Collectors.joining(", "))
                + (tables.size() > MOST_TABLES ? " (and " + (tables.size() - MOST_TABLES) + " more)" : "");
    }

    @Override
    public String listColumns(String table) {
        return table(table).map(t -> t.name().name() + ": " + t.columns().stream().map(HypothesisPrompt::column)
                .collect(Collectors.joining(", "))).orElseGet(() -> "error: no table '" + table + "'");
    }

    @Override
    public String fieldStats(String table, String column) {
        Optional<Table> t = table(table);
        Optional<Column> c = t.flatMap(found -> found.columns().stream()
                .filter(col -> col.name().equalsIgnoreCase(column)).findFirst());
        if (c.isEmpty()) {
            return "error: no column '" + table + "." + column + "'";
        }
        try {
            if (connection == null) {
                connection = request.target().open();
            }
            return FieldStats.read(connection, t.get(), c.get()).summary();
        } catch (SQLException e) {
            return "error: statistics not read (" + (e.getSQLState() == null ? "" : "SQLSTATE " + e.getSQLState()
                    + ": ") + e.getMessage() + ")";
        }
    }

    @Override
    public String probeSql(String sql) {
        if (sql.isBlank()) {
            return "error: no sql";
        }
        Decision decision = request.check(sql);
        if (decision.blocked()) {
            return "refused by the guard: " + decision.block().message();
        }
        return explainer.explain(List.of(decision.sql())).get(0).describe();
    }

    private Optional<Table> table(String name) {
        return request.catalog().tables().stream()
                .filter(t -> SchemaItems.table(t).equalsIgnoreCase(name.strip())).findFirst();
    }

    @Override
    public void close() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException e) {
                // a connection of our own that failed to close: nothing of the application's depends on it
            }
            connection = null;
        }
    }
}
