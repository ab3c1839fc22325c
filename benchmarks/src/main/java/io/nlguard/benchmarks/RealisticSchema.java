package io.nlguard.benchmarks;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * A generated catalog the size of a large ERP's: {@code n} tables over {@value #SCHEMA_COUNT} schemas named
 * like business modules, tables named from business nouns and qualifiers ({@code invoice_line_items},
 * {@code supplier_contacts_history}), 6 to 14 columns each with realistic names and types, and 1 to 3
 * foreign keys per table to earlier tables (one in five to another module). {@code sales.customers} and
 * {@code sales.orders} are written by hand so a question has a known answer. Deterministic (fixed seed).
 */
final class RealisticSchema {

    static final List<String> SCHEMAS = List.of("sales", "crm", "billing", "inventory", "procurement", "hr",
            "logistics", "support", "marketing", "finance");
    static final int SCHEMA_COUNT = 10;

    private static final List<String> NOUNS = List.of("account", "address", "agent", "allocation", "approval",
            "asset", "batch", "budget", "campaign", "carrier", "case", "category", "channel", "claim", "contact",
            "contract", "cost_center", "credit_note", "currency", "customer", "delivery", "department", "discount",
            "document", "employee", "expense", "forecast", "invoice", "item", "journal_entry", "lead", "ledger",
            "location", "opportunity", "order", "package", "partner", "payment", "payroll", "position", "price_list",
            "product", "project", "promotion", "quote", "receipt", "refund", "region", "requisition", "return",
            "route", "schedule", "segment", "shipment", "sku", "subscription", "supplier", "task", "tax_rate",
            "team", "ticket", "timesheet", "transfer", "vehicle", "vendor", "warehouse");
    private static final List<String> QUALIFIERS = List.of("", "_history", "_line_items", "_notes", "_attributes",
            "_audit_log", "_links", "_versions", "_types", "_statuses", "_assignments", "_approvals", "_snapshots",
            "_comments", "_tags", "_settings", "_metrics", "_events", "_documents", "_contacts", "_rates", "_limits",
            "_schedules", "_exceptions", "_archive");
    /** Name, type: the columns a business table tends to have. */
    private static final String[][] COLUMNS = {
            {"name", "text not null"}, {"code", "varchar(32)"}, {"status", "varchar(20) not null"},
            {"description", "text"}, {"created_at", "timestamptz not null default now()"},
            {"updated_at", "timestamptz"}, {"amount", "numeric(12,2)"}, {"quantity", "integer"},
            {"unit_price", "numeric(10,2)"}, {"currency_code", "char(3)"}, {"email", "text"}, {"phone", "text"},
            {"valid_from", "date"}, {"valid_to", "date"}, {"is_active", "boolean not null default true"},
            {"priority", "smallint"}, {"notes", "text"}, {"external_ref", "uuid"}, {"country_code", "char(2)"},
            {"city", "text"}, {"postal_code", "varchar(12)"}, {"due_date", "date"}, {"rate", "numeric(8,4)"},
            {"score", "double precision"}, {"payload", "jsonb"}, {"created_by", "text"}, {"version", "integer"}};
    private static final int TABLES_PER_BATCH = 100;

    private RealisticSchema() {
    }

    /** The search path the catalog is read with: every module, {@code sales} first. */
    static String searchPath() {
        return String.join(",", SCHEMAS);
    }

