package io.nlguard.benchmarks;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * A synthetic schema the size of a big application's: {@code t0000 ... t<n-1>} in {@code public}, 15 columns
 * of mixed types each, a primary key each, and on every odd table a foreign key to the table before it.
 */
final class LargeSchema {

    static final int COLUMNS_PER_TABLE = 15;
    /** Tables per round trip: enough to be fast, few enough for one transaction's lock table. */
    private static final int TABLES_PER_BATCH = 100;

    private LargeSchema() {
    }

    /** Creates the tables on a connection in autocommit mode. */
    static void create(Connection connection, int tables) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (int first = 0; first < tables; first += TABLES_PER_BATCH) {
                StringBuilder ddl = new StringBuilder(TABLES_PER_BATCH * 600);
                for (int i = first; i < Math.min(tables, first + TABLES_PER_BATCH); i++) {
                    appendTable(ddl, i);
                }
                statement.execute(ddl.toString());
            }
            statement.execute("analyze");
        }
    }

    private static void appendTable(StringBuilder ddl, int i) {
        ddl.append("create table ").append(name(i)).append(" (")
                .append("id bigint primary key, ")
                .append("parent_id bigint").append(i % 2 == 1 ? " references " + name(i - 1) + "(id)" : "").append(", ")
                .append("code varchar(32) not null, ")
                .append("name text, ")
                .append("description text, ")
                .append("quantity integer, ")
                .append("amount numeric(12,2), ")
                .append("ratio double precision, ")
                .append("active boolean not null default true, ")
                .append("created_at timestamptz not null default now(), ")
                .append("due_date date, ")
                .append("payload jsonb, ")
                .append("ref uuid, ")
                .append("flags smallint, ")
                .append("note varchar(200));\n");
    }

    private static String name(int i) {
        return String.format("t%04d", i);
    }
}