    /** Creates the schemas and {@code tables} tables (at most nouns × qualifiers per schema) in autocommit mode. */
    static void create(Connection connection, int tables) throws SQLException {
        Random random = new Random(20261127L);
        List<String> ddl = new ArrayList<>();
        List<String> made = new ArrayList<>();
        for (String schema : SCHEMAS) {
            ddl.add("create schema " + schema + ";\n");
        }
        ddl.add("create table sales.customers (id bigint primary key, name text not null, email text, "
                + "region text, created_at timestamptz not null default now());\n");
        ddl.add("create table sales.orders (id bigint primary key, customer_id bigint not null references "
                + "sales.customers(id), ordered_at timestamptz not null, status varchar(20) not null, "
                + "total numeric(12,2));\n");
        made.add("sales.customers");
        made.add("sales.orders");
        int perSchema = (tables - made.size() + SCHEMAS.size() - 1) / SCHEMAS.size();
        for (String schema : SCHEMAS) {
            for (String table : tableNames(schema, perSchema)) {
                if (made.size() >= tables) {
                    break;
                }
                if (made.contains(schema + "." + table)) {
                    continue;
                }
                ddl.add(table(schema, table, made, random));
                made.add(schema + "." + table);
            }
        }
        try (Statement statement = connection.createStatement()) {
            for (int first = 0; first < ddl.size(); first += TABLES_PER_BATCH) {
                statement.execute(String.join("", ddl.subList(first, Math.min(ddl.size(), first + TABLES_PER_BATCH))));
            }
            statement.execute("insert into sales.customers (id, name, email, region) select g, 'Customer ' || g, "
                    + "'c' || g || '@example.com', (array['North','South','East','West'])[1 + g % 4] "
                    + "from generate_series(1, 500) g");
            statement.execute("insert into sales.orders (id, customer_id, ordered_at, status, total) select g, "
                    + "1 + (g * 7) % 500, timestamp '2026-01-01' + g * interval '1 hour', "
                    + "(array['new','shipped','delivered'])[1 + g % 3], (g % 97) * 3.5 from generate_series(1, 5000) g");
            statement.execute("analyze");
        }
    }

    private static Set<String> tableNames(String schema, int count) {
        Set<String> names = new LinkedHashSet<>();
        List<String> nouns = new ArrayList<>(NOUNS);
        Collections.shuffle(nouns, new Random(schema.hashCode()));
        for (String qualifier : QUALIFIERS) {
            for (String noun : nouns) {
                if (names.size() == count) {
                    return names;
                }
                names.add(plural(noun) + qualifier);
            }
        }
        return names;
    }

    private static String table(String schema, String table, List<String> made, Random random) {
        StringBuilder ddl = new StringBuilder("create table ").append(schema).append('.').append(table)
                .append(" (id bigint primary key");
        Set<String> columns = new LinkedHashSet<>();
        int foreignKeys = 1 + random.nextInt(3);
        for (int i = 0; i < foreignKeys && !made.isEmpty(); i++) {
            String parent = parent(schema, made, random);
            String column = singular(parent.substring(parent.indexOf('.') + 1)) + "_id";
            if (columns.add(column)) {
                ddl.append(", ").append(column).append(" bigint references ").append(parent).append("(id)");
            }
        }
        int plain = 5 + random.nextInt(9);
        while (plain-- > 0) {
            String[] column = COLUMNS[random.nextInt(COLUMNS.length)];
            if (columns.add(column[0])) {
                ddl.append(", ").append(column[0]).append(' ').append(column[1]);
            }
        }
        return ddl.append(");\n").toString();
    }

    /** Mostly the same module's tables, the more recent the likelier; one in five from any module. */
    private static String parent(String schema, List<String> made, Random random) {
        if (random.nextInt(5) > 0) {
            List<String> same = made.stream().filter(t -> t.startsWith(schema + ".")).toList();
            if (!same.isEmpty()) {
                return same.get(Math.max(0, same.size() - 1 - random.nextInt(Math.min(same.size(), 40))));
            }
        }
        return made.get(random.nextInt(made.size()));
    }

    private static String plural(String noun) {
        if (noun.endsWith("y") && !noun.endsWith("ey")) {
            return noun.substring(0, noun.length() - 1) + "ies";
        }
        return noun.endsWith("s") || noun.endsWith("x") || noun.endsWith("ch") ? noun + "es" : noun + "s";
    }

    /** {@code invoice_line_items} to {@code invoice_line_item}: the column a foreign key to it is named by. */
    private static String singular(String table) {
        if (table.endsWith("ies")) {
            return table.substring(0, table.length() - 3) + "y";
        }
        if (table.endsWith("ses") || table.endsWith("xes") || table.endsWith("ches")) {
            return table.substring(0, table.length() - 2);
        }
        return table.endsWith("s") ? table.substring(0, table.length() - 1) : table;
    }
}
